import RenewalsIcon from '@mui/icons-material/EventRepeat';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useHttp } from '../engine/HttpContext';
import { listLink } from '../engine/list/listLink';
import { routeAnswerQuery } from '../engine/useRouteAnswer';
import { AttentionItem } from './NeedsAttention';

/**
 * TV renewals to remind (issue 49, where the backend names `renewals`): how many are due today
 * and how many are late, leading to the Renewals Due list. Nothing while none is.
 */
export function RenewalsDueItem() {
  const translate = useTranslate();
  const http = useHttp();
  const { data } = useQuery({ ...routeAnswerQuery(http, 'GET /renewals/summary'), retry: 1 });
  const counts = data as { dueToday?: number; overdue?: number } | undefined;
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
