import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { can } from '../src/domain/permissions';
import { ROLES, type Role } from '../src/domain/roles';
import { version } from '../package.json';
import { requirementOf, type Requirement } from './auth/guard';
import { recordAnswerStatuses } from './http/preconditions';
import { errorAnswer, revalidationHeaders } from './schemas/common';

/** The OpenAPI document of every API route, and the page that reads it. Neither needs a token. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The product's name, on the reference page and in the document. */
export const DOCS_TITLE = 'Shop Staff Console API';
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="40" viewBox="0 0 320 40"><text x="0" y="28" font-family="sans-serif" font-size="22" font-weight="600" fill="#ffffff">${DOCS_TITLE}</text></svg>`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1976d2"/><text x="16" y="22" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">S</text></svg>';

/** The security scheme's name in the document. */
const BEARER = 'bearer';

/** When a refusal every route of a kind can give happens (errors.ts, auth/guard.ts). */
const REFUSALS = {
  400: 'Invalid input: the spec\'s message for the first field that fails its rule, or "Invalid request: <field> must be …" for a wrong type, or malformed JSON, or a null character or half a surrogate pair in any text',
  401: 'No token, or a token that is forged, expired, or issued before a password change; or the account is gone or inactive',
  403: 'The caller\'s role may not do this',
  404: 'No record with this id',
  413: 'The body is over 100 KB',
  429: 'Too many attempts in a minute; try again later',
} as const;

/**
 * The group (tag) of each route on the reference page, by the resource it serves, named as the
 * console's menu names it; keyed by the path's first segment (or a plain resource's own tag).
 * A resource not named here (a plain one added since) is grouped under its name in words.
 */
const TAG_NAMES: Readonly<Record<string, string>> = {
  auth: 'Sign-in',
  admins: 'Staffs',
  customers: 'Customers',
  agents: 'Agents',
  products: 'Products',
  'goods-receipts': 'Goods received',
  stock: 'Stock value',
  bills: 'Bills',
  recharge: 'Recharges',
  repairs: 'Repairs',
  expenses: 'Expenses',
  'expense-categories': 'Expense Categories',
  'expenses/categories': 'Expense Categories',
  activity: 'Activity',
  accounts: 'Accounts',
  settings: 'Settings',
  reports: 'Reports',
  dashboard: 'Dashboard',
  dayclose: 'Day Close',
  status: 'Status page',
  docs: 'API reference',
};

/** 'spare-parts' or 'stock/parts' → 'Spare parts', 'Stock parts'. */
const inWords = (resource: string) => resource.charAt(0).toUpperCase() + resource.slice(1).replace(/[/_-]+/g, ' ');

/** A customer's history is read from three resources' paths; it is one thing to the reader. */
const CUSTOMER_HISTORY = new Set(['GET /api/bills/customer/:id', 'GET /api/recharge/sales/customer/:id', 'GET /api/customers/:id/repairs']);

/** One line per route saying what it does (product.md §7's calls and our additions). */
const SUMMARIES: Readonly<Record<string, string>> = {
  'POST /api/auth/login': 'Sign in: a session token and the user',
  'PUT /api/auth/password': 'Change your own password (answers a new token)',
  'GET /api/admins': 'List staff members',
  'POST /api/admins/create': 'Add a staff member',
  'PUT /api/admins/edit/:id': 'Edit a staff member, and their status',
  'DELETE /api/admins/delete/:id': 'Delete a staff member',
  'GET /api/bills/customer/:id': "A customer's purchase history",
  'GET /api/recharge/sales/customer/:id': "A customer's recharge history",
  'GET /api/customers/:id/repairs': "A customer's repair history",
  'GET /api/recharge/topup': 'List top-ups (recharge stock bought)',
  'POST /api/recharge/topup': 'Add a top-up',
  'PUT /api/recharge/topup/:id': 'Edit a top-up',
  'DELETE /api/recharge/topup/:id': 'Delete a top-up',
  'GET /api/recharge/balance': "Each provider's recharge balance",
  'GET /api/recharge/sales': 'List recharge sales',
  'GET /api/recharge/sales/:id': 'One recharge sale, with how it was paid',
  'POST /api/recharge/sale': 'Record a recharge sale',
  'GET /api/recharge/float': 'List float checks: each provider\'s balance as it showed beside the computed one, and any adjustment',
  'GET /api/recharge/float/latest': "Each provider's last float check",
  'POST /api/recharge/float': 'Check the recharge float: what each provider shows, the difference and why (the owner may adjust with it)',
  'POST /api/recharge/float/:id/adjust': "Adjust a provider's computed balance by a check's difference (once; logged)",
  'GET /api/dayclose': 'List closed days: the cash expected, counted and the difference of each',
  'GET /api/dayclose/recent': "The last days up to today (?days=, 7 unless said): each closed or not, its cash difference and its float checks' differences",
  'GET /api/dayclose/day/:day': "A day as it stands now: its open period (since the last shift closed: what came in and went out by tender, the opening float, the shift), pay-ins and pay-outs, float checks, its closes so far and its day's close if any",
  'GET /api/dayclose/:id': "One close with the day's report",
  'POST /api/dayclose': "Close a day, or a shift (closesDay: false, when closing by shift is on): the drawer counted by notes and coins against the period's expected cash (a difference needs a note)",
  'POST /api/dayclose/:id/reopen': "Reopen a day's or shift's close, the latest of its day, so writes dated into it are taken again (owner; logged)",
  'POST /api/dayclose/cash': 'Record a pay-in or pay-out of the cash drawer, with its reason',
  'GET /api/expenses': 'List expenses',
  'POST /api/expenses': 'Add an expense',
  'PUT /api/expenses/:id': 'Edit an expense',
  'DELETE /api/expenses/:id': 'Delete an expense',
  'GET /api/repairs/issues': 'List the repair issue catalogue',
  'PUT /api/repairs/issues/:id': "Edit a repair issue's cost and price (and, the owner, its warranty)",
  'POST /api/repairs/issues': 'Add a repair issue with its cost, price and warranty (owner)',
  'GET /api/repairs/statuses': 'List the repair statuses',
  'GET /api/repairs': 'List repairs',
  'GET /api/repairs/:id/payments': "A repair's payments: each advance and balance taken, with its tenders",
  'POST /api/repairs': 'Take in a repair (optionally with an advance)',
  'PUT /api/repairs/:id': 'Edit a repair',
  'DELETE /api/repairs/:id': 'Delete a repair',
  'PATCH /api/repairs/status/:id': "Change a repair's status (adds a history entry; on collection, optionally the balance's payment)",
  'PUT /api/repairs/:id/status/:index': 'Correct a status history entry (keeps who made it, records who corrected it)',
  'DELETE /api/repairs/:id/status/:index': 'Delete a status history entry (it stays, flagged deleted)',
  'GET /api/repairs/revenue': 'Repair revenue report over a range of days',
  'GET /api/repairs/warranty': 'Find collected repairs by phone, job number or IMEI / serial, each with its warranty',
  'POST /api/repairs/:id/claim': 'Open a warranty claim of a repair under warranty: a new repair free to the customer',
  'POST /api/repairs/:id/claim/approve': 'Approve a warranty claim (owner; logged)',
  'GET /api/products': 'List products',
  'POST /api/products': 'Add a product',
  'PUT /api/products/:id': 'Edit a product, or refill its stock',
  'DELETE /api/products/:id': 'Delete a product',
  'GET /api/suppliers/balances': 'What the shop owes each supplier, most first (the owner)',
  'GET /api/suppliers/:id/statement': "A supplier's statement: owed notes and payments out with the running balance (the owner)",
  'POST /api/suppliers/:id/payments': 'Pay a supplier part or all of what is owed, by any tender (the owner)',
  'GET /api/goods-receipts': 'List goods received notes, with their lines and costs (the owner; staff without costs where the owner allows it)',
  'GET /api/goods-receipts/:id': 'One goods received note (the owner; staff without costs where the owner allows it)',
  'POST /api/goods-receipts': 'Receive goods from a supplier: stock in, the moving-average cost, paid now or owed (staff, where allowed: no cost, owed)',
  'PUT /api/goods-receipts/:id/costs': "Correct the unit costs of a note staff received at the average cost: the average cost and what is owed again (the owner)",
  'GET /api/goods-receipts/:id/returns': "A goods received note's returns to its supplier (the owner)",
  'POST /api/goods-receipts/:id/returns': "Return a note's units to its supplier: stock out at the average cost, the supplier credited (the owner)",
  'GET /api/stock/value': "The stock's value at the end of a shop day: each product's units × average cost, and the total (the owner)",
  'POST /api/products/:id/adjustments': "Adjust a product's stock by a signed quantity, with a reason",
  'GET /api/stock-counts': 'List stock counts (without their lines)',
  'GET /api/stock-counts/:id': 'A stock count with its lines',
  'POST /api/stock-counts': 'Make a stock count of every product, or of those a search finds',
  'POST /api/stock-counts/:id/counts': "Enter a stock count's counted quantities",
  'POST /api/stock-counts/:id/submit': 'Submit a stock count for the owner',
  'POST /api/stock-counts/:id/post': "Post a stock count: each difference moves the product's stock",
  'POST /api/stock-counts/:id/discard': 'Discard a stock count',
  'GET /api/stock/reorder': "The reorder list: products at or under their reorder level, with the last 30 days' rate of sale, by the supplier last bought from (the owner)",
  'GET /api/bills': 'List bills',
  'POST /api/bills': 'Create a bill (takes the stock)',
  'GET /api/bills/report': 'Bill revenue report over a range of days',
  'GET /api/bills/:id': 'One bill, with its lines',
  'DELETE /api/bills/:id': 'Delete a bill (returns the stock)',
  'GET /api/bills/:id/returns': 'What of a bill may still be returned, line by line, and its returns',
  'POST /api/bills/:id/returns': 'Return products of a bill: stock back, money refunded or credited, a credit note',
  'GET /api/activity': 'Activity: who changed what, and when',
  'GET /api/accounts': 'Who owes what: every account with a balance, most owed first; a negative one is what the shop owes them',
  'GET /api/accounts/:partyType/:partyId': "A customer's or agent's account: balance, credit limit and statement",
  'POST /api/accounts/:partyType/:partyId/payments': 'Record a payment received on an account (part or all of what is owed)',
  'PUT /api/accounts/:partyType/:partyId': "Set a customer's or agent's credit limit",
  'GET /api/settings': "The shop's details (name, address, phone, receipt footer), the dashboard's thresholds and the closing hour",
  'PUT /api/settings': "Change the shop's details, the dashboard's thresholds and the closing hour",
  'GET /api/settings/repair-messages': "Each repair status's WhatsApp message template (the default where the owner kept none)",
  'PUT /api/settings/repair-messages': "Change repair status messages ('' for none at a status; one left out is kept)",
  'GET /api/status/:code': "A repair's status page, without sign-in: device, status timeline, expected return, amount due, the shop's phone (or, while the owner asks for them, that the phone's last four digits are needed)",
  'POST /api/status/:code': "A repair's status page, without sign-in, with the last four digits of the customer's phone",
  'GET /api/reports/takings': 'Takings by day and by business over a range of days (repairs counted when paid)',
  'GET /api/renewals': 'TV renewals due: customers whose renewal (their last DDTV sale plus the package length) is due within the days asked or late, by the page',
  'GET /api/renewals/summary': "How many TV renewals are due today, and how many are late (the dashboard's count)",
  'POST /api/renewals/:id/reminders': 'Record a renewal reminder sent to a customer (one per customer and shop day)',
  'POST /api/renewals/:id/stop': 'Mark a customer stopped, with the reason: off the renewals list',
  'POST /api/renewals/:id/resume': "Take a customer's stopped mark off: back on the renewals list when due",
  'GET /api/settings/renewals': "The TV package length in days and the owner's renewal reminder in English, Sinhala and Tamil ('' for the console's own words)",
  'PUT /api/settings/renewals': "Change the TV package length and the renewal reminders (one left out is kept)",
  'GET /api/reports/profit-and-loss': 'The profit-and-loss statement of a range of days, beside the period before and the same days a year earlier (the owner)',
  'GET /api/reports/products': "Each product's units, revenue and profit over a range of days (bills net of their returns), and the products with stock and no sale in the last N days, with their stock value (the owner)",
  'GET /api/reports/payment-methods': 'Takings over a range of days by payment method and business, the refunds given back by each, and what went on accounts, as the day close counts them (the owner)',
  'GET /api/reports/staff-sales': 'What each staff member took over a range of days by business (bills net of their returns, recharge sales, repair payments), adding up to the takings (the owner)',
  'GET /api/reports/sales-by-time': "Takings over a range of days by the shop's hour of day and day of week, adding up to the takings (the owner)",
  'GET /api/reports/recharge-margins': 'Recharge sales over a range of days by provider: how many, the value sold, what buyers paid, the profit and the margin (the owner)',
  'GET /api/reports/customers': 'The customers who spent most on bills over a range of days (net of returns), the new against the returning, and the walk-in apart (the owner)',
  'GET /api/reports/repairs': 'Repairs taken in over a range of days by issue, the turnaround (taken in to collected) of those collected, and the warranty claims (the owner)',
  'GET /api/reports/profit-and-loss/months': "Each of the last twelve months' income, gross profit, expenses and net profit (the owner)",
  'GET /api/dashboard/attention': 'What needs attention: repairs waiting for the customer and past their return date, products low in stock',
  'GET /api/dashboard/ledgers': "The dashboard's figures per Colombo day over a range of days (profit and expenses for the owner)",
};

/** The roles a guard lets through, read from the domain matrix the guard itself checks. */
export function rolesAllowed(requirement: Requirement | undefined): readonly Role[] {
  if (!requirement) return [];
  if (requirement === 'signed-in') return ROLES;
  return ROLES.filter((role) => can(role, requirement.resource, requirement.action));
}

/** A line for the reference page: who may call the route. */
function whoMayCall(requirement: Requirement | undefined, roles: readonly Role[]): string {
  if (!requirement) return 'Public: no token needed.';
  const permission = requirement === 'signed-in' ? 'any signed-in user' : `permission \`${requirement.resource}\` / \`${requirement.action}\``;
  return `Roles: ${roles.join(', ')} (${permission}).`;
}

/**
 * The answers of one record with their `ETag` header, and for a read the 304 of a matching
 * `If-None-Match`: what http/preconditions.ts adds to exactly these routes.
 */
function conditionalAnswers(route: RouteOptions): Record<string, unknown> {
  const response = (route.schema?.response ?? {}) as Record<string, object>;
  const answers: Record<string, unknown> = {};
  for (const status of recordAnswerStatuses(route)) {
    answers[status] = { ...response[status], headers: { etag: { type: 'string', description: 'The record\'s version, `"v-<updatedAt>"`: send it back as `If-Match` to write only that version, or as `If-None-Match` to read it again only if changed' } } };
  }
  if (route.method === 'GET' && answers['200']) answers['304'] = { type: 'null', description: 'Not Modified: `If-None-Match` names the record\'s current ETag; no body' };
  return answers;
}

/**
 * Completes an API route's schema for the document, from what the route already says: its
 * guard (who may call it, the bearer scheme, 401/403), its body, parameters and query (400,
 * 404, 413) and its rate limit (429). Runs as an onRoute hook, so every route, including
 * one registered later by any module, is described the same way. A new schema object is
 * made, never the route's own changed, since routes may share schema pieces.
 * The added answers are the `{ message }` shape errors.ts sends anyway: serialising through
 * them sends the same bytes.
 */
function describeRoute(route: RouteOptions): void {
  // HEAD routes are Fastify's copies of GET ones, answer no body and are left out of the document.
  if (route.method === 'HEAD' || !route.url.startsWith('/api/') || route.url.startsWith(DOCS_PATH)) return;
  const schema: Record<string, unknown> = { ...route.schema };
  const requirement = requirementOf(route.onRequest);
  const roles = rolesAllowed(requirement);
  const refusals: Partial<Record<keyof typeof REFUSALS, string>> = {};
  if (schema.body || schema.querystring || schema.params) refusals[400] = REFUSALS[400];
  if (requirement) refusals[401] = REFUSALS[401];
  if (requirement && roles.length < ROLES.length) refusals[403] = REFUSALS[403];
  if (schema.params) refusals[404] = REFUSALS[404];
  if (schema.body) refusals[413] = REFUSALS[413];
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) refusals[429] = REFUSALS[429];
  const generic = Object.fromEntries(Object.entries(refusals).map(([status, why]) => [status, errorAnswer(why)]));
  schema.response = { ...generic, ...(schema.response as object | undefined), ...conditionalAnswers(route) };
  // A read of one record may revalidate the copy it holds (http/preconditions.ts answers the 304).
  if (route.method === 'GET' && recordAnswerStatuses(route).length > 0) schema.headers ??= revalidationHeaders;
  const key = `${route.method} ${route.url}`;
  const resource = (schema.tags as string[] | undefined)?.[0] ?? route.url.split('/')[2]!;
  schema.tags = [CUSTOMER_HISTORY.has(key) ? 'Customer history' : (TAG_NAMES[resource] ?? inWords(resource))];
  schema.summary ??= SUMMARIES[key] ?? `${route.method} ${route.url.replace(/^\/api/, '')}`;
  schema.security = requirement ? [{ [BEARER]: [] }] : [];
  schema['x-roles'] = roles;
  schema.description = [whoMayCall(requirement, roles), schema.description].filter(Boolean).join('\n\n');
  route.schema = schema;
}

/**
 * `GET /api/openapi.json`, generated by @fastify/swagger from the routes' own schemas, and
 * the swagger-ui page at `/api/docs`. Call before the routes are registered: the hooks see
 * each route as it is added. The document is built on its first request, then kept.
 */
export function installApiDocs(app: FastifyInstance): void {
  app.addHook('onRoute', describeRoute);
  app.register(swagger, {
    openapi: {
      // 3.1: the route schemas are JSON Schema (`type: ['string', 'null']`) and stay as written.
      openapi: '3.1.0',
      info: {
        title: DOCS_TITLE,
        version,
        description:
          'The shop API (the calls of docs/product.md §7). Every error answers `{ "message": "…" }`. Send the token from `POST /auth/login` as `Authorization: Bearer <token>`. ' +
          'Who may call each route comes from the same permission matrix the server enforces (`x-roles`).',
      },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  // In a plugin, so it is added after @fastify/swagger's own onRoute hook and described too.
  app.register(async (docs) => {
    let document: string | undefined;
    docs.get(OPENAPI_PATH, { schema: { tags: ['docs'], summary: 'This document', response: { 200: { description: 'The OpenAPI 3.1 document', type: 'object' } } } }, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send((document ??= JSON.stringify(app.swagger()))),
    );
  });

  // The page's title, top-bar logo and tab icon name the product, not the library that draws the page.
  app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    logo: { type: 'image/svg+xml', content: Buffer.from(LOGO), href: DOCS_PATH },
    theme: { title: DOCS_TITLE, favicon: [{ filename: 'favicon.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: Buffer.from(ICON) }] },
  });
}
