import { BUSINESSES, type Business } from './takings';

/**
 * Sales by staff member (issue 48, our server's `reports`; the owner's): over a range of days,
 * what each person who signed in took for each business, counted as the takings count it
 * (bills made then net of their returns, recharge sales, repair payments taken then), so the
 * people's totals add up to the revenue reports' takings over the same days. A bill's return is
 * taken off whoever made the bill; a repair's payment counts for whoever took it. A person is
 * their account, shown by the name they bear now, so a renamed staff member stays one line; a
 * record with no account (an old row whose name no one account bore) goes by its own name.
 */

/** One person's part of a business (cents, or LKR as the API answers it): how many, and how much. */
export interface StaffPart {
  count: number;
  amount: number;
}

/** One person's line: by their name now, or the name a record without an account was written under (null: none). */
export interface StaffSales {
  name: string | null;
  businesses: Record<Business, StaffPart>;
  total: number;
}

/** `GET /reports/staff-sales` as the console reads it (LKR). */
export interface StaffSalesAnswer {
  from: string;
  to: string;
  staff: StaffSales[];
  total: number;
}

/** One business's grouped rows, as the server reads them (cents): by account and name written, a count and an amount. */
export type StaffRows = readonly { id: string | null; name: string | null; count: number; amount: number }[];

/**
 * Each person's line from each business's rows, most taken first (then by name, the unrecorded
 * last). `namesNow`: each account's name as it is now.
 */
export function staffSalesOf(rows: Readonly<Record<Business, StaffRows>>, namesNow: ReadonlyMap<string, string>): StaffSales[] {
  const people = new Map<string, StaffSales>();
  const lineOf = (row: StaffRows[number]) => {
    const written = row.name || null;
    const key = row.id ?? `name:${written ?? ''}`;
    let line = people.get(key);
    if (!line) {
      const name = (row.id !== null ? namesNow.get(row.id) : undefined) ?? written;
      line = { name, businesses: Object.fromEntries(BUSINESSES.map((business) => [business, { count: 0, amount: 0 }])) as Record<Business, StaffPart>, total: 0 };
      people.set(key, line);
    }
    return line;
  };
  for (const business of BUSINESSES) {
    for (const row of rows[business]) {
      const line = lineOf(row);
      line.businesses[business].count += row.count;
      line.businesses[business].amount += row.amount;
      line.total += row.amount;
    }
  }
  return [...people.values()].sort((a, b) => b.total - a.total || (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name)));
}
