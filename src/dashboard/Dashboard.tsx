import { Alert, Box, Grid, Stack, Typography } from '@mui/material';
import { memo, useDeferredValue, useMemo } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { daysUpTo, monthStart, takingsByDay, type TakingsDay } from '../domain/dashboard';
import { formatDate } from '../domain/format';
import { shopDay } from '../domain/dates';
import { offeredByBackend } from '../engine/features';
import { useGrants } from '../engine/useGrants';
import type { Bill } from '../resources/bills';
import type { Expense } from '../resources/expenses/management';
import { NORMAL_PRODUCTS, type Product } from '../resources/products';
import type { Sale } from '../resources/recharges/history';
import type { Repair } from '../resources/repairs';
import { useAttention, type Attention } from './attention';
import { CloseDueItem, RecentClosesCard, useRecentCloses, type RecentCloses } from './DayCloses';
import { useLedger, useSummedLedgers, type DashboardLedgers, type LedgerPart } from './ledgers';
import { NeedsAttention } from './NeedsAttention';
import { SuppliersDueItem } from './SuppliersDue';
import { TakingsChart } from './TakingsChart';
import { RenewalsDueItem } from './RenewalsDue';
import { useThresholds, type Thresholds } from './thresholds';
import { TodayFigures } from './TodayFigures';
import { useBalances, useCollection, type Loaded } from './useShopData';

const CHART_FAILURES = {
  bills: 'resources.bills.notifications.fetchFailed',
  recharges: 'resources.recharges/history.notifications.fetchFailed',
  repairs: 'resources.repairs/management.notifications.fetchFailed',
};

/** The first day any figure reads: the month's first or the chart's first of 30 days, whichever is earlier. */
const firstDayShown = (today: string) => [monthStart(today), daysUpTo(today, 30)[0]].sort()[0];

/**
 * The shop's day at a glance, at /dashboard and /: today's figures, what needs attention and
 * the last 30 days' takings. From a backend that sums them (`dashboardLedgers`), the figures come
 * in one answer for those days and what needs attention in another; otherwise both come from
 * the lists the screens read (one cached answer each), so it works against the shop's own
 * backend. Staff see no profit. Where the backend
 * closes days (`dayClose`), one more answer: the last seven days' closes, for today's close when
 * due and the days' cash and float differences. Loaded lazily: the sign-in page does not carry it.
 */
export default function Dashboard() {
  const { identity } = useGetIdentity();
  const owner = Boolean(useGrants('dashboard', ['cost']).cost);
  const [thresholds] = useThresholds();
  const today = shopDay();
  const now = Date.now();

  // A backend that sums the figures itself answers them for the days shown; otherwise they are
  // counted from the lists the screens read (the shop's own backend).
  const summed = offeredByBackend({ feature: 'dashboardLedgers' });
  const bills = useCollection<Bill>('bills', !summed);
  const sales = useCollection<Sale>('recharges/history', !summed);
  const repairs = useCollection<Repair>('repairs/management', !summed);
  const products = useCollection<Product>('products', !summed, NORMAL_PRODUCTS);
  const expenses = useCollection<Expense>('expenses/management', owner && !summed);
  const balances = useBalances();
  const recentCloses = useRecentCloses();

  const fromLists: DashboardLedgers = {
    bills: useLedger('bills', bills),
    recharges: useLedger('recharges', sales),
    repairs: useLedger('repairs', repairs),
    takenIn: useLedger('takenIn', repairs),
    collected: useLedger('collected', repairs),
    expenses: useLedger('expenses', expenses),
  };
  const fromBackend = useSummedLedgers(summed, firstDayShown(today), today);
  const ledgers = summed ? fromBackend : fromLists;
  const { waiting, lowStock } = useAttention(summed, { repairs, products }, thresholds.stock, now);
  const { bills: billsLedger, recharges: salesLedger, repairs: repairsLedger } = ledgers;
  const days = useMemo(
    () =>
      billsLedger.ledger && salesLedger.ledger && repairsLedger.ledger
        ? takingsByDay({ bills: billsLedger.ledger, recharges: salesLedger.ledger, repairs: repairsLedger.ledger }, today)
        : undefined,
    [billsLedger.ledger, salesLedger.ledger, repairsLedger.ledger, today],
  );

  // Drawn from a deferred copy of what was read: the first drawing and each answer's (six or so
  // at start) are renders React may interrupt, yielding to the browser, instead of a long task
  // each. An answer itself renders only this component. Nothing is drawn before the first (the
  // dashboard is the page's last part, so nothing below it moves when it comes).
  const view = useDeferredValue<DashboardViewProps | null>(
    { name: identity?.fullName ?? '', today, now, owner, thresholds, ledgers, balances, waiting, lowStock, days, recentCloses },
    null,
  );
  return view && <DashboardView {...view} />;
}

interface DashboardViewProps {
  name: string;
  today: string;
  now: number;
  owner: boolean;
  thresholds: Thresholds;
  ledgers: DashboardLedgers;
  balances: Loaded<unknown>;
  waiting: Attention['waiting'];
  lowStock: Attention['lowStock'];
  days: TakingsDay[] | undefined;
  recentCloses: Loaded<RecentCloses> & { offered: boolean };
}

/** What the dashboard draws from what it read; memoised, so it renders only when its deferred copy changes. */
const DashboardView = memo(function DashboardView({ name, today, now, owner, thresholds, ledgers, balances, waiting, lowStock, days, recentCloses }: DashboardViewProps) {
  const translate = useTranslate();
  const chartFailures = (Object.keys(CHART_FAILURES) as (keyof typeof CHART_FAILURES)[]).filter((key) => (ledgers[key] as LedgerPart).failed);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title="app.dashboard.title" />
      <Box>
        <Typography variant="h5" component="h1">
          {translate('app.dashboard.welcome', { name })}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.today', { date: formatDate(today) })}</Typography>
      </Box>
      <TodayFigures ledgers={ledgers} today={today} showProfit={owner} />
      {/* Which day a repair's money counts on, said once for the figures and the chart (the revenue reports' rule). */}
      <Typography variant="body2" color="text.secondary">
        {translate(offeredByBackend({ feature: 'payments' }) ? 'app.takings.repairsWhenPaid' : 'app.dashboard.repairsWhenCollected')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <NeedsAttention balances={balances} waiting={waiting} lowStock={lowStock} thresholds={thresholds} owner={owner}>
            {recentCloses.offered && <CloseDueItem recent={recentCloses} now={now} />}
            {owner && offeredByBackend({ feature: 'goodsReceipts' }) && <SuppliersDueItem today={today} />}
            {offeredByBackend({ feature: 'renewals' }) && <RenewalsDueItem />}
          </NeedsAttention>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          {chartFailures.length ? (
            <Alert severity="error" variant="outlined">
              {chartFailures.map((key) => translate(CHART_FAILURES[key])).join(' · ')}
            </Alert>
          ) : (
            <TakingsChart days={days} showProfit={owner} />
          )}
        </Grid>
        {/* The whole row: a third of it cut the float chips ('Hutch LKR 150.00 · adjusted') with the rest of the row empty. */}
        {recentCloses.offered && (
          <Grid size={12}>
            <RecentClosesCard recent={recentCloses} />
          </Grid>
        )}
      </Grid>
    </Stack>
  );
});
