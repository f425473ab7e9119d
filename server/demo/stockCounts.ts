import { findProductById, updateProduct } from '../db/products';
import { findStockCount, insertStockCount, postStockCount, setCounts, updateStockCount } from '../db/stockCounts';
import { recordMovements } from '../db/stockMovements';
import type { Seeder } from '../seed';
import { demoAuthors, demoInstant } from './clock';

/** The demo adjustment: a remote dropped at the counter. */
export const DEMO_ADJUSTMENT = { product: 'Dialog TV Remote', quantity: -1, reason: 'damaged', note: 'Dropped at the counter; the case cracked' } as const;

/** The demo count: the shop's cables, counted yesterday; one HDMI cable was missing. */
export const DEMO_COUNT = { search: 'cable', note: 'Monthly count of the cables', short: 'HDMI Cable 1.5m' } as const;

/**
 * Issue 47's demo: one stock adjustment and one posted stock count with a difference, both
 * yesterday evening, after the demo bills (seeded before), so each movement follows the stock they left.
 * The counts are made through the server's own writes, so the ledger adds up as for real ones.
 */
export const seedDemoStockCounts: Seeder = async ({ db, report }) => {
  const { owner, staff } = demoAuthors(report);
  const ownerActor = { id: null, name: owner ?? 'Owner' };
  const today = new Date();
  // Yesterday evening in Colombo (21:00, 21:15), after the last demo sale of the day.
  const counted = demoInstant(today, 1, 15 * 60 + 30);
  const adjusted = demoInstant(today, 1, 15 * 60 + 45);

  const sheet = (await insertStockCount(db, { search: DEMO_COUNT.search, note: DEMO_COUNT.note }, staff ?? ownerActor.name, counted))!;
  await setCounts(db, sheet.lines, new Map(sheet.lines.map((line) => [line.id, line.productName === DEMO_COUNT.short && line.expected > 0 ? line.expected - 1 : line.expected])));
  await updateStockCount(db, sheet.id, { status: 'submitted', by: staff ?? ownerActor.name, now: counted });
  await postStockCount(db, (await findStockCount(db, sheet.id))!, ownerActor, counted);

  const [product] = await db.selectFrom('products').select('id').where('name', '=', DEMO_ADJUSTMENT.product).execute();
  const before = product && (await findProductById(db, product.id));
  if (before && before.quantity + DEMO_ADJUSTMENT.quantity >= 0) {
    const after = (await updateProduct(db, before.id, { quantity: before.quantity + DEMO_ADJUSTMENT.quantity }, ownerActor.name))!;
    const { reason, note, quantity } = DEMO_ADJUSTMENT;
    await recordMovements(db, [{ productId: after.id, kind: 'adjusted', quantity, onHand: after.quantity, reason, note }], ownerActor, adjusted);
  }
  report.notes.push('1 stock count, 1 stock adjustment');
};
