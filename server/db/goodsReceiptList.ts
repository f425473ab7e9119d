import { sql, type Kysely } from 'kysely';
import { caseless, type PagedList } from '../paging/pagedList';
import { toGoodsReceiptRecord, type ReceiptView } from '../schemas/goodsReceipts';
import { linesOf } from './goodsReceipts';
import type { Database, GoodsReceiptRow } from './schema';

/**
 * Goods Received as our server pages it (src/resources/goodsReceipts: the same fields and
 * figures its declaration names). Each record carries its lines, read for the page's rows only.
 * Staff's list (the owner's switch in Settings) has no total, payment or summary of money.
 */
export function goodsReceiptList(db: Kysely<Database>, view: ReceiptView): PagedList<GoodsReceiptRow> {
  return {
    table: 'goods_receipts',
    fields: {
      id: { sql: sql.ref('goods_receipts.id'), kind: 'text' },
      number: { sql: sql.ref('goods_receipts.number'), kind: 'number', sortable: true },
      createdAt: { sql: sql.ref('goods_receipts.createdAt'), kind: 'instant', sortable: true },
      supplierId: { sql: sql.ref('goods_receipts.supplierId'), kind: 'text' },
      supplierName: caseless(sql.ref('goods_receipts.supplierName')),
      invoiceNumber: caseless(sql.ref('goods_receipts.invoiceNumber')),
      invoiceDate: { sql: sql.ref('goods_receipts.invoiceDate'), kind: 'day', sortable: true },
      // Sorting and filtering by a cost or by what is owed: the owner's alone.
      ...(view.cost
        ? {
            total: { sql: sql.ref('goods_receipts.total'), kind: 'money', sortable: true } as const,
            status: { sql: sql`case when goods_receipts."paidBy" is null then 'owed' else 'paid' end`, kind: 'text', sortable: true } as const,
          }
        : {}),
    },
    search: { index: 'goods_receipts_search', key: sql.ref('goods_receipts.number') },
    defaultSort: { field: 'createdAt', descending: true },
    summary: {
      count: { sql: sql`count(*)` },
      ...(view.cost
        ? {
            total: { sql: sql`coalesce(sum(goods_receipts.total), 0)`, money: true },
            owed: { sql: sql`coalesce(sum(case when goods_receipts."paidBy" is null then goods_receipts.total else 0 end), 0)`, money: true },
          }
        : {}),
    },
    records: async (rows) => {
      const lines = await linesOf(db, rows === 'all' ? 'all' : rows.map((row) => row.id));
      return (row) => toGoodsReceiptRecord(row, lines.get(row.id) ?? [], view);
    },
  };
}
