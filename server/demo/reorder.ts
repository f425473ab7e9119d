import type { Seeder } from '../seed';

/**
 * The demo shop's reorder levels (issue 47), by product name: set on the fast movers and the
 * dishes, so after the demo's four weeks of sales a few are at or under theirs (grouped under
 * the supplier they came from, Lanka Satellite Supplies taking its orders in Sinhala, and some
 * never received from anyone) and one is still above it. The rest have none.
 */
export const DEMO_REORDER_LEVELS: Readonly<Record<string, number>> = {
  'Satellite Dish 60cm': 8,
  'LNB Single': 25,
  'Power Bank 10000mAh': 5,
  'Satellite Dish 90cm': 3,
  'LNB Twin': 4,
  'HDMI Cable 3m': 20,
  Earphones: 10,
};

/** Gives the demo products their reorder levels (after the products are stocked and sold). */
export const seedDemoReorderLevels: Seeder = async ({ db, report }) => {
  for (const [name, reorderLevel] of Object.entries(DEMO_REORDER_LEVELS)) {
    await db.updateTable('products').set({ reorderLevel }).where('name', '=', name).execute();
  }
  report.notes.push(`${Object.keys(DEMO_REORDER_LEVELS).length} reorder levels`);
};
