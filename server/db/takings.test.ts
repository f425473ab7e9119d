/**
 * The takings' read of the bills' returns (db/takings.ts): walked from the range's bills by the
 * index that holds their ids (migration 0055), never from the table row of each bill.
 */
import { CompiledQuery } from 'kysely';
import { expect, it } from 'vitest';
import { connectDatabase, IN_MEMORY } from './connect';
import { migrateToLatest } from './migrate';
import { returnsOfBillsQuery } from './takings';

// SQLite's plan, asked of a SQLite database whichever engine the suite runs on.
it('reads the range’s bills and their ids from bills_created_at alone, and each one’s returns by its id', async () => {
  const db = connectDatabase(IN_MEMORY);
  await migrateToLatest(db);
  const compiled = returnsOfBillsQuery(db, { start: '2026-01-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' }).compile();
  const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
  const steps = plan.rows.map((row) => row.detail);
  expect(steps[0]).toMatch(/^SEARCH bills USING COVERING INDEX bills_created_at \(createdAt>\? AND createdAt<\?\)$/);
  expect(steps[1]).toMatch(/^SEARCH bill_returns USING INDEX bill_returns_bill \(billId=\?\)$/);
  await db.destroy();
});
