import type { Insertable, Kysely } from 'kysely';
import { collectedAt, currentStatus, INITIAL_REPAIR_STATUS, type StatusEntry } from '../../src/domain/repairs';
import { newId } from '../../server/db/ids';
import { newStatusCode } from '../../server/db/repairs';
import type { Database, RepairIssueLine, RepairsTable } from '../../server/db/schema';
import { insertInChunks } from './rows';

/** How many repairs the benchmark's large shop has (at least 10,000: a real shop's years). */
export interface RepairsSize {
  repairs: number;
  /** Over how many years (each of 365 days; the last 300 days of a one-year shop, as before). */
  years?: number;
}


const DEVICES = ['Samsung Galaxy A54', 'Redmi Note 12', 'iPhone 11', 'Oppo A57', 'Vivo Y21', 'Nokia G21', 'Singer 32" LED TV', 'Dialog TV dish'];
const NOTES = ['Display cracked after a fall', 'Does not power on', 'Dropped in water', null, 'Battery drains by noon', null];

/** The usual paths after 'Received from Customer': [status, hours after the previous step]. */
const STORIES: readonly [string, number][][] = [
  [['In Progress', 2], ['Customer Collected', 48]],
  [['Sent to Company', 24], ['Returned from Company', 160], ['Customer Collected', 30]],
  [['In Progress', 3], ['Pending Parts', 20]],
  [],
  [['Sent to Company', 30], ['Returned from Company', 150]],
  [['In Progress', 1], ['Pending Parts', 20], ['In Progress', 96], ['Customer Collected', 24]],
];

const HOUR_MS = 60 * 60 * 1000;
const SPAN_MS = 300 * 24 * HOUR_MS;

/** How many of `sortedTimes` (ascending ISO strings) come before `at`. */
function countBefore(sortedTimes: readonly string[], at: string): number {
  let low = 0;
  let high = sortedTimes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sortedTimes[middle] < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Adds `repairs` repairs to a large shop whose customers are already in `db`, over the
 * last 300 days, each from a customer who existed then, with one to three catalogue
 * issues (the migration's), a discount now and then, and a history that went as far
 * as it could by now. Deterministic but for the dates; one transaction, chunked inserts.
 */
export async function generateRepairs(db: Kysely<Database>, { repairs, years = 1 }: RepairsSize): Promise<void> {
  const span = years === 1 ? SPAN_MS : years * 365 * 24 * HOUR_MS;
  const customers = await db.selectFrom('customers').select(['id', 'createdAt']).orderBy('createdAt').execute();
  const createdAts = customers.map((customer) => customer.createdAt);
  const issues = await db.selectFrom('repair_issues').selectAll().orderBy('name').execute();
  if (customers.length === 0 || issues.length === 0) throw new Error('generateRepairs needs customers and the issue catalogue');
  const now = Date.now();

  const rows: Insertable<RepairsTable>[] = [];
  for (let i = 0; i < repairs; i += 1) {
    const dateIn = new Date(now - span + Math.floor(((i + 1) * (span - HOUR_MS)) / repairs));
    const existing = Math.max(countBefore(createdAts, dateIn.toISOString()), 1);
    const customer = customers[(i * 7919) % existing];
    const lines: RepairIssueLine[] = Array.from({ length: 1 + (i % 3 === 0 ? 1 : 0) + (i % 11 === 0 ? 1 : 0) }, (_, n) => {
      const issue = issues[(i * 5 + n * 7) % issues.length];
      return { issueId: issue.id, name: issue.name, customerPrice: issue.customerPrice, actualCost: issue.actualCost };
    }).filter((line, n, all) => all.findIndex((other) => other.issueId === line.issueId) === n);
    const subtotal = lines.reduce((sum, line) => sum + line.customerPrice, 0);
    const cost = lines.reduce((sum, line) => sum + line.actualCost, 0);
    const discount = i % 8 === 0 ? Math.min(50_000, subtotal) : 0;

    const history: StatusEntry[] = [{ status: INITIAL_REPAIR_STATUS, note: null, dateEntered: dateIn.toISOString(), updatedByName: 'Bench Owner', isDeleted: false }];
    let at = dateIn.getTime();
    for (const [status, hours] of STORIES[i % STORIES.length]) {
      at += hours * HOUR_MS;
      if (at >= now) break;
      history.push({ status, note: null, dateEntered: new Date(at).toISOString(), updatedByName: 'Bench Owner', isDeleted: false });
    }

    const stamp = dateIn.toISOString();
    rows.push({
      id: newId(dateIn),
      customerId: customer.id,
      repairProduct: DEVICES[i % DEVICES.length],
      issues: JSON.stringify(lines),
      discount,
      finalAmount: subtotal - discount,
      profit: subtotal - discount - cost,
      status: currentStatus(history)!,
      // As the write path stores it beside the status (server/db/repairs.ts).
      collectedAt: collectedAt({ status: currentStatus(history)!, statusHistory: history }) ?? null,
      expectedReturnDate: i % 4 === 0 ? null : new Date(dateIn.getTime() + 72 * HOUR_MS).toISOString(),
      statusHistory: JSON.stringify(history),
      note: NOTES[i % NOTES.length],
      dateIn: stamp,
      createdAt: stamp,
      updatedAt: history[history.length - 1].dateEntered,
      createdByName: 'Bench Owner',
      updatedByName: history.length > 1 ? 'Bench Owner' : null,
      // Each with its status page's code, as a repair taken in gets one, and its number (R-000123), which the search index is keyed by.
      statusCode: newStatusCode(),
      number: i + 1,
    });
  }

  await insertInChunks(db, 'repairs', rows);
}
