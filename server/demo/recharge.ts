import { shopDay, shopDayStart } from '../../src/domain/dates';
import { fromCents, toCents } from '../../src/domain/money';
import { RECHARGE_TYPES, saleProfit, unitCost, type RechargeType } from '../../src/domain/recharge';
import { listAgents } from '../db/agents';
import { listCustomers } from '../db/customers';
import { insertSale, insertTopUp } from '../db/recharge';
import type { Seeder } from '../seed';
import { demoActors, demoAuthors, demoInstant } from './clock';

/**
 * Demo recharge stock and sales: four weeks of top-ups for every provider (bought at the
 * providers' usual dealer discounts) and about 80 reloads sold to the demo customers (at
 * face value) and agents (bulk, at a small discount). Fixed figures; only the dates follow
 * the seeding day. Replayed in time order, so no sale ever exceeds the balance it met and
 * each sale's unit cost is the one the live server would have computed then.
 */

/** Per provider: a top-up's face value (LKR), its cost as a share of the value, the first top-up's day offset. */
const STOCK: Record<RechargeType, { value: number; costShare: number; offset: number }> = {
  Dialog: { value: 10000, costShare: 0.965, offset: 0 },
  Mobitel: { value: 8000, costShare: 0.97, offset: 1 },
  DDTV: { value: 7500, costShare: 0.95, offset: 2 },
  Hutch: { value: 6000, costShare: 0.96, offset: 3 },
  Airtel: { value: 6000, costShare: 0.9625, offset: 4 },
};

const CUSTOMER_VALUES = [100, 200, 250, 300, 500, 750, 1000, 1500, 2000, 1250];
const AGENT_VALUES = [2500, 5000, 3000, 4000, 2000];
/** Agents pay face value less 1.5%, rounded to the rupee. */
const AGENT_PRICE_SHARE = 0.985;
const SALE_COUNT = 80;
const SPAN_DAYS = 28;

/**
 * TV packages renewed a month or two ago and not since (issue 49): DDTV sold to customers these
 * many days ago, none of whom buys DDTV in the four weeks after, so the renewals list has some
 * customers late (a 30-day package) beside those due soon. The DDTV stock they sold from was
 * bought the first of these days ago.
 */
const LAPSED_DAYS_AGO = [62, 58, 52, 45, 38] as const;

interface TopUpEvent {
  kind: 'topUp';
  when: Date;
  type: RechargeType;
  value: number;
  cost: number;
}
interface SaleEvent {
  kind: 'sale';
  when: Date;
  type: RechargeType;
  value: number;
  price: number;
  toAgent: boolean;
  pick: number;
  byStaff: boolean;
  /** A TV package not renewed since: sold to a customer who buys no DDTV later. */
  lapsed?: boolean;
}

/** The fixed plan: top-ups every week per provider (staggered), sales spread over the weeks in shop hours. */
function plan(today: Date): (TopUpEvent | SaleEvent)[] {
  const events: (TopUpEvent | SaleEvent)[] = [];
  for (const type of RECHARGE_TYPES) {
    const { value, costShare, offset } = STOCK[type];
    for (let week = 0; week < 4; week += 1) {
      const daysAgo = SPAN_DAYS - offset - week * 7;
      events.push({ kind: 'topUp', when: demoInstant(today, daysAgo, 3 * 60 + 15 + offset * 7), type, value, cost: Math.round(value * costShare * 100) / 100 });
    }
  }
  const [stocked, ...lapsed] = LAPSED_DAYS_AGO;
  events.push({ kind: 'topUp', when: demoInstant(today, stocked, 3 * 60 + 20), type: 'DDTV', value: STOCK.DDTV.value, cost: Math.round(STOCK.DDTV.value * STOCK.DDTV.costShare * 100) / 100 });
  for (const [index, daysAgo] of lapsed.entries()) {
    events.push({ kind: 'sale', when: demoInstant(today, daysAgo, 4 * 60 + index * 83), type: 'DDTV', value: 1500, price: 1500, toAgent: false, pick: index, byStaff: index % 2 === 0, lapsed: true });
  }
  for (let index = 0; index < SALE_COUNT; index += 1) {
    const toAgent = index % 6 === 5;
    const type = RECHARGE_TYPES[(index * 7 + Math.floor(index / 5)) % RECHARGE_TYPES.length];
    const value = toAgent ? AGENT_VALUES[index % AGENT_VALUES.length] : CUSTOMER_VALUES[(index * 3) % CUSTOMER_VALUES.length];
    const price = toAgent ? Math.round(value * AGENT_PRICE_SHARE) : value;
    // From 27 days ago up to yesterday, at 08:45–18:15 Colombo.
    const daysAgo = 1 + Math.floor(((SALE_COUNT - 1 - index) * (SPAN_DAYS - 2)) / (SALE_COUNT - 1));
    const minutes = 3 * 60 + 15 + ((index * 97) % 570);
    events.push({ kind: 'sale', when: demoInstant(today, daysAgo, minutes), type, value, price, toAgent, pick: index * 5, byStaff: index % 3 !== 0 });
  }
  return events.sort((a, b) => a.when.getTime() - b.when.getTime());
}

export const seedDemoRecharge: Seeder = async ({ db, report }) => {
  const { owner } = demoAuthors(report);
  const actors = demoActors(report);
  const customers = (await listCustomers(db)).reverse();
  const agents = (await listAgents(db)).reverse();

  const bought: Record<string, { value: number; cost: number; sold: number }> = {};
  for (const type of RECHARGE_TYPES) bought[type] = { value: 0, cost: 0, sold: 0 };
  let topUps = 0;
  let sales = 0;

  const events = plan(new Date());
  const existing = <Person extends { createdAt: string }>(people: readonly Person[], when: Date) => people.filter((person) => Date.parse(person.createdAt) < when.getTime());
  // Who buys DDTV in the four weeks (or may: a sale the balance cannot cover is skipped): not a lapsed package's customer.
  const renewing = new Set(
    events.flatMap((event) => {
      if (event.kind !== 'sale' || event.lapsed || event.type !== 'DDTV' || event.toAgent) return [];
      const people = existing(customers, event.when);
      return people.length ? [people[event.pick % people.length]!.id] : [];
    }),
  );
  const lapsedCustomers = customers.filter((customer) => !renewing.has(customer.id));

  for (const event of events) {
    const totals = bought[event.type];
    if (event.kind === 'topUp') {
      const fields = { rechargeType: event.type, topUpValue: toCents(event.value), topUpCost: toCents(event.cost), topUpDate: shopDayStart(shopDay(event.when))! };
      await insertTopUp(db, fields, owner, event.when);
      totals.value += fields.topUpValue;
      totals.cost += fields.topUpCost;
      topUps += 1;
      continue;
    }
    // Only people who already existed then; the balance must cover the value and the price.
    const people = existing(event.lapsed ? lapsedCustomers : event.toAgent ? agents : customers, event.when);
    const soldValue = toCents(event.value);
    const soldPrice = toCents(event.price);
    const balance = totals.value - totals.sold;
    if (people.length === 0 || soldValue > balance || soldPrice > balance) continue;
    const person = people[event.pick % people.length];
    const cost = unitCost(totals.cost, totals.value);
    await insertSale(
      db,
      {
        rechargeType: event.type,
        soldValue,
        soldPrice,
        soldToType: event.toAgent ? 'agent' : 'customer',
        soldToId: person.id,
        soldToName: `${person.firstName} ${person.lastName}`,
        saleDate: event.when.toISOString(),
        unitCost: cost,
        profit: toCents(saleProfit(fromCents(soldPrice), fromCents(soldValue), cost)),
      },
      event.byStaff ? actors.staff : actors.owner,
      event.when,
    );
    totals.sold += soldValue;
    sales += 1;
  }
  report.notes.push(`${topUps} recharge top-ups`, `${sales} recharge sales`);
};
