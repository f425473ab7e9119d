import { sql, type Kysely } from 'kysely';
import type { ExpenseTender } from '../../src/domain/expenses';
import { creationStamps } from './ids';
import { forWrite } from './locks';
import type { Database } from './schema';

/**
 * What the shop owes one supplier, in cents: their owed notes' totals less the payments out and
 * the goods returned to them (a return is credited whether its note was owed or paid: below 0,
 * the supplier holds the shop's money).
 */
export async function owedTo(db: Kysely<Database>, supplierId: string): Promise<number> {
  const { rows } = await sql<{ owed: number | string | null }>`select
      (select coalesce(sum(total), 0) from goods_receipts where "supplierId" = ${supplierId} and "paidBy" is null)
      - (select coalesce(sum(amount), 0) from supplier_payments where "supplierId" = ${supplierId})
      - (select coalesce(sum(total), 0) from supplier_returns where "supplierId" = ${supplierId}) as owed`.execute(db);
  return Number(rows[0]?.owed ?? 0);
}

/**
 * What the shop owes each supplier (of `ids`, or every supplier), in cents, as `owedTo` counts
 * it, with the earliest due date among their owed notes: one query, whatever the shop's years.
 */
async function owedRows(db: Kysely<Database>, ids?: readonly string[]): Promise<{ supplierId: string; name: string; owed: number; firstDueDate: string | null }[]> {
  if (ids?.length === 0) return [];
  const { rows } = await sql<{ supplierId: string; name: string; owed: number | string; firstDueDate: string | null }>`select s.id as "supplierId", s.name,
      coalesce(r.owed, 0) - coalesce(p.paid, 0) - coalesce(b.back, 0) as owed, r."firstDueDate"
    from suppliers s
    left join (select "supplierId", sum(total) as owed, min("dueDate") as "firstDueDate" from goods_receipts where "paidBy" is null group by "supplierId") r on r."supplierId" = s.id
    left join (select "supplierId", sum(amount) as paid from supplier_payments group by "supplierId") p on p."supplierId" = s.id
    left join (select "supplierId", sum(total) as back from supplier_returns group by "supplierId") b on b."supplierId" = s.id
    ${ids ? sql`where s.id in (${sql.join(ids)})` : sql``}`.execute(db);
  return rows.map((row) => ({ ...row, owed: Number(row.owed) }));
}

/** Each supplier the shop owes (most first): cents owed, and the earliest due date among their owed notes. */
export async function supplierBalances(db: Kysely<Database>): Promise<{ supplierId: string; name: string; owed: number; firstDueDate: string | null }[]> {
  return (await owedRows(db)).filter((row) => row.owed > 0).sort((a, b) => b.owed - a.owed || (a.name < b.name ? -1 : 1));
}

/** The Suppliers list's `owed` (the owner's), in cents by supplier id: of `ids`, or of every supplier. */
export async function owedBySupplier(db: Kysely<Database>, ids?: readonly string[]): Promise<ReadonlyMap<string, { owed: number }>> {
  return new Map((await owedRows(db, ids)).map((row) => [row.supplierId, { owed: row.owed }]));
}

/** A line of a supplier's statement: an owed note (in), a payment out or goods returned (a credit), in cents. */
export interface StatementEntry {
  id: string;
  at: string;
  kind: 'receipt' | 'payment' | 'return';
  amount: number;
  number: number | null;
  invoiceNumber: string | null;
  dueDate: string | null;
  method: ExpenseTender | null;
  note: string | null;
  /** A return's goods received note's number. */
  receiptNumber?: number;
}

/** The supplier's owed notes and payments out, oldest first (notes before payments of the same instant). */
export async function statementOf(db: Kysely<Database>, supplierId: string): Promise<StatementEntry[]> {
  const receipts = await db
    .selectFrom('goods_receipts')
    .select(['id', 'createdAt', 'total', 'number', 'invoiceNumber', 'dueDate'])
    .where('supplierId', '=', supplierId)
    .where('paidBy', 'is', null)
    .execute();
  const payments = await db.selectFrom('supplier_payments').select(['id', 'createdAt', 'amount', 'method', 'note']).where('supplierId', '=', supplierId).execute();
  const returns = await db.selectFrom('supplier_returns').select(['id', 'createdAt', 'total', 'number', 'receiptNumber', 'productName', 'quantity']).where('supplierId', '=', supplierId).execute();
  const entries: StatementEntry[] = [
    ...receipts.map((row) => ({ id: row.id, at: row.createdAt, kind: 'receipt' as const, amount: row.total, number: row.number, invoiceNumber: row.invoiceNumber, dueDate: row.dueDate, method: null, note: null })),
    ...payments.map((row) => ({ id: row.id, at: row.createdAt, kind: 'payment' as const, amount: -row.amount, number: null, invoiceNumber: null, dueDate: null, method: row.method, note: row.note })),
    // A return reads by its own number, the note it came from and what went back ('2 × HDMI Cable').
    ...returns.map((row) => ({ id: row.id, at: row.createdAt, kind: 'return' as const, amount: -row.total, number: row.number, invoiceNumber: null, dueDate: null, method: null, note: `${row.quantity} × ${row.productName}`, receiptNumber: row.receiptNumber })),
  ];
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.kind === b.kind ? 0 : a.kind === 'receipt' ? -1 : 1));
}

/** The supplier's row, read to be paid: on PostgreSQL locked, so two payments of one debt wait for each other. */
export function supplierToPay(db: Kysely<Database>, supplierId: string) {
  return forWrite(db, db.selectFrom('suppliers').select(['id', 'name']).where('id', '=', supplierId)).executeTakeFirst();
}

export async function insertSupplierPayment(db: Kysely<Database>, payment: { supplierId: string; amount: number; method: ExpenseTender; note: string | null }, by: string | null) {
  return db.insertInto('supplier_payments').values({ ...payment, ...creationStamps(by) }).returningAll().executeTakeFirstOrThrow();
}
