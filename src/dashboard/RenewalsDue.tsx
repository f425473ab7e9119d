import RenewalsIcon from '@mui/icons-material/EventRepeat';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useHttp } from '../engine/HttpContext';
import { listLink } from '../engine/list/listLink';
import { routeAnswerQuery } from '../engine/useRouteAnswer';
import type { MonthRenewals } from '../domain/renewals';
import { FigureCard } from '../engine/Figures';
import { AttentionItem } from './NeedsAttention';

/** `GET /renewals/summary`, read once for the attention list and the month's card. */
function useRenewalsSummary(): { dueToday?: number; overdue?: number; month?: MonthRenewals } | undefined {
  const http = useHttp();
  const { data } = useQuery({ ...routeAnswerQuery(http, 'GET /renewals/summary'), retry: 1 });
  return data as { dueToday?: number; overdue?: number; month?: MonthRenewals } | undefined;
}

/**
 * TV renewals to remind (issue 49, where the backend names `renewals`): how many are due today
 * and how many are late, leading to the Renewals Due list. Nothing while none is.
 */
export function RenewalsDueItem() {
  const translate = useTranslate();
  const counts = useRenewalsSummary();
  const dueToday = counts?.dueToday ?? 0;
  const overdue = counts?.overdue ?? 0;
  if (!dueToday && !overdue) return null;
  return (
    <AttentionItem
      icon={<RenewalsIcon color={overdue ? 'warning' : 'info'} />}
      primary={translate('app.dashboard.attention.renewalsDue')}
      secondary={translate('app.dashboard.attention.renewalsDueDetail', { today: dueToday, overdue })}
      to={listLink('renewals')}
    />
  );
}

/**
 * The month's renewals made against those due (src/domain/renewals.ts, `monthRenewals`), among
 * the month's figures for everyone: counts, no money. A placeholder while it comes.
 */
export function RenewalsThisMonthCard() {
  const translate = useTranslate();
  const month = useRenewalsSummary()?.month;
  return (
    <FigureCard
      label={translate('app.dashboard.figures.monthRenewals')}
      value={month ? translate('app.dashboard.figures.monthRenewalsValue', { renewed: month.renewed, due: month.due }) : null}
      detail={translate('app.dashboard.figures.monthRenewalsDetail')}
      to={listLink('renewals')}
    />
  );
}
