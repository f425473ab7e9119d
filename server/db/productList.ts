import { sql } from 'kysely';
import type { PagedList } from '../paging/pagedList';
import { toProductRecord, type ProductView } from '../schemas/products';
import type { Product } from './schema';

/**
 * The Products list and the bill's product picker as our server pages them
 * (src/resources/products: the same fields and search the declaration names; the page lists
 * normal products through its fixed `productType` filter). Buying prices, to sort by, only for
 * a caller who sees cost; the by-names only for one who sees them.
 */
export function productList(view: ProductView): PagedList<Product> {
  return {
    table: 'products',
    fields: {
      id: { sql: sql`products.id`, kind: 'text' },
      productType: { sql: sql`products.productType`, kind: 'text' },
      name: { sql: sql`products.name collate nocase`, kind: 'text', sortable: true },
      quantity: { sql: sql`products.quantity`, kind: 'number', sortable: true },
      sellingPrice: { sql: sql`products.sellingPrice`, kind: 'money', sortable: true },
      createdAt: { sql: sql`products.createdAt`, kind: 'instant', sortable: true },
      ...(view.cost ? { buyingPrice: { sql: sql`products.buyingPrice`, kind: 'money', sortable: true } as const } : {}),
      ...(view.audit
        ? {
            createdByName: { sql: sql`products.createdByName collate nocase`, kind: 'text', sortable: true } as const,
            updatedByName: { sql: sql`products.updatedByName collate nocase`, kind: 'text', sortable: true } as const,
          }
        : {}),
    },
    defaultSort: { field: 'createdAt', descending: true },
    search: { index: 'products_search', key: sql`products.searchKey` },
    records: async () => (row) => toProductRecord(row, view),
  };
}
