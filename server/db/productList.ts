import { sql } from 'kysely';
import { caseless, type PagedList } from '../paging/pagedList';
import { toProductRecord, type ProductView } from '../schemas/products';
import type { Product } from './schema';

/**
 * The Products list and the bill's product picker as our server pages them
 * (src/resources/products: the same fields and search the declaration names; the page lists
 * normal products through its fixed `productType` filter). Buying prices, to sort by, only for
 * a caller who sees cost; the by-names only for one who sees them. The search finds names and
 * barcodes (PRODUCT_SEARCH, src/domain/products.ts: `products_search` holds both, migration 0047).
 */
export function productList(view: ProductView): PagedList<Product> {
  return {
    table: 'products',
    fields: {
      id: { sql: sql.ref('products.id'), kind: 'text' },
      productType: { sql: sql.ref('products.productType'), kind: 'text' },
      name: caseless(sql.ref('products.name')),
      quantity: { sql: sql.ref('products.quantity'), kind: 'number', sortable: true },
      sellingPrice: { sql: sql.ref('products.sellingPrice'), kind: 'money', sortable: true },
      createdAt: { sql: sql.ref('products.createdAt'), kind: 'instant', sortable: true },
      // A scan's look-up (issue 47): the one product with this barcode (its unique index).
      barcode: { sql: sql.ref('products.barcode'), kind: 'text' },
      ...(view.cost ? { buyingPrice: { sql: sql.ref('products.buyingPrice'), kind: 'money', sortable: true } as const } : {}),
      ...(view.audit
        ? {
            createdByName: caseless(sql.ref('products.createdByName')),
            updatedByName: caseless(sql.ref('products.updatedByName')),
          }
        : {}),
    },
    defaultSort: { field: 'createdAt', descending: true },
    search: { index: 'products_search', key: sql.ref('products.searchKey') },
    records: async () => (row) => toProductRecord(row, view),
  };
}
