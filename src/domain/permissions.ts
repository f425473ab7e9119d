import type { Role } from './roles';

/**
 * The role matrix of product.md §6, written once. The server's guard and the console's
 * `canAccess` both read it, so a menu item, a button and the route behind it always agree.
 *
 * Keys are the console's resource names (which are also its URL paths).
 * Actions are react-admin's (`list`, `show`, `create`, `edit`, `delete`) plus named extras:
 * - `menu`: the item appears in the side menu (defaults to `list`);
 * - `audit`: who created and updated a record, and when (created-by / updated-by columns; a
 *   product's Created day): the owner's (product.md §6);
 * - `cost`: cost and profit figures (buying price, profit, unit cost, sold value);
 * - `report`: revenue reports; `history`: customer history; `refill`: product refill;
 * - `stockCard`: a product's stock card, its stock movements (issue 47, beyond the spec);
 * - `status`: change a repair's status; mark a TV customer stopped, or take the mark off (issue 49); `statusHistory`: edit/delete status entries;
 * - `overLimit`: let one credit sale go over the person's credit limit;
 * - `return`: take a bill's products back and refund them (product.md §10); send a goods
 *   received note's products back to its supplier (issue 47);
 * - `adjust`: bring a computed recharge balance to what the provider shows (product.md §10);
 *   correct a product's stock with a reason; the unit costs of a goods received note staff received (issue 47);
 * - `anyPrice`: bill at any price: a discount beyond the owner's limit, or below cost (product.md §10);
 * - `reopen`: open a closed day again for writes (product.md §10);
 * - `warranty`: set a repair issue's warranty; `claim`: open a warranty claim of a repair;
 *   `approve`: approve a warranty claim (product.md §10), post or discard a stock count (issue 47);
 * - `count`: enter a stock count's quantities and submit it (issue 47).
 */
export type Action =
  | 'list'
  | 'show'
  | 'create'
  | 'edit'
  | 'delete'
  | 'menu'
  | 'audit'
  | 'cost'
  | 'report'
  | 'history'
  | 'refill'
  | 'stockCard'
  | 'status'
  | 'statusHistory'
  | 'overLimit'
  | 'return'
  | 'adjust'
  | 'anyPrice'
  | 'reopen'
  | 'warranty'
  | 'claim'
  | 'approve'
  | 'count';

const EVERYONE: readonly Role[] = ['admin', 'super_admin'];
const SUPER_ADMIN: readonly Role[] = ['super_admin'];

/**
 * Who may buy recharge stock (add, edit, delete top-ups). One named permission, so a later
 * per-user flag can replace it without touching the matrix (product.md §2 leaves its source open).
 */
export const RECHARGE_WRITE: readonly Role[] = SUPER_ADMIN;

export const PERMISSIONS = {
  // The dashboard: its profit and month figures (`cost`) are the owner's, as are its
  // low-balance and low-stock thresholds.
  dashboard: { list: EVERYONE, cost: SUPER_ADMIN },
  staffs: { list: SUPER_ADMIN, create: SUPER_ADMIN, edit: SUPER_ADMIN, delete: SUPER_ADMIN },
  customers: {
    list: EVERYONE,
    create: EVERYONE,
    edit: SUPER_ADMIN,
    delete: SUPER_ADMIN,
    audit: SUPER_ADMIN,
    history: SUPER_ADMIN,
  },
  agents: { list: EVERYONE, create: EVERYONE, edit: SUPER_ADMIN, delete: SUPER_ADMIN, audit: SUPER_ADMIN },
  products: {
    list: EVERYONE,
    create: SUPER_ADMIN,
    edit: SUPER_ADMIN,
    delete: SUPER_ADMIN,
    refill: SUPER_ADMIN,
    // Staff see the stock, so they see how it moved; movements carry no cost, and who made
    // each is `audit`, the owner's, as everywhere.
    stockCard: EVERYONE,
    // A correction of the stock with its reason (issue 47): the owner's, as refill is.
    adjust: SUPER_ADMIN,
    cost: SUPER_ADMIN,
    audit: SUPER_ADMIN,
  },
  bills: {
    list: EVERYONE,
    show: EVERYONE,
    create: EVERYONE,
    delete: SUPER_ADMIN,
    cost: SUPER_ADMIN,
    report: SUPER_ADMIN,
    audit: SUPER_ADMIN,
    // A return is the everyday way to undo a sale, so whoever sells may take it back (product.md §10);
    // deleting a bill stays the owner's tool for a mistake.
    return: EVERYONE,
    // Staff discount within the owner's limit and never below cost (product.md §10).
    anyPrice: SUPER_ADMIN,
  },
  'recharges/management': {
    list: SUPER_ADMIN,
    menu: SUPER_ADMIN,
    create: RECHARGE_WRITE,
    edit: RECHARGE_WRITE,
    delete: RECHARGE_WRITE,
    audit: SUPER_ADMIN,
  },
  'recharges/history': { list: EVERYONE, show: EVERYONE, create: EVERYONE, cost: SUPER_ADMIN, audit: SUPER_ADMIN },
  // Float checks (product.md §10): whoever sells checks the balances against the providers';
  // only the owner adjusts a balance to match.
  'recharges/float': { list: EVERYONE, create: EVERYONE, adjust: SUPER_ADMIN },
  'repairs/management': {
    list: EVERYONE,
    show: EVERYONE,
    create: EVERYONE,
    edit: SUPER_ADMIN,
    delete: SUPER_ADMIN,
    status: EVERYONE,
    statusHistory: SUPER_ADMIN,
    cost: SUPER_ADMIN,
    report: SUPER_ADMIN,
    audit: SUPER_ADMIN,
    // Warranty claims (product.md §10): whoever takes a device in opens a claim; the owner approves it.
    claim: EVERYONE,
    approve: SUPER_ADMIN,
  },
  // product.md §6: staff may edit repair issues; the menu item is the super admin's only (§2).
  // On our server the owner also adds issues and sets their warranty (product.md §10).
  'repairs/issues': { list: EVERYONE, menu: SUPER_ADMIN, create: SUPER_ADMIN, edit: EVERYONE, audit: SUPER_ADMIN, warranty: SUPER_ADMIN },
  'expenses/management': { list: EVERYONE, create: EVERYONE, edit: SUPER_ADMIN, delete: SUPER_ADMIN, audit: SUPER_ADMIN },
  'expenses/categories': {
    list: EVERYONE,
    menu: SUPER_ADMIN,
    create: SUPER_ADMIN,
    edit: SUPER_ADMIN,
    delete: SUPER_ADMIN,
    audit: SUPER_ADMIN,
  },
  // Whom the shop buys stock from (beyond the spec): everyone reads and adds (goods arrive at
  // the counter); the owner edits and deletes.
  // What the shop owes each supplier, their statements and payments out are cost figures: the owner's.
  suppliers: { list: EVERYONE, create: EVERYONE, edit: SUPER_ADMIN, delete: SUPER_ADMIN, audit: SUPER_ADMIN, cost: SUPER_ADMIN },
  // Goods received (issue 47): the owner's, costs and all. Staff list, read and record notes
  // without costs only where the owner allows it in Settings (STAFF_ALLOWANCES below).
  // Returning a note's goods to its supplier (`return`) changes what is owed: the owner's too, as
  // is putting right the unit costs of a note staff received (`adjust`).
  'goods/received': { list: SUPER_ADMIN, show: SUPER_ADMIN, create: SUPER_ADMIN, adjust: SUPER_ADMIN, cost: SUPER_ADMIN, audit: SUPER_ADMIN, return: SUPER_ADMIN },
  // Stock counts (issue 47): whoever minds the shelves makes a sheet, enters counts and submits
  // it (`count`); the owner posts or discards it (`approve`) and alone sees its value (`cost`).
  'stock/counts': { list: EVERYONE, create: EVERYONE, count: EVERYONE, approve: SUPER_ADMIN, cost: SUPER_ADMIN, audit: SUPER_ADMIN },
  // The reorder list and its purchase orders (issue 47): what to buy, from whom, is the owner's call.
  'stock/reorder': { list: SUPER_ADMIN },
  // The stock's value (issue 47): units × average cost, a cost figure: the owner's.
  'stock/value': { list: SUPER_ADMIN },
  // The profit-and-loss statement (issue 48): income, cost of sales and profit: the owner's.
  'reports/profit': { list: SUPER_ADMIN },
  // TV renewals due (issue 49): counter work. Everyone lists them, sends a reminder (`create`)
  // and marks a customer stopped or takes the mark off (`status`); no cost figure is on the list.
  // The owner sets a customer's own package length (`edit`), as the shop's in Settings.
  renewals: { list: EVERYONE, create: EVERYONE, status: EVERYONE, edit: SUPER_ADMIN },
  // The reports the shop is run by (issue 48): profit, stock value and who sells: the owner's.
  'reports/products': { list: SUPER_ADMIN },
  'reports/payments': { list: SUPER_ADMIN },
  'reports/staff': { list: SUPER_ADMIN },
  'reports/hours': { list: SUPER_ADMIN },
  'reports/recharges': { list: SUPER_ADMIN },
  'reports/customers': { list: SUPER_ADMIN },
  'reports/repairs': { list: SUPER_ADMIN },
  // Customers' and agents' accounts (product.md §10, beyond the spec): everyone sees what is
  // owed and records a payment received; the owner sets credit limits and may let one sale
  // go over a limit.
  accounts: { list: EVERYONE, show: EVERYONE, create: EVERYONE, edit: SUPER_ADMIN, overLimit: SUPER_ADMIN },
  // The shop's details and thresholds (product.md §10): everyone reads them (every receipt
  // prints the shop's name), the owner changes them.
  settings: { list: EVERYONE, show: EVERYONE, menu: SUPER_ADMIN, edit: SUPER_ADMIN },
  // Closing the day (product.md §10): whoever sells counts the drawer, closes the day and records
  // pay-ins and pay-outs; only the owner reopens a closed day.
  dayclose: { list: EVERYONE, show: EVERYONE, create: EVERYONE, reopen: SUPER_ADMIN },
  // The activity log: who changed what, for the owner only.
  activity: { list: SUPER_ADMIN, show: SUPER_ADMIN },
} as const satisfies Record<string, Partial<Record<Action, readonly Role[]>>>;

export type ResourceName = keyof typeof PERMISSIONS;

/**
 * What the owner may open to staff in Settings (issue 47), each a switch of the shop's settings
 * (src/domain/settings.ts): `staffReceiveGoods`, staff receive goods without seeing costs.
 */
export const ALLOWANCES = ['staffReceiveGoods'] as const;
export type Allowance = (typeof ALLOWANCES)[number];

/**
 * Actions the matrix keeps from staff that the owner's switch opens to them, by resource. Cost
 * (`cost`) is never among them: a switch opens a screen, never the owner's figures.
 */
export const STAFF_ALLOWANCES: Partial<Record<ResourceName, Partial<Record<Action, Allowance>>>> = {
  'goods/received': { list: 'staffReceiveGoods', menu: 'staffReceiveGoods', show: 'staffReceiveGoods', create: 'staffReceiveGoods' },
};

/** The switch that would open `action` on `resource` to staff, or undefined when none does. */
export function allowanceFor(resource: string, action: string): Allowance | undefined {
  return STAFF_ALLOWANCES[resource as ResourceName]?.[action as Action];
}

/** A permission matrix as `canIn` reads it: rows by resource, roles by action. */
export type PermissionMatrix = Readonly<Record<string, Partial<Record<string, readonly Role[]>>>>;

/**
 * May `role` do `action` on `resource`? Unknown resources and actions are refused:
 * a permission must be declared to exist. `menu` falls back to `list`, `show` to `list`.
 * `allowed`: the owner's switches that are on (Settings); staff may then also do what they open.
 */
export function can(role: Role, resource: string, action: string, allowed: readonly Allowance[] = []): boolean {
  if (canIn(PERMISSIONS, role, resource, action)) return true;
  const allowance = role === 'admin' ? allowanceFor(resource, action) : undefined;
  return allowance !== undefined && allowed.includes(allowance);
}

/** `can` over another matrix: a test's own, with rows for resources it declares. */
export function canIn(matrix: PermissionMatrix, role: Role, resource: string, action: string): boolean {
  const rules = matrix[resource];
  if (!rules) return false;
  const allowed = rules[action] ?? (action === 'menu' || action === 'show' ? rules.list : undefined);
  return allowed?.includes(role) ?? false;
}
