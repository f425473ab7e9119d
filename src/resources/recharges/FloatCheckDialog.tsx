import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, LinearProgress, Typography } from '@mui/material';
import { Fragment, useEffect, useRef } from 'react';
import { BooleanInput, Form, NumberInput, SaveButton, SelectInput, TextInput, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ShopDataProvider } from '../../dataProvider';
import { FLOAT_REASONS, floatLineRules, lineDifference, shownAmount } from '../../domain/floatChecks';
import { formatMoney } from '../../domain/labels';
import { RECHARGE_TYPES } from '../../domain/recharge';
import { isBlank } from '../../domain/validation';
import { useDiscardGuard } from '../../engine/dialogs/DiscardGuard';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { closeErrorNotice, fieldErrorsOf, refusalNotice, useNotice } from '../../engine/notices';
import { useRouteAnswer } from '../../engine/useRouteAnswer';
import type { DialogProps } from '../../engine/views';
import { BALANCE_ROUTE } from './balances';

const RESOURCE = 'recharges/float';
const t = (key: string) => `resources.${RESOURCE}.${key}`;

/** One provider's line as the form holds it; `computed` is the balance shown beside it. */
interface Line {
  rechargeType: string;
  computed: number;
  shown?: number | string | null;
  reason?: string | null;
  note?: string | null;
  adjust?: boolean;
}

const SHOWN = toValidators([shownAmount], { perLine: true });
const REASON = toValidators(floatLineRules.reason, { perLine: true });
const NOTE = toValidators(floatLineRules.note, { perLine: true });
const REASONS = FLOAT_REASONS.map((reason) => ({ id: reason, name: t(`choices.reason.${reason}`) }));

/**
 * What POST /recharge/float takes: the providers whose balance was typed, each with the computed
 * balance the checker saw (the server refuses the check if it moved since). `sent[i]` is the form
 * line of the body's line i, so a refusal naming `checks.<i>.<field>` finds its input.
 */
export function floatCheckPayload(lines: readonly Line[], mayAdjust: boolean) {
  const sent = lines.flatMap((line, index) => (isBlank(line.shown) ? [] : [index]));
  const checks = sent.map((index) => {
    const line = lines[index];
    const differs = (lineDifference(line as unknown as Record<string, unknown>) ?? 0) !== 0;
    const note = typeof line.note === 'string' ? line.note.trim() : '';
    return {
      rechargeType: line.rechargeType,
      shown: Number(line.shown),
      computed: line.computed,
      reason: differs ? (line.reason ?? null) : null,
      note: differs && note ? note : null,
      ...(mayAdjust && differs && line.adjust ? { adjust: true } : {}),
    };
  });
  return { sent, body: { checks } };
}

/** The form's inputs named by a refusal's `errors`, from the body's line numbers to the form's. */
function formErrors(error: unknown, sent: readonly number[]): Record<string, string> | undefined {
  const errors = fieldErrorsOf(error);
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field.replace(/^checks\.(\d+)\./, (_, line: string) => `checks.${sent[Number(line)] ?? line}.`), message]),
  );
}

/** Keeps a line's computed balance the one last read (after a refusal the balances are read again; what was typed stays). */
function ComputedBalance({ index, computed }: { index: number; computed: number }) {
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (getValues(`checks.${index}.computed`) !== computed) setValue(`checks.${index}.computed`, computed);
  }, [index, computed, getValues, setValue]);
  return null;
}

/** One provider: its computed balance, what it shows, the difference live, and why when it differs. */
function FloatLine({ index, type, computed, mayAdjust }: { index: number; type: string; computed: number; mayAdjust: boolean }) {
  const translate = useTranslate();
  const line = useWatch({ name: `checks.${index}` }) as Record<string, unknown> | undefined;
  const difference = lineDifference(line);
  const differs = difference !== undefined && difference !== 0;
  const source = (field: string) => `checks.${index}.${field}`;
  return (
    <Grid container columnSpacing={2} role="group" aria-label={type} sx={{ alignItems: 'center', py: 1 }}>
      <ComputedBalance index={index} computed={computed} />
      <Grid size={{ xs: 12, sm: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>{type}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(t('form.computed'), { amount: formatMoney(computed) })}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <NumberInput source={source('shown')} label={translate(t('form.shownOf'), { provider: type })} validate={SHOWN} min={0} step={0.01} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        {difference !== undefined && (
          <Typography sx={{ fontWeight: 500, color: difference < 0 ? 'error.main' : undefined }}>
            {translate(t('form.difference'), { amount: formatMoney(difference) })}
          </Typography>
        )}
      </Grid>
      {differs && (
        <>
          <Grid size={{ xs: 12, sm: 5 }}>
            <SelectInput source={source('reason')} label={translate(t('form.reasonOf'), { provider: type })} choices={REASONS} validate={REASON} />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextInput source={source('note')} label={translate(t('form.noteOf'), { provider: type })} validate={NOTE} />
          </Grid>
          {mayAdjust && (
            <Grid size={12}>
              <BooleanInput source={source('adjust')} label={translate(t('form.adjustOf'), { provider: type })} />
            </Grid>
          )}
        </>
      )}
    </Grid>
  );
}

/**
 * Check float (product.md §10): each provider's computed balance, what it shows as the checker
 * types it, the difference (red below zero) and, when they differ, why; the owner may bring a
 * balance to what the provider shows in the same save. A refused save keeps every figure typed.
 */
export default function FloatCheckDialog({ onClose }: DialogProps) {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data: balances, isError } = useRouteAnswer<Record<string, number>>(BALANCE_ROUTE);
  const { canAccess: mayAdjust = false } = useCanAccess({ resource: RESOURCE, action: 'adjust' });
  const { requestClose, probe, prompt } = useDiscardGuard(onClose);
  const title = translate(t('create'));
  const computedOf = (type: string) => Number(balances?.[type] ?? 0);
  // The form starts from the first balances read; later reads only move each line's computed balance.
  const start = useRef<{ checks: Line[] }>(undefined);
  if (!start.current && balances) start.current = { checks: RECHARGE_TYPES.map((type) => ({ rechargeType: type, computed: computedOf(type) })) };

  const save = async (values: Record<string, unknown>) => {
    const { sent, body } = floatCheckPayload((values.checks ?? []) as Line[], mayAdjust);
    if (!sent.length) {
      notice.error('app.messages.floatChecksRequired');
      return undefined;
    }
    try {
      await dataProvider.send(RESOURCE, { route: 'POST /recharge/float', body });
      closeErrorNotice();
      notice.success(t('notifications.created'));
      onClose();
      return undefined;
    } catch (error) {
      notice.error(...refusalNotice(error, t('notifications.createFailed'), false));
      // A balance that moved meanwhile shows beside its line before the user saves again.
      await dataProvider.invalidate(RESOURCE);
      return formErrors(error, sent);
    }
  };

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="md" aria-label={title}>
      {prompt}
      <DialogTitle>{title}</DialogTitle>
      {isError ? (
        <DialogContent>
          <Alert severity="error">{translate(t('notifications.balancesFailed'))}</Alert>
        </DialogContent>
      ) : !start.current ? (
        <LinearProgress />
      ) : (
        // noValidate: the browser's own number checks would hide the shop's messages.
        <Form record={start.current} onSubmit={save} noValidate>
          {probe}
          <DialogContent>
            <Typography color="text.secondary">{translate(t('form.intro'))}</Typography>
            {RECHARGE_TYPES.map((type, index) => (
              <Fragment key={type}>
                {index > 0 && <Divider />}
                <FloatLine index={index} type={type} computed={computedOf(type)} mayAdjust={mayAdjust} />
              </Fragment>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={requestClose}>{translate('app.form.cancel')}</Button>
            <SaveButton label="app.form.save" alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
