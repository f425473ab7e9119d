import { useMemo } from 'react';
import { ledgerOf, type Ledger } from '../domain/dashboard';
import { collectedAt } from '../domain/repairs';
import { netOfReturns, profitNetOfReturns } from '../domain/returns';
import type { Bill } from '../resources/bills';
import type { Expense } from '../resources/expenses/management';
import type { Sale } from '../resources/recharges/history';
import type { Repair } from '../resources/repairs';
import type { Loaded } from './useShopData';

/** A ledger being read: undefined while loading; `failed` when its list could not be read. */
export interface LedgerPart {
  ledger?: Ledger;
  failed: boolean;
}

/** Which date, amount and profit of each collection the dashboard counts (a repair on the day it came in). */
const FIELDS = {
  // Bills count net of their returns (product.md §10); a bill without returns as sold.
  bills: { day: (bill: Bill) => bill.createdAt, amount: netOfReturns, profit: profitNetOfReturns },
  recharges: { day: (sale: Sale) => sale.saleDate, amount: (sale: Sale) => sale.soldPrice, profit: (sale: Sale) => sale.profit },
  repairs: { day: (repair: Repair) => repair.dateIn, amount: (repair: Repair) => repair.finalAmount, profit: (repair: Repair) => repair.profit },
  collected: { day: (repair: Repair) => collectedAt(repair), amount: (repair: Repair) => repair.finalAmount },
  expenses: { day: (expense: Expense) => expense.expenseDate, amount: (expense: Expense) => expense.amount },
};

/** A collection's ledger, built once per answer (a page turn on its screen answers the same rows). */
export function useLedger<K extends keyof typeof FIELDS>(kind: K, loaded: Loaded<readonly Parameters<(typeof FIELDS)[K]['day']>[0][]>): LedgerPart {
  const { data, failed } = loaded;
  const ledger = useMemo(() => (data ? ledgerOf(data as never[], FIELDS[kind] as never) : undefined), [data, kind]);
  return { ledger, failed };
}
