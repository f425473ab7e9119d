import { COLLECTED_STATUS, INITIAL_REPAIR_STATUS, repairTotals, type StatusEntry } from '../../src/domain/repairs';
import { fromCents, toCents } from '../../src/domain/money';
import { listCustomers } from '../db/customers';
import { recordTenders } from '../db/payments';
import { insertRepair, listIssues } from '../db/repairs';
import { luhnValid } from '../../src/domain/deviceId';
import type { Actor } from '../db/ids';
import type { RepairIssueLine } from '../db/schema';
import type { Seeder } from '../seed';
import { demoActors, demoAuthors, demoInstant } from './clock';

/**
 * Demo repairs: 40 phones and TVs brought in by the demo customers over the last five
 * weeks, each following one of the shop's usual stories (fixed in the shop, sent to the
 * company, waiting for parts…) as far as it has got by today. Fixed data; only the dates
 * follow the seeding day. Prices are the seeded catalogue's.
 */

const PHONES = [
  'Samsung Galaxy A54',
  'Redmi Note 12',
  'iPhone 11',
  'Huawei Y9 Prime 2019',
  'Oppo A57',
  'Vivo Y21',
  'Samsung Galaxy J7 Prime',
  'Nokia G21',
  'iPhone XR',
  'Realme C55',
];
/** Phone jobs: what was wrong, and the note taken at the counter. */
const PHONE_JOBS: readonly [job: string[], note: string | null][] = [
  [['Screen Replacement'], 'Display cracked after a fall'],
  [['Battery Replacement'], 'Battery drains by noon'],
  [['Charging Port Repair'], 'Charges only when the cable is held'],
  [['Screen Replacement', 'Battery Replacement'], 'Cracked screen, swollen battery'],
  [['Water Damage Cleaning', 'Speaker Replacement'], 'Dropped in water, no sound'],
  [['Software Flashing'], 'Stuck on the logo'],
  [['Back Glass Replacement'], null],
  [['Camera Replacement'], 'Rear camera blurry'],
  [['Microphone Repair', 'Charging Port Repair'], 'Callers cannot hear; loose charging port'],
  [['Power Button Repair'], null],
];

/** TV jobs: the set, what was wrong with it, and the note taken at the counter. */
const TV_REPAIRS: readonly [device: string, job: string[], note: string | null][] = [
  ['Singer 32" LED TV', ['TV Backlight Repair'], 'No picture, sound is fine'],
  ['Samsung 43" Smart TV', ['TV Power Board Repair'], 'Does not power on'],
  ['Dialog TV dish and decoder', ['Dish Alignment', 'LNB Replacement'], 'No signal on all channels'],
  ['LG 55" UHD TV', ['TV Mainboard Repair'], 'Restarts by itself'],
  ['Dialog TV remote', ['Remote Repair (Dialog TV)'], 'Buttons not working'],
  ['Abans 24" LED TV', ['TV Power Board Repair'], null],
  ['Dialog TV dish', ['Dish Alignment'], 'Signal lost after the storm'],
  ['Sony Bravia 40"', ['TV Backlight Repair'], 'Screen dark, faint picture with a torch'],
];

/** One step of a story: the status, hours after the previous step, a note; `deleted` marks an entry undone later. */
type Step = [status: StatusEntry['status'], hoursLater: number, note: string | null, deleted?: boolean];

/** The shop's usual stories after 'Received from Customer'; later steps are cut when they would be in the future. */
const STORIES: readonly Step[][] = [
  [['In Progress', 2, null], ['Customer Collected', 50, 'Paid in cash']],
  [['Sent to Company', 26, 'Sent to the service centre in Colombo'], ['Returned from Company', 170, 'Repaired under company warranty'], ['Customer Collected', 40, null]],
  [['In Progress', 3, null], ['Pending Parts', 22, 'Part ordered from the supplier in Colombo']],
  [['In Progress', 1, null], ['Pending Parts', 20, 'Waiting for the part'], ['In Progress', 100, 'Part arrived'], ['Customer Collected', 30, null]],
  [],
  [['In Progress', 1, 'Diagnosing']],
  [['Sent to Company', 24, 'Sent with the weekly courier']],
  [['Sent to Company', 30, null], ['Returned from Company', 150, 'Ready for collection, customer informed']],
  [['In Progress', 2, null], ['Customer Collected', 3, null, true], ['Customer Collected', 48, null]],
];

/** A demo payment of a repair: cash, `cents`, by `by` at `at` (product.md §10). */
const payInCash = (db: Parameters<Seeder>[0]['db'], repair: { id: string; customerId: string }, cents: number, by: Actor, at: Date) =>
  recordTenders(
    db,
    { tenders: [{ method: 'cash', amount: cents }], credit: 0, received: cents, cashGiven: null, change: 0 },
    { source: 'repair', sourceId: repair.id },
    { type: 'customer', id: repair.customerId },
    by,
    null,
    at,
  );

const REPAIR_COUNT = 40;
const SPAN_DAYS = 35;
const HOUR_MS = 60 * 60 * 1000;

/** Repair `index` (oldest first): taken in 35 days ago … yesterday, 08:30–17:30 in Colombo. */
function takenIn(today: Date, index: number): Date {
  const daysAgo = 1 + Math.floor(((REPAIR_COUNT - 1 - index) * (SPAN_DAYS - 1)) / (REPAIR_COUNT - 1));
  return demoInstant(today, daysAgo, 3 * 60 + ((index * 113) % 540));
}

/** The demo shop's warranties (days, product.md §10): parts carry one, cleaning and flashing none. */
const DEMO_WARRANTIES: Readonly<Record<string, number>> = {
  'Screen Replacement': 90,
  'Battery Replacement': 180,
  'Charging Port Repair': 30,
  'TV Backlight Repair': 90,
  'TV Power Board Repair': 90,
  'TV Mainboard Repair': 180,
};

/** A phone's IMEI in the demo: fourteen digits from its index and the Luhn check digit, so the form would accept it. */
function demoImei(index: number): string {
  const body = `35${String(209900 + index).padStart(6, '0')}${String(index * 7919).padStart(6, '0').slice(-6)}`;
  const check = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((digit) => luhnValid(body + digit))!;
  return body + check;
}

export const seedDemoRepairs: Seeder = async ({ db, report }) => {
  const { owner, staff } = demoAuthors(report);
  const actors = demoActors(report);
  // A payment keeps who took it by id too: the demo's two accounts, by the name on the status.
  const actorNamed = (name: string | null): Actor => (name === actors.staff.name ? actors.staff : name === actors.owner.name ? actors.owner : { id: null, name });
  const customers = (await listCustomers(db)).reverse();
  for (const [name, warrantyDays] of Object.entries(DEMO_WARRANTIES)) {
    await db.updateTable('repair_issues').set({ warrantyDays }).where('name', '=', name).execute();
  }
  const catalogue = new Map((await listIssues(db)).map((issue) => [issue.name, issue]));
  const now = new Date();
  let count = 0;

  for (let index = 0; index < REPAIR_COUNT; index += 1) {
    const dateIn = takenIn(now, index);
    const people = customers.filter((person) => Date.parse(person.createdAt) < dateIn.getTime());
    if (people.length === 0) continue;
    const person = people[(index * 7) % people.length];
    // Every third repair is a TV; devices and jobs vary independently.
    const tv = index % 3 === 2;
    const nth = tv ? (index - 2) / 3 : index - Math.floor(index / 3);
    const [device, job, note] = tv
      ? TV_REPAIRS[nth % TV_REPAIRS.length]
      : [PHONES[nth % PHONES.length], ...PHONE_JOBS[(nth * 3 + Math.floor(nth / PHONES.length)) % PHONE_JOBS.length]];
    const lines: RepairIssueLine[] = job.map((name) => {
      const issue = catalogue.get(name)!;
      return { issueId: issue.id, name, customerPrice: issue.customerPrice, actualCost: issue.actualCost, warrantyDays: issue.warrantyDays };
    });
    const discount = index % 5 === 0 ? 50_000 : index % 7 === 3 ? 25_000 : 0;
    const totals = repairTotals(
      lines.map((line) => ({ customerPrice: fromCents(line.customerPrice), actualCost: fromCents(line.actualCost) })),
      fromCents(discount),
    );
    const taker = index % 4 === 0 ? owner : staff;

    // The story as far as it has got by now.
    const history: StatusEntry[] = [{ status: INITIAL_REPAIR_STATUS, note: null, dateEntered: dateIn.toISOString(), updatedByName: taker, isDeleted: false }];
    let at = dateIn.getTime();
    // Stories vary independently of the phone / TV rhythm (4 is prime to 9).
    const story = STORIES[(index + Math.floor(index / 3)) % STORIES.length];
    for (const [step, [status, hoursLater, stepNote, deleted]] of story.entries()) {
      at += hoursLater * HOUR_MS;
      if (at >= now.getTime()) break;
      history.push({ status, note: stepNote, dateEntered: new Date(at).toISOString(), updatedByName: step % 2 ? owner : staff, isDeleted: deleted ?? false });
    }

    const repair = await insertRepair(
      db,
      {
        customerId: person.id,
        repairProduct: device,
        issueLines: lines,
        discount,
        finalAmount: toCents(totals.finalAmount),
        profit: toCents(totals.profit),
        expectedReturnDate: index % 6 === 4 ? null : new Date(dateIn.getTime() + (tv ? 7 : 3) * 24 * HOUR_MS).toISOString(),
        history,
        note,
        dateIn: dateIn.toISOString(),
        imei: tv ? null : demoImei(index),
      },
      taker,
      dateIn,
    );
    // Every third job leaves an advance of about half; a collected one pays the rest as it goes.
    const advance = index % 3 === 0 ? Math.round(repair.finalAmount / 200) * 100 : 0;
    if (advance > 0) await payInCash(db, repair, advance, actorNamed(taker), dateIn);
    const collected = history.findLast((entry) => !entry.isDeleted && entry.status === COLLECTED_STATUS);
    if (collected && repair.status === COLLECTED_STATUS && repair.finalAmount > advance) {
      await payInCash(db, repair, repair.finalAmount - advance, actorNamed(collected.updatedByName), new Date(collected.dateEntered));
    }
    const last = history[history.length - 1];
    if (history.length > 1) {
      await db.updateTable('repairs').set({ updatedAt: last.dateEntered, updatedByName: last.updatedByName }).where('id', '=', repair.id).execute();
    }
    count += 1;
  }
  report.notes.push(`${count} repairs`);
};
