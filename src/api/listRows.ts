import type { ShopRecord } from '../resources/types';

/**
 * Every row a list query matched (sorted, before paging) and the whole collection, answered
 * as `getList`'s `meta.rows` so summary figures and exports need no second query. A class, not
 * a plain object: react-query compares plain answers deeply, and 50,000 rows would cost that
 * on every keystroke; an instance is compared by reference.
 */
export class ListRows<T = ShopRecord> {
  constructor(
    readonly filtered: readonly T[],
    readonly all: readonly T[],
  ) {}
}
