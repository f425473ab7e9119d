import { describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs } from '../test/helpers';
import { DEMO_PRODUCTS } from './bills';
import { DEMO_REORDER_LEVELS } from './reorder';

describe('the demo reorder levels', () => {
  it('are on demo products', () => {
    const names = DEMO_PRODUCTS.map(([name]) => name);
    for (const name of Object.keys(DEMO_REORDER_LEVELS)) expect(names, name).toContain(name);
  });

  it('put a few demo products on the reorder list, with sales in the last 30 days, by supplier (one in Sinhala) and some never received; one is still above its level', async () => {
    const app = await buildTestApp();
    try {
      const answer = (await call(app, 'GET', '/api/stock/reorder', { token: await loginAs(app, 'owner') })).json();
      const lines = answer.groups.flatMap((group: { lines: { name: string }[] }) => group.lines);
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(lines.filter((line: { sold: number }) => line.sold > 0).length).toBeGreaterThanOrEqual(3);
      const listed = lines.map((line: { name: string }) => line.name);
      expect(Object.keys(DEMO_REORDER_LEVELS).filter((name) => !listed.includes(name)).length).toBeGreaterThanOrEqual(1);
      expect(answer.groups).toContainEqual(expect.objectContaining({ supplier: expect.objectContaining({ name: 'Lanka Satellite Supplies', language: 'si' }) }));
      expect(answer.groups.at(-1).supplier).toBeNull();
    } finally {
      await app.close();
    }
  });
});
