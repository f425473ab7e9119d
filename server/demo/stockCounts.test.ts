import { describe, expect, it } from 'vitest';
import { adjustmentRules } from '../../src/domain/stockAdjustments';
import { validateRecord } from '../../src/domain/validation';
import { buildTestApp, call, demoDatabase, loginAs } from '../test/helpers';
import { DEMO_ADJUSTMENT, DEMO_COUNT } from './stockCounts';

describe('the demo stock adjustment and stock count (issue 47)', () => {
  it('the adjustment passes the form’s own rules', () => {
    expect(validateRecord(adjustmentRules, DEMO_ADJUSTMENT)).toEqual({});
  });

  it('are seeded: one posted count of the cables with one short, one damaged remote, and the ledger still adds up', async () => {
    const { db, report } = await demoDatabase();
    await db.destroy();
    expect(report.notes).toContain('1 stock count, 1 stock adjustment');
    const app = await buildTestApp();
    try {
      const owner = await loginAs(app, 'owner');
      const [count] = (await call(app, 'GET', '/api/stock-counts', { token: owner })).json();
      expect(count).toMatchObject({ status: 'posted', search: DEMO_COUNT.search, differing: 1, short: 1, over: 0, value: -452.5, closedByName: 'Owner Demo', createdByName: 'Staff Demo' });
      expect(count.products).toBeGreaterThan(3);
      const sheet = (await call(app, 'GET', `/api/stock-counts/${count._id}`, { token: owner })).json();
      expect(sheet.lines.filter((line: { difference: number }) => line.difference !== 0).map((line: { name: string }) => line.name)).toEqual([DEMO_COUNT.short]);

      const products = (await call(app, 'GET', '/api/products', { token: owner })).json() as { _id: string; name: string }[];
      const remote = products.find((product) => product.name === DEMO_ADJUSTMENT.product)!;
      const card = (await call(app, 'GET', `/api/products/${remote._id}/movements`, { token: owner })).json();
      expect(card.data[0]).toMatchObject({ kind: 'adjusted', quantity: -1, reason: 'damaged', note: DEMO_ADJUSTMENT.note });
      const cable = products.find((product) => product.name === DEMO_COUNT.short)!;
      expect((await call(app, 'GET', `/api/products/${cable._id}/movements`, { token: owner })).json().data[0]).toMatchObject({ kind: 'counted', quantity: -1 });
      // Every product's stock is still the sum of its movements.
      const sums = await app.db.selectFrom('stock_movements').select(['productId', (eb) => eb.fn.sum<number>('quantity').as('sum')]).groupBy('productId').execute();
      const stocks = await app.db.selectFrom('products').select(['id', 'quantity']).execute();
      for (const product of stocks) expect(Number(sums.find((row) => row.productId === product.id)?.sum), product.id).toBe(product.quantity);
    } finally {
      await app.close();
    }
  });
});
