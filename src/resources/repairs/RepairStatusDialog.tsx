import { Box, DialogContent, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ShopDataProvider } from '../../dataProvider';
import { formatMoney } from '../../domain/format';
import { fromCents } from '../../domain/money';
import { FormDialog } from '../../engine/dialogs/FormDialog';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { WhatsAppPanel } from '../../engine/dialogs/WhatsAppPanel';
import { DeclaredInput } from '../../engine/inputs/DeclaredInput';
import { closeErrorNotice, fieldErrorsOf, refusalNotice, useNotice } from '../../engine/notices';
import { recordName } from '../../engine/recordName';
import { useDeclaration } from '../../engine/useDeclaration';
import { paymentPayload } from '../accounts/account';
import { CreditTenders } from '../accounts/SalePayment';
import type { RowDialogProps } from '../types';
import { asksForBalance, balanceOf, repairPaymentsOffered } from './repairPayments';
import { repairWhatsappTarget, useRepairMessage } from './repairMessages';
import { RepairStatusChip } from './RepairStatusChip';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { statusInputs, type Repair } from '.';

const RESOURCE = 'repairs/management';
const ROUTE = 'PATCH /repairs/status/:id';
/** What the balance's tenders start as (TendersInput's own default: one cash line). */
const PAYMENT_DEFAULTS = { payment: { tenders: [{ method: 'cash' }] } };

/** The repair's customer's id: as sent, or the `{ _id }` a backend may answer in its place. */
const customerIdOf = (record: Record<string, unknown>): string | undefined => {
  const customer = record.customerId as unknown;
  if (typeof customer === 'string') return customer || undefined;
  const id = (customer as { _id?: unknown } | null)?._id;
  return typeof id === 'string' ? id : undefined;
};

/** Optional text as the API wants it: trimmed, or null for none. */
const optional = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The balance asked for as the repair is marked Customer Collected (product.md §10): tenders
 * adding up to what is still due, Credit putting it on the customer's account (the owner may
 * let it go over the limit, as on a sale). Nothing while another status is chosen, nothing
 * left to pay, or the backend does not take payments.
 */
function CollectionPayment({ balance, customerId }: { balance: number | undefined; customerId: string | undefined }) {
  const translate = useTranslate();
  const status = useWatch({ name: 'status' });
  if (!asksForBalance(status, balance)) return null;
  return (
    <Box component="section" aria-labelledby="repair-balance-title" sx={{ mt: 2 }}>
      <Typography id="repair-balance-title" variant="subtitle1" component="h3">
        {translate('app.repairPayments.balance')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.repairPayments.balanceDue', { amount: formatMoney(fromCents(balance)) })}
      </Typography>
      <ClosedDayNotice />
      {/* The customer's credit figures and limit, as Create Bill shows them. */}
      <CreditTenders due={balance} party={customerId ? { type: 'customer', id: customerId } : undefined} paying="collection" />
    </Box>
  );
}

/**
 * Once the status is saved, its message (product.md §10: the owner's template for the new status;
 * on a backend without them the spec's two, §4), editable and one click from the customer's
 * chat. No message at that status: the dialog simply closes.
 */
function StatusMessage({ repair, onClose }: { repair: Repair; onClose: () => void }) {
  const translate = useTranslate();
  const { message } = useRepairMessage(repair);
  useEffect(() => {
    if (message === '') onClose();
  }, [message, onClose]);
  return (
    <>
      <DialogContent sx={{ pb: 0 }}>
        <Typography component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {translate('app.repairMessages.newStatus')}
          <RepairStatusChip status={repair.status} />
        </Typography>
        <Typography sx={{ mt: 1 }}>{translate('app.repairMessages.offer')}</Typography>
      </DialogContent>
      <WhatsAppPanel target={repairWhatsappTarget(repair)} message={message || undefined} onClose={onClose} />
    </>
  );
}

/**
 * Change Status (product.md §4, §5, §8): status, date and time, note, sent to the spec's
 * route; as RowFormDialog does for the other screens' row forms (a refusal keeps what was
 * typed and reads the record again; changes are not dropped without asking). The screen's
 * own because, marking a repair collected, it also takes the balance (CollectionPayment), it
 * shows the current status, and once saved it offers the new status's message (StatusMessage).
 */
export default function RepairStatusDialog({ id, onClose }: RowDialogProps) {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data: record, isPending } = useDialogRecord(id);
  const title = translate(`resources.${RESOURCE}.actions.status`);
  const balance = record ? balanceOf(record as Repair) : undefined;
  const [saved, setSaved] = useState<Repair>();

  const submit = async (values: Record<string, unknown>) => {
    if (!record) return;
    const body = {
      status: values.status,
      dateManual: values.dateManual,
      note: optional(values.note),
      ...(asksForBalance(values.status, balance) ? paymentPayload(values) : {}),
    };
    try {
      const answer = await dataProvider.send<Partial<Repair> | null>(RESOURCE, { route: ROUTE, id, body });
      closeErrorNotice();
      notice.success(`resources.${RESOURCE}.notifications.statusDone`);
      // The message is worded from the repair as saved (what is due after a collection), where the backend answers it.
      setSaved({ ...(record as Repair), ...(answer && typeof answer === 'object' ? answer : {}), status: String(values.status) });
    } catch (error) {
      notice.error(...refusalNotice(error, `resources.${RESOURCE}.notifications.statusFailed`, true));
      // What the dialog showed may be stale (someone took a payment): read the record again, keep what was typed.
      await dataProvider.invalidate(RESOURCE);
      return fieldErrorsOf(error);
    }
  };

  return (
    <RecordContextProvider value={record}>
      {/* Wider only where the balance's tenders (product.md §10) or a message may show. */}
      <FormDialog
        title={title}
        onClose={onClose}
        onSubmit={submit}
        pending={(isPending || !record) && <LinearProgress />}
        // The balance's one cash line is there from the start: mounted later, its default would reset what the form counts as changed.
        form={{ defaultValues: repairPaymentsOffered() ? PAYMENT_DEFAULTS : undefined }}
        maxWidth={repairPaymentsOffered() || saved ? 'sm' : 'xs'}
        after={saved && <StatusMessage repair={saved} onClose={onClose} />}
      >
        {record && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {recordName(declaration, record, translate)}
            </Typography>
            {typeof record.status === 'string' && record.status && (
              <Typography component="div" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
                {translate('app.repairMessages.currentStatus')}
                <RepairStatusChip status={record.status} />
              </Typography>
            )}
            {statusInputs.map((input) => (
              <DeclaredInput key={input.source} resource={RESOURCE} input={input} mode="edit" fresh />
            ))}
            <CollectionPayment balance={balance} customerId={customerIdOf(record)} />
          </>
        )}
      </FormDialog>
    </RecordContextProvider>
  );
}
