import { WALK_IN_CUSTOMER_ID } from './walkIn';

/**
 * Top customers and new against returning (issue 48, our server's `reports`; the owner's): over
 * a range of days, what each customer spent on bills made then net of their returns (as the
 * takings count bills), the best first; a customer is new when their first bill ever was made
 * in the range, returning when they had one before. The walk-in customer is no one in
 * particular: counted apart, so the whole still adds up to the bills' takings.
 */

/** One customer's bills in the range (cents, or LKR as the API answers it). */
export interface CustomerSpend {
  customerId: string;
  name: string;
  bills: number;
  amount: number;
  /** Their first bill ever was made in the range. */
  isNew: boolean;
}

/** What a group of customers brought: how many, their bills and what they spent. */
export interface CustomerGroup {
  customers: number;
  bills: number;
  amount: number;
}

/** `GET /reports/customers` as the console reads it (LKR). */
export interface CustomerSalesAnswer {
  from: string;
  to: string;
  top: CustomerSpend[];
  newCustomers: CustomerGroup;
  returning: CustomerGroup;
  walkIn: { bills: number; amount: number };
  total: number;
}

export const TOP_CUSTOMERS = 20;

/** The customers' lines (cents), best first, split into the top, the new and the returning, the walk-in apart. */
export function customerSales(lines: readonly CustomerSpend[], top = TOP_CUSTOMERS): Omit<CustomerSalesAnswer, 'from' | 'to'> {
  const named = lines.filter((line) => line.customerId !== WALK_IN_CUSTOMER_ID);
  const walkIn = lines.filter((line) => line.customerId === WALK_IN_CUSTOMER_ID);
  const group = (of: readonly CustomerSpend[]): CustomerGroup => ({
    customers: of.length,
    bills: of.reduce((sum, line) => sum + line.bills, 0),
    amount: of.reduce((sum, line) => sum + line.amount, 0),
  });
  const ordered = [...named].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name) || a.customerId.localeCompare(b.customerId));
  const { bills, amount } = group(walkIn);
  return {
    top: ordered.slice(0, top),
    newCustomers: group(named.filter((line) => line.isNew)),
    returning: group(named.filter((line) => !line.isNew)),
    walkIn: { bills, amount },
    total: lines.reduce((sum, line) => sum + line.amount, 0),
  };
}
