import type { FastifyInstance } from 'fastify';
import { daysUpTo } from '../../src/domain/dashboard';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { byUrgency, daysLeft, SALE_DAYS, soldPerDay, suggestedQuantity, type ReorderAnswer, type ReorderGroup } from '../../src/domain/reorder';
import { fromCents } from '../../src/domain/money';
import { supplierLanguage } from '../../src/domain/suppliers';
import { reorderRows, suppliersByIds } from '../db/reorder';
import { arrayOf, numberOut, nullableString, object, string, type Schema } from '../schemas/common';

const nullableNumber = { type: ['number', 'null'] } as unknown as Schema<number | null>;

const lineProperties = { productId: string, name: string, quantity: numberOut, reorderLevel: numberOut, sold: numberOut, perDay: numberOut, daysLeft: nullableNumber, suggested: numberOut, lastUnitCost: nullableNumber };
const lineOut = object(lineProperties, Object.keys(lineProperties) as (keyof typeof lineProperties)[]);
const supplierProperties = { _id: string, name: string, phoneNumber: nullableString, whatsappNumber: nullableString, language: string };
const supplierOut = { anyOf: [object(supplierProperties, Object.keys(supplierProperties) as (keyof typeof supplierProperties)[]), { type: 'null' }] } as unknown as Schema<ReorderGroup['supplier']>;
const reorderOut = object(
  { from: string, to: string, days: numberOut, groups: arrayOf(object({ supplier: supplierOut, lines: arrayOf(lineOut) }, ['supplier', 'lines'])) },
  ['from', 'to', 'days', 'groups'],
);

/**
 * The reorder list (issue 47, `reorder`; rules in src/domain/reorder.ts): the owner's alone
 * (staff get the guard's 403). `GET /stock/reorder` answers the products at or under their
 * reorder level over the last SALE_DAYS shop days up to now (Asia/Colombo days, as the dashboard
 * counts them), grouped by the supplier each was last bought from, suppliers by name and the
 * products never received last. Each line carries the unit cost of its latest goods received
 * line: the route is the owner's, and a purchase order prints it only when the owner asks.
 */
export async function reorderRoutes(app: FastifyInstance): Promise<void> {
  app.get('/stock/reorder', { onRequest: app.requireAccess('stock/reorder', 'list'), schema: { response: { 200: reorderOut } } }, async (): Promise<ReorderAnswer> => {
    const to = shopDay();
    const [from] = daysUpTo(to, SALE_DAYS) as [string];
    const rows = await reorderRows(app.db, shopDayStart(from)!);
    const suppliers = new Map((await suppliersByIds(app.db, [...new Set(rows.flatMap((row) => (row.supplierId ? [row.supplierId] : [])))])).map((supplier) => [supplier.id, supplier]));

    const groups = new Map<string, ReorderGroup>();
    for (const row of rows) {
      const perDay = soldPerDay(row.sold);
      const line = { productId: row.id, name: row.name, quantity: row.quantity, reorderLevel: row.reorderLevel, sold: row.sold, perDay, daysLeft: daysLeft(row.quantity, perDay), suggested: suggestedQuantity(row.quantity, row.reorderLevel, perDay), lastUnitCost: row.unitCost === null ? null : fromCents(row.unitCost) };
      const key = row.supplierId ?? '';
      let group = groups.get(key);
      if (!group) {
        const kept = row.supplierId ? suppliers.get(row.supplierId) : undefined;
        // A supplier deleted since keeps its group under the name on its last note, with no number to send to.
        const supplier = row.supplierId
          ? { _id: row.supplierId, name: kept?.name ?? row.supplierName ?? '', phoneNumber: kept?.phoneNumber ?? null, whatsappNumber: kept?.whatsappNumber ?? null, language: supplierLanguage(kept) }
          : null;
        groups.set(key, (group = { supplier, lines: [] }));
      }
      group.lines.push(line);
    }
    const ordered = [...groups.values()].sort((a, b) => (!a.supplier ? 1 : !b.supplier ? -1 : a.supplier.name.localeCompare(b.supplier.name)));
    for (const group of ordered) group.lines.sort(byUrgency);
    return { from, to, days: SALE_DAYS, groups: ordered };
  });
}
