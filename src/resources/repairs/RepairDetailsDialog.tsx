import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import { formatMoney } from '../../domain/labels';
import { sumMoney } from '../../domain/money';
import DetailsDialog from '../../engine/dialogs/DetailsDialog';
import { useRouteAnswer } from '../../engine/useRouteAnswer';
import type { RowActionDeclaration, RowDialogProps } from '../types';
import { repairDetails, repairs, type Repair, type RepairPayment } from '.';

const t = (key: string) => `resources.repairs/management.paymentLines.${key}`;

/**
 * A repair's payments, oldest first (GET /repairs/:id/payments, our server's): each advance and
 * balance taken, with its day, its tenders ('Cash + Credit (on account)') and its amount.
 */
function RepairPayments({ repair }: { repair: Repair }) {
  const translate = useTranslate();
  const { data, isError } = useRouteAnswer<RepairPayment[]>(`GET /repairs/${encodeURIComponent(repair.id)}/payments`);
  if (isError) return <Typography color="error">{translate('resources.repairs/management.notifications.fetchFailed')}</Typography>;
  if (!data) return null;
  const label = translate('resources.repairs/management.fields.payments');
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 0.5 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('at'))}</TableCell>
          <TableCell>{translate(t('tenders'))}</TableCell>
          <TableCell align="right">{translate(t('amount'))}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((payment, index) => (
          <TableRow key={index}>
            <TableCell>{formatDateTime(payment.at)}</TableCell>
            <TableCell>{payment.tenders.map((tender) => translate(`app.payments.tenders.${tender.method}`, { _: tender.method })).join(' + ')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(sumMoney(payment.tenders, (tender) => tender.amount))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

// The Payments field: each payment on its line.
const cells = { payments: (repair: object) => <RepairPayments repair={repair as Repair} /> };

/** Repair Details: the engine's details of a repair, with each of its payments listed. */
export default function RepairDetailsDialog({ id, onClose }: RowDialogProps) {
  const item = repairs.rowActions!.find((action) => action.name === 'details') as RowActionDeclaration<any>;
  return <DetailsDialog item={item} details={repairDetails} id={id} onClose={onClose} cells={cells} />;
}
