import { Typography } from '@mui/material';
import { NumberInput, RadioButtonGroupInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { CASH_MOVEMENT_KINDS, cashMovementRules } from '../../domain/dayClose';
import { FormDialog } from '../../engine/dialogs/FormDialog';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { closeErrorNotice, refusalNotice, useNotice } from '../../engine/notices';
import { RESOURCE } from './useDayAnswer';

const t = (key: string) => `resources.${RESOURCE}.cash.${key}`;
const KINDS = CASH_MOVEMENT_KINDS.map((kind) => ({ id: kind, name: t(`kinds.${kind}`) }));
const START = { kind: 'out' };
const KIND = toValidators(cashMovementRules.kind);
const AMOUNT = toValidators(cashMovementRules.amount);
const REASON = toValidators(cashMovementRules.reason);

/** Pay in / out: cash put into the drawer or taken out of it today, with why (product.md §10). A refused save keeps what was typed. */
export default function CashMovementDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const title = translate(t('title'));

  const save = async (values: Record<string, unknown>) => {
    try {
      const reason = typeof values.reason === 'string' ? values.reason.trim() : values.reason;
      await dataProvider.send(RESOURCE, { route: 'POST /dayclose/cash', body: { kind: values.kind, amount: Number(values.amount), reason } });
      closeErrorNotice();
      notice.success(t('saved'));
      onClose();
    } catch (error) {
      notice.error(...refusalNotice(error, t('failed'), false));
    }
  };

  return (
    <FormDialog title={title} onClose={onClose} onSubmit={save} form={{ record: START }} maxWidth="sm">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(t('intro'))}
      </Typography>
      <RadioButtonGroupInput source="kind" label={t('kind')} choices={KINDS} validate={KIND} row />
      <NumberInput source="amount" label={t('amount')} validate={AMOUNT} min={0} step={0.01} fullWidth />
      <TextInput source="reason" label={t('reason')} validate={REASON} fullWidth />
    </FormDialog>
  );
}
