import { Alert, Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addTotals, monthStart, totalsBetween, totalsOn, type Totals } from '../domain/dashboard';
import { formatDate } from '../domain/format';
import { formatMoney } from '../domain/labels';
import { FigureCard } from '../engine/Figures';
import { listLink } from '../engine/list/listLink';
import { offeredByBackend } from '../engine/features';
import type { LedgerPart } from './ledgers';
import { RenewalsThisMonthCard } from './RenewalsDue';

export interface TodayLedgers {
  bills: LedgerPart;
  recharges: LedgerPart;
  repairs: LedgerPart;
  takenIn: LedgerPart;
  collected: LedgerPart;
  expenses: LedgerPart;
}

/** The fetch message of each part (product.md §8), shown in place of the figures it would have given. */
const FAILURES: Record<keyof TodayLedgers, string> = {
  bills: 'resources.bills.notifications.fetchFailed',
  recharges: 'resources.recharges/history.notifications.fetchFailed',
  repairs: 'resources.repairs/management.notifications.fetchFailed',
  takenIn: 'resources.repairs/management.notifications.fetchFailed',
  collected: 'resources.repairs/management.notifications.fetchFailed',
  expenses: 'resources.expenses/management.notifications.fetchFailed',
};

interface Figure {
  key: string;
  /** The ledgers it reads; it waits for all and fails with the first that failed. */
  from: (keyof TodayLedgers)[];
  value: (totals: Totals[]) => { value: string; detail?: string };
  to?: string;
}

const t = (key: string) => `app.dashboard.${key}`;

/**
 * Today's cards (Asia/Colombo day): bills, recharge sales, repairs taken in and collected; for
 * owners (`showProfit`) today's profit and this month's sales, profit and expenses; where the
 * backend names `renewals`, this month's TV renewals made against those due, for everyone. A card
 * whose list failed says so; the others stay.
 */
export function TodayFigures({ ledgers, today, showProfit }: { ledgers: TodayLedgers; today: string; showProfit: boolean }) {
  const translate = useTranslate();
  const month = monthStart(today);
  // Where the backend names `renewals`: the month's TV renewals made against those due, for everyone.
  const renewals = offeredByBackend({ feature: 'renewals' });
  const count = (key: string, totals: Totals) => translate(t(`counts.${key}`), { smart_count: totals.count });
  const takings = (totals: Totals[]) => addTotals(...totals);

  const figures: Figure[] = [
    {
      key: 'bills',
      from: ['bills'],
      value: ([bills]) => ({ value: formatMoney(bills.amount), detail: count('bills', bills) }),
      to: listLink('bills', { createdAt_day: today }),
    },
    {
      key: 'recharges',
      from: ['recharges'],
      value: ([sales]) => ({ value: formatMoney(sales.amount), detail: count('sales', sales) }),
      to: listLink('recharges/history', { saleDate_day: today }),
    },
    {
      key: 'repairsIn',
      from: ['takenIn'],
      value: ([repairs]) => ({ value: String(repairs.count) }),
      to: listLink('repairs/management', { dateIn_day: today }),
    },
    { key: 'repairsCollected', from: ['collected'], value: ([collected]) => ({ value: String(collected.count) }) },
  ];
  if (showProfit) {
    figures.push(
      { key: 'profit', from: ['bills', 'recharges', 'repairs'], value: (all) => ({ value: formatMoney(takings(all).profit) }) },
      { key: 'monthSales', from: ['bills', 'recharges', 'repairs'], value: (all) => ({ value: formatMoney(takings(all).amount) }) },
      { key: 'monthProfit', from: ['bills', 'recharges', 'repairs'], value: (all) => ({ value: formatMoney(takings(all).profit) }) },
      {
        key: 'monthExpenses',
        from: ['expenses'],
        value: ([expenses]) => ({ value: formatMoney(expenses.amount), detail: count('expenses', expenses) }),
        to: listLink('expenses/management', { expenseDate_from: month, expenseDate_to: today }),
      },
    );
  }

  return (
    // Named with the day, as the heading above ('Today, 13 Mar 2026'): without it a screen reader read out '%{date}'.
    <Grid container spacing={2} role="group" aria-label={translate(t('today'), { date: formatDate(today) })}>
      {figures.map((figure) => {
        const label = translate(t(`figures.${figure.key}`));
        const failed = figure.from.find((part) => ledgers[part].failed);
        const first = figure.key.startsWith('month') ? month : today;
        const read = figure.from.map((part) => ledgers[part].ledger);
        let card;
        if (failed) {
          card = (
            <Alert severity="error" variant="outlined" sx={{ height: '100%' }}>
              {label}: {translate(FAILURES[failed])}
            </Alert>
          );
        } else if (read.every(Boolean)) {
          const totals = read.map((ledger) => (first === today ? totalsOn(ledger!, today) : totalsBetween(ledger!, first, today)));
          card = <FigureCard label={label} {...figure.value(totals)} to={figure.to} />;
        } else {
          // Its value still coming: a placeholder as tall as a card with its detail line ('3 bills'),
          // the tallest a row holds, so nothing below moves when the figures arrive.
          card = <FigureCard label={label} value={null} detail={'\u00a0'} />;
        }
        return (
          <Grid key={figure.key} size={{ xs: 12, sm: 6, md: 3 }}>
            {card}
          </Grid>
        );
      })}
      {renewals && (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <RenewalsThisMonthCard />
        </Grid>
      )}
    </Grid>
  );
}
