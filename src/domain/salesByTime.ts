import { inShop } from './dayjs';
import type { TakingsEntry } from './takings';

/**
 * Sales by hour of day and day of week (issue 48, our server's `reports`; the owner's): the
 * takings' entries of a range of days (db/takings.ts: bills net of their returns, recharge
 * sales, repair payments, summed per half hour in SQL) placed on the shop's clock, so the hours
 * add up to the takings of the same days.
 */

/** One hour's or weekday's takings (cents, or LKR as the API answers it) and how many sales made them. */
export interface TimeTakings {
  count: number;
  amount: number;
}

/** `GET /reports/sales-by-time` as the console reads it (LKR): `hours[0]` is midnight to 1 am; `weekdays[0]` is Monday. */
export interface SalesByTimeAnswer {
  from: string;
  to: string;
  hours: TimeTakings[];
  weekdays: TimeTakings[];
  /** Each weekday's (Monday first) amount by hour. */
  grid: number[][];
  total: TimeTakings;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The shop's offset from UTC (ms) through a UTC day, asked of the zone once per day: Asia/Colombo keeps no daylight saving. */
function offsetsByDay() {
  const known = new Map<number, number>();
  return (time: number) => {
    const day = Math.floor(time / DAY_MS);
    let offset = known.get(day);
    if (offset === undefined) known.set(day, (offset = inShop(time)!.utcOffset() * MINUTE_MS));
    return offset;
  };
}

/** Monday 0 … Sunday 6, from JavaScript's Sunday 0. */
const mondayFirst = (day: number) => (day + 6) % 7;

/** The entries' takings by the shop's hour and weekday (cents); entries with no instant are left out. */
export function salesByTime(entries: Iterable<TakingsEntry>): Omit<SalesByTimeAnswer, 'from' | 'to'> {
  const offsetAt = offsetsByDay();
  const hours = Array.from({ length: 24 }, () => ({ count: 0, amount: 0 }));
  const weekdays = Array.from({ length: 7 }, () => ({ count: 0, amount: 0 }));
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const total = { count: 0, amount: 0 };
  for (const entry of entries) {
    const time = Date.parse(entry.at);
    if (Number.isNaN(time) || entry.at.length <= 10) continue;
    const local = new Date(time + offsetAt(time));
    const [hour, weekday] = [local.getUTCHours(), mondayFirst(local.getUTCDay())];
    for (const line of [hours[hour]!, weekdays[weekday]!, total]) {
      line.count += entry.count;
      line.amount += entry.cents;
    }
    const row = grid[weekday]!;
    row[hour] = row[hour]! + entry.cents;
  }
  return { hours, weekdays, grid, total };
}
