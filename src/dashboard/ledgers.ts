import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ledgerOf, ledgerOfDays, type Ledger, type LedgerDay } from '../domain/dashboard';
import { useHttp } from '../engine/HttpContext';
import { routeAnswerQuery } from '../engine/useRouteAnswer';
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

/**
 * Which date, amount and profit of each collection the dashboard counts. The takings follow the
 * revenue reports' rule (product.md §10): bills net of their returns on the day made, recharge
 * sales on their day, repairs when paid. The spec's backend records no payment, so there a
 * repair is paid when it is collected; `takenIn` only counts the repairs that came in.
 */
const FIELDS = {
  bills: { day: (bill: Bill) => bill.createdAt, amount: netOfReturns, profit: profitNetOfReturns },
  recharges: { day: (sale: Sale) => sale.saleDate, amount: (sale: Sale) => sale.soldPrice, profit: (sale: Sale) => sale.profit },
  repairs: { day: (repair: Repair) => collectedAt(repair), amount: (repair: Repair) => repair.finalAmount, profit: (repair: Repair) => repair.profit },
  takenIn: { day: (repair: Repair) => repair.dateIn, amount: (repair: Repair) => repair.finalAmount },
  collected: { day: (repair: Repair) => collectedAt(repair), amount: (repair: Repair) => repair.finalAmount },
  expenses: { day: (expense: Expense) => expense.expenseDate, amount: (expense: Expense) => expense.amount },
};

/** A collection's ledger, built once per answer (a page turn on its screen answers the same rows). */
export function useLedger<K extends keyof typeof FIELDS>(kind: K, loaded: Loaded<readonly Parameters<(typeof FIELDS)[K]['day']>[0][]>): LedgerPart {
  const { data, failed } = loaded;
  const ledger = useMemo(() => (data ? ledgerOf(data as never[], FIELDS[kind] as never) : undefined), [data, kind]);
  return { ledger, failed };
}

/** The six ledgers the dashboard reads. */
export type DashboardLedgers = Record<keyof typeof FIELDS, LedgerPart>;

/** GET /dashboard/ledgers's answer: each kind's days, LKR (no expenses for staff). */
interface LedgersAnswer {
  bills: LedgerDay[];
  recharges: LedgerDay[];
  repairs: LedgerDay[];
  takenIn: LedgerDay[];
  collected: LedgerDay[];
  expenses?: LedgerDay[];
}

/**
 * The same ledgers summed by a backend that offers it (`dashboardLedgers`): one answer for the
 * days `from`…`to` instead of five whole lists. Kept under 'dashboard' and read again each time
 * the dashboard is shown (react-query's default), so a sale made elsewhere is counted.
 */
export function useSummedLedgers(enabled: boolean, from: string, to: string): DashboardLedgers {
  const http = useHttp();
  const { data, error } = useQuery({ ...routeAnswerQuery(http, `GET /dashboard/ledgers?from=${from}&to=${to}`), enabled, retry: 1 });
  const answer = data as LedgersAnswer | undefined;
  return useMemo(() => {
    const part = (days: LedgerDay[] | undefined): LedgerPart => ({ ledger: answer ? ledgerOfDays(days ?? []) : undefined, failed: Boolean(error) });
    return {
      bills: part(answer?.bills),
      recharges: part(answer?.recharges),
      repairs: part(answer?.repairs),
      takenIn: part(answer?.takenIn),
      collected: part(answer?.collected),
      expenses: part(answer?.expenses),
    };
  }, [answer, error]);
}
