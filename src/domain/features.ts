/**
 * What a backend offers beyond the spec's API (product.md §10). Our server names them in its
 * sign-in answer (`features`); the console shows a feature only when the backend it signed in
 * to named it, so the shop's own backend (which names none) keeps working unchanged.
 * - `payments`: how sales are paid, and who owes what;
 * - `settings`: the shop's details and thresholds kept on the server, and bills' and repairs'
 *   sequential numbers (B-000123, R-000678);
 * - `floatChecks`: each provider's recharge balance checked against what the provider shows,
 *   and the owner's adjustments;
 * - `walkIn`: the built-in walk-in customer, for a bill or a recharge sale paid in full;
 * - `reportBreakdown`: the revenue reports' takings by day and by business (`GET /reports/takings`),
 *   with repairs counted when they are paid;
 * - `dayClose`: each shop day closed with the drawer counted, its report, and a closed day locked;
 * - `dashboardLedgers`: the dashboard's figures summed per day by the server
 *   (`GET /dashboard/ledgers`) instead of from whole lists;
 * - `statusMessages`: the owner's WhatsApp message for each repair status (`/settings/repair-messages`),
 *   offered as a status changes;
 * - `statusPage`: each repair's status page without sign-in (`/status/<code>`) and the owner's
 *   switches for it in Settings;
 * - `repairIntake`: a repair's accessories received and the device's condition, noted at intake
 *   and signed for on the job card;
 * - `lineSerials`: a sold device's IMEI or serial on its bill line, found by the bills search;
 * - `warranties`: the owner adds repair issues and sets their warranty, a repair's IMEI or serial,
 *   the warranty check and warranty claims;
 * - `preferredLanguage`: a customer's or agent's preferred language (`language`: en, si or ta),
 *   kept with them and carried by the records about them, so their receipts, job cards,
 *   statements and messages are written in it;
 * - `paging`: lists asked by the page (`_page`, `_perPage`, `_sort`, `_order`, `_filter`) and
 *   answered `{data, total, summary}`, instead of the spec's whole lists kept in the browser;
 * - `preconditions`: records carry a version (`updatedAt`) that an edit sends back as `If-Match`,
 *   so an edit never overwrites a newer one (409);
 * - `activity`: the owner's log of who changed what (`GET /activity`);
 * - `passwordChange`: a signed-in user changes their own password (`PUT /auth/password`);
 * - `reportRange`: the bills revenue report over a range of days (`GET /bills/report?from=&to=`);
 *   the spec's call has no range and answers all time;
 * - `stockLedger`: every change of a product's stock kept as a movement, and each product's stock
 *   card (`GET /products/:id/movements`; issue 47);
 * - `goodsReceipts`: stock received from a supplier at a cost, paid now or owed, its printed
 *   goods received note, and the buying price kept at the moving-average cost (`/goods-receipts`; issue 47);
 * - `stockAdjustments`: the owner adjusts a product's stock with a reason (`POST /products/:id/adjustments`),
 *   and the stock card shows each adjustment's reason and note (issue 47);
 * - `stockCounts`: count sheets (`/stock-counts`): the stock expected, the counts entered, and the
 *   differences posted at once by the owner (issue 47);
 * - `barcodes`: a product's barcode (unique, found by the products search), scanned into a bill
 *   by a USB scanner or a phone's camera, and printed on shelf labels (issue 47);
 * - `reorder`: a product's reorder level, a supplier's language, and the owner's reorder list
 *   (`GET /stock/reorder`: what is at or under its level, its rate of sale and days left, by the
 *   supplier last bought from) turned into purchase orders to print or send (issue 47);
 * - `stockValue`: the stock's value, units × moving-average cost per product and in all, today or
 *   at the end of a past shop day, from the ledger (`GET /stock/value?day=`; the owner's; issue 47);
 * - `supplierReturns`: a goods received note's units sent back to its supplier at the average cost,
 *   credited on the supplier's statement (`/goods-receipts/:id/returns`; the owner's; issue 47);
 * - `profitAndLoss`: the owner's profit-and-loss statement over a range of days, beside the period
 *   before and a year earlier, and net profit by month (`GET /reports/profit-and-loss`; issue 48);
 * - `renewals`: TV renewals due from each customer's last DDTV sale, reminded on WhatsApp in the
 *   customer's language, and customers marked stopped (`/renewals`; issue 49);
 * - `reports`: the owner's reports the shop is run by, each over a range of days (issue 48):
 *   products by revenue, profit and units, and those with no sale in N days (`GET /reports/products`);
 *   takings by payment method (`/reports/payment-methods`); sales by staff member
 *   (`/reports/staff-sales`); sales by hour of day and day of week (`/reports/sales-by-time`);
 *   recharge sales and margin by provider (`/reports/recharge-margins`); top customers and new
 *   against returning (`/reports/customers`); repairs by issue, turnaround and warranty claims
 *   (`/reports/repairs`).
 */
export const FEATURES = ['payments', 'settings', 'floatChecks', 'walkIn', 'reportBreakdown', 'dayClose', 'dashboardLedgers', 'statusMessages', 'statusPage', 'repairIntake', 'lineSerials', 'warranties', 'preferredLanguage', 'paging', 'preconditions', 'activity', 'passwordChange', 'reportRange', 'stockLedger', 'goodsReceipts', 'stockAdjustments', 'stockCounts', 'barcodes', 'reorder', 'stockValue', 'supplierReturns', 'profitAndLoss', 'renewals', 'reports'] as const;
export type Feature = (typeof FEATURES)[number];

/** What a sign-in answer names: the features and any resource beyond the spec's screens (every string it lists). */
export function namedBy(answer: unknown): string[] {
  const named = (answer as { features?: unknown } | null)?.features;
  return Array.isArray(named) ? named.filter((name): name is string => typeof name === 'string') : [];
}

/** The features a sign-in answer names, keeping only those this console knows. */
export function featuresOf(answer: unknown): Feature[] {
  const named = namedBy(answer);
  return FEATURES.filter((feature) => named.includes(feature));
}

/** The screens of the spec (product.md §2): every backend has them. */
export const SPEC_RESOURCES: readonly string[] = [
  'staffs',
  'customers',
  'agents',
  'products',
  'bills',
  'recharges/management',
  'recharges/history',
  'repairs/management',
  'repairs/issues',
  'expenses/management',
  'expenses/categories',
];

/**
 * Does a backend that named `named` at sign-in offer the resource? The spec's screens always; one
 * with a `feature`, where that feature is named; any other (a resource added since, by the
 * README's recipe) where the backend names the resource itself, as our server names each of its
 * plain resources.
 */
export function resourceOffered(resource: { name: string; feature?: Feature }, named: readonly string[]): boolean {
  if (resource.feature) return named.includes(resource.feature);
  return SPEC_RESOURCES.includes(resource.name) || named.includes(resource.name);
}

/**
 * Actions of the permission matrix that only some backends offer, by resource: the role may do
 * them only where the backend named the feature (the spec's Repair Issues screen has no add).
 */
export const ACTION_FEATURES: Readonly<Record<string, Readonly<Record<string, Feature>>>> = {
  'repairs/issues': { create: 'warranties' },
};

/** Is `action` on `resource` offered by a backend that names `features`? (Actions no feature gates always are.) */
export function actionOffered(resource: string, action: string, features: readonly Feature[]): boolean {
  const feature = ACTION_FEATURES[resource]?.[action];
  return !feature || features.includes(feature);
}
