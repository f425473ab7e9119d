import { Box, Chip, Stack } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { formatMoney } from '../../domain/format';
import { unbrokenAmounts } from '../../engine/Figures';
import { isOverdue } from '../../domain/repairs';
import { ResourceList } from '../../engine/list/ResourceList';
import { repairPaymentsOffered } from './repairPayments';
import { NumberedCustomer } from '../NumberedCustomer';
import { RepairStatusChip } from './RepairStatusChip';
import { ClaimChip } from './RepairWarranty';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { shopDayOf } from '../../domain/dates';
import { useRouteAnswer } from '../../engine/useRouteAnswer';
import type { Repair, RepairPayment } from '.';

const RESOURCE = 'repairs/management';

/**
 * A repair's status chip, and beside it an 'Overdue' chip while the repair is past its
 * expected return date and not yet back from the company or collected (the dashboard's
 * "past the expected return date", the Overdue filter). Its text is what a screen reader says.
 */
function RepairStatus({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const status = record.status as string | undefined;
  const overdue = isOverdue(record as Parameters<typeof isOverdue>[0], Date.now());
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {status && <RepairStatusChip status={status} />}
      {overdue && <Chip size="small" variant="outlined" color="error" label={translate(`resources.${RESOURCE}.overdue`)} />}
      <ClaimChip repair={record as Repair} />
    </Stack>
  );
}

/**
 * The final amount, and under it what is still due while a balance is left (product.md §10),
 * from a backend that keeps a repair's payments: who still owes is seen before the device goes.
 */
function FinalAmount({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const due = repairPaymentsOffered() && typeof record.due === 'number' && record.due > 0 ? record.due : undefined;
  return (
    <>
      {formatMoney(record.finalAmount)}
      {due !== undefined && (
        // May wrap between its words (the amount above keeps one line), its amount whole: Tamil's
        // 'செலுத்த வேண்டியது LKR 350.00' on one line pushed the row's buttons out of a 1280 px window.
        <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'warning.main', whiteSpace: 'normal' }}>
          {unbrokenAmounts(translate('app.repairPayments.due', { amount: formatMoney(due) }))}
        </Box>
      )}
    </>
  );
}

const cells = {
  customer: (record: RaRecord) => <NumberedCustomer record={record} resource={RESOURCE} kind="repair" />,
  status: (record: RaRecord) => <RepairStatus record={record} />,
  finalAmount: (record: RaRecord) => <FinalAmount record={record} />,
};

/**
 * Deleting a repair takes its advance and balance off the days they were paid: the owner's
 * question says so for each of those days that is closed (its payments read as Repair Details
 * reads them). A repair nothing was paid on moves no money: nothing to say.
 */
function DeleteNotice({ record }: { record: RaRecord }) {
  return repairPaymentsOffered() && Number(record.paid) > 0 ? <PaymentDaysNotice id={String(record.id)} /> : null;
}

function PaymentDaysNotice({ id }: { id: string }) {
  const { data } = useRouteAnswer<RepairPayment[]>(`GET /repairs/${encodeURIComponent(id)}/payments`);
  const days = [...new Set((data ?? []).flatMap((payment) => shopDayOf(payment.at) ?? []))];
  return (
    <>
      {days.map((day) => (
        <ClosedDayNotice key={day} day={day} />
      ))}
    </>
  );
}

/** Repair Management's list: the engine's, with overdue repairs marked in their status cell, the repair's number under its customer and a balance due under the amount. */
export default function RepairList() {
  return (
    <>
      <ClosedDayNotice banner />
      <ResourceList cells={cells} deleteNotice={DeleteNotice} />
    </>
  );
}
