import type { ResourceName } from '../domain/permissions';
import { numberSearchText } from '../domain/numbers';
import { stockTag } from '../domain/products';
import { netOfReturns, profitNetOfReturns } from '../domain/returns';
import { versionTag } from '../domain/versions';
import type { Feature } from '../domain/features';
import type { ShopRecord } from '../resources/types';
import type { RouteSpec } from './routes';

/**
 * What the dataProvider knows of a resource beyond its routes: the data-layer concerns of the
 * few resources that have them. Screens never read this; they read their declarations.
 */
export interface ResourceData {
  /**
   * Other resources whose lists a write here changes: a write drops their cached collections
   * and list queries too, so their screens show it without a reload. Checked against our
   * server's answers (server/routes/writesAffect.test.ts). Route answers (a balance) need no
   * entry: a write marks those under its own API path stale.
   */
  affects?: readonly ResourceName[];
  /**
   * The headers an update carries from the record as it was read. Default: the version it was
   * read at (`If-Match: "v-<updatedAt>"`), so an edit never overwrites a newer one.
   */
  preconditions?: (record: ShopRecord) => Record<string, string>;
  /**
   * Records of other resources attached to each row under a name, found by an id field (a
   * sale's buyer, from customers or agents by `soldToType`): search and dialogs then read their
   * fields ('buyer.nicNumber'). Read from those resources' cached lists; a list that cannot be
   * read attaches nothing.
   */
  joins?: Readonly<Record<string, JoinDeclaration>>;
  /**
   * Fields worked out from each row as it is read, for search to look in (a bill's number as
   * people type it, 'B-000123') and columns to show and sort by (a bill's total net of its
   * returns). Undefined values are left out, so a backend without the field it is worked out
   * from reads as before.
   */
  derived?: Readonly<Record<string, (record: ShopRecord) => unknown>>;
  /**
   * The records the backend keeps itself (the walk-in customer, product.md §10), read from
   * `route` when the backend names `feature`. Its list leaves them out, and so does every list
   * screen (count, figures, export are the shop's own records); a picker that asks
   * (`meta: { builtIn: true }`) offers them first; they are found by id as any other (a bill's
   * customer, a sale's buyer).
   */
  builtIns?: { route: RouteSpec; feature: Feature };
}

/** Which record of which resource a row refers to: a resource, or one chosen by another field's value. */
export interface JoinDeclaration {
  /** The field holding the other record's id. */
  id: string;
  reference: ResourceName | { by: string; map: Readonly<Record<string, ResourceName>> };
}

export type ResourceDataTable = Readonly<Partial<Record<string, ResourceData>>>;

export const RESOURCE_DATA: ResourceDataTable = {
  // A posted stock count moves the products' stock (issue 47).
  'stock/counts': { affects: ['products'] },
  // A bill takes stock: the products list changes with it; its credit, the accounts.
  // Its number as people read it ('B-000123', product.md §10), for the search box.
  // Its total and profit net of returns (product.md §10): the same as sold where nothing came back.
  bills: {
    affects: ['products', 'accounts'],
    derived: {
      numberText: (bill) => numberSearchText('bill', bill.number),
      netAmount: ({ totalAmount, returnedAmount }) => netOfReturns({ totalAmount, returnedAmount }),
      netProfit: ({ profit, returnedProfit }) => profitNetOfReturns({ profit, returnedProfit }),
    },
  },
  // Its number, searchable as a bill's is; a balance paid on credit on collection goes on the
  // customer's account (product.md §10). The spec's repair names its customer by `customerId`
  // only: search, the Customer column and WhatsApp read the customer from the customers list
  // (our server embeds it, and is not asked again).
  'repairs/management': {
    affects: ['accounts'],
    derived: { numberText: (repair) => numberSearchText('repair', repair.number) },
    joins: { customer: { id: 'customerId', reference: 'customers' } },
  },
  // The walk-in customer is no one to list, count or export; a bill's or a sale's picker offers it first.
  customers: { builtIns: { route: 'GET /customers/built-in', feature: 'walkIn' } },
  // A refill checks the stock it read, an edit also the version (someone's rename).
  products: {
    preconditions: (product) => ({
      'If-Match': [stockTag(Number(product.quantity)), versionTag(product.updatedAt)].filter(Boolean).join(', '),
    }),
  },
  // Goods received raise the stock (and the owner's buying prices): the products list changes with
  // them; owed, or returned, what the shop owes the supplier (the owner's Suppliers list).
  'goods/received': { affects: ['products', 'suppliers'] },
  // Search and WhatsApp need the buyer's phone, NIC and card number, which a sale does not carry.
  'recharges/history': {
    // A sale on credit goes on the buyer's account; a DDTV sale renews the buyer's TV package,
    // which takes them off the renewals list (issue 49).
    affects: ['accounts', 'renewals'],
    joins: { buyer: { id: 'soldToId', reference: { by: 'soldToType', map: { customer: 'customers', agent: 'agents' } } } },
  },
};

/**
 * Refusals that say another answer has changed, by their message key, and the route area read
 * again then (as `affects` does for a write that succeeds): a write refused because its day was
 * closed meanwhile, on another screen, reads the day again, so the dialog says so.
 */
export const REFUSAL_AFFECTS: ReadonlyMap<unknown, string> = new Map([['dayClosed', 'dayclose']]);

/** The headers an update of `record` carries (see `preconditions`). */
export function preconditionsOf(data: ResourceData | undefined, record: ShopRecord): Record<string, string> | undefined {
  if (data?.preconditions) return data.preconditions(record);
  const tag = versionTag(record.updatedAt);
  return tag ? { 'If-Match': tag } : undefined;
}

/** A row with its `derived` fields (see ResourceData); the row itself when there are none. */
export function withDerived(data: ResourceData | undefined, record: ShopRecord): ShopRecord {
  if (!data?.derived) return record;
  const added = Object.entries(data.derived).flatMap(([name, work]) => {
    const value = work(record);
    return value === undefined ? [] : [[name, value] as const];
  });
  return added.length ? { ...record, ...Object.fromEntries(added) } : record;
}
