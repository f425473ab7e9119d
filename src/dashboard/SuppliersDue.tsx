import PaymentsIcon from '@mui/icons-material/Payments';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { suppliersDue, type SupplierBalance } from '../domain/goodsReceipts';
import { formatMoney } from '../domain/labels';
import { useHttp } from '../engine/HttpContext';
import { listLink } from '../engine/list/listLink';
import { routeAnswerQuery } from '../engine/useRouteAnswer';
import { AttentionItem } from './NeedsAttention';

/**
 * The owner's reminder that a supplier is due to be paid (issue 47, where the backend keeps goods
 * received): what the shop owes its suppliers in all, once any owed note has reached its due
 * date; it leads to the owed notes. Nothing while none is due.
 */
export function SuppliersDueItem({ today }: { today: string }) {
  const translate = useTranslate();
  const http = useHttp();
  const { data } = useQuery({ ...routeAnswerQuery(http, 'GET /suppliers/balances'), retry: 1 });
  const due = suppliersDue(data as SupplierBalance[] | undefined, today);
  if (!due) return null;
  return (
    <AttentionItem
      icon={<PaymentsIcon color="warning" />}
      primary={translate('app.dashboard.attention.suppliersDue', { amount: formatMoney(due.owed) })}
      secondary={translate('app.dashboard.attention.suppliersDueDetail', { smart_count: due.due })}
      to={listLink('goods/received', { status: 'owed' })}
    />
  );
}
