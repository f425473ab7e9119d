import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Grid, LinearProgress, Radio, RadioGroup, Typography } from '@mui/material';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form, NumberInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { shopDay } from '../../domain/dates';
import { closeAmountRules, closesEarly, DAY_NOTE_MAX, noteProblem } from '../../domain/dayClose';
import { formatDate, formatDateTime } from '../../domain/format';
import { ConfirmingSaveButton } from '../../engine/dialogs/ConfirmingSaveButton';
import { useDiscardGuard } from '../../engine/dialogs/DiscardGuard';
import { DayPicker } from '../../engine/inputs/DateFields';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { closeErrorNotice, refusalNotice, useNotice } from '../../engine/notices';
import { hourText, useClosingHour, useShopSettings } from '../../engine/shop';
import type { DialogProps } from '../../engine/views';
import { closePayload, liveFigures, type CloseValues } from './closeForm';
import { CountResult, DayFigureCards } from './DayFigureCards';
import { DrawerCount } from './DrawerCount';
import { ShiftCloseLines } from './ShiftCloseLines';
import { RESOURCE, useDayAnswer, type DayAnswer } from './useDayAnswer';

const t = (key: string) => `resources.${RESOURCE}.${key}`;
const OPENING = toValidators(closeAmountRules.openingFloat);
const FLOAT_LEFT = toValidators(closeAmountRules.floatLeft);

/** The form's inputs named by a refusal's `errors` (the note, what is left in the drawer). */
function formErrors(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;
  return errors && typeof errors === 'object' ? errors : undefined;
}

/** What the closer closes when the shop closes by shift: the shift open now, or the whole day (which locks it). */
type Closing = 'shift' | 'day';

/** Which period is open: 'Shift 2, since …' (or from the day's start), and the shifts closed before it. */
function OpenPeriod({ answer }: { answer: DayAnswer }) {
  const translate = useTranslate();
  const shift = answer.shift ?? 1;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {answer.fromAt ? translate(t('form.periodSince'), { shift, at: formatDateTime(answer.fromAt) }) : translate(t('form.periodFromStart'), { shift })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <ShiftCloseLines closes={answer.closes} />
      </Box>
    </Box>
  );
}

/** The count, the figures and the note of one open day (or its open shift). */
function CloseForm({ answer, byShift, onSaved, onCancel, probe }: { answer: DayAnswer; byShift: boolean; onSaved: () => void; onCancel: () => void; probe: ReactNode }) {
  const translate = useTranslate();
  // Until the closer chooses, a shop closing by shift closes the shift (the settings may answer after the form opened).
  const [chosen, setClosing] = useState<Closing>();
  const closing: Closing = byShift ? (chosen ?? 'shift') : 'day';
  // Closing the day before the shop's closing hour stops the rest of its trade: asked first.
  const closingHour = useClosingHour();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  // The form starts once, from the first answer: a later read (after a refusal) moves the figures, never what was typed.
  const start = useRef<CloseValues>({ openingFloat: answer.openingFloat, count: {}, note: '' });
  const movements = useRef(answer.movements);
  movements.current = answer.movements;
  // A note is asked for when the count differs from the expected cash of the figures shown.
  const noteRule = useMemo(
    () => [
      (value: unknown, values: CloseValues) => {
        const problem = noteProblem(value, liveFigures(movements.current, values).difference);
        return problem && `app.messages.${problem}`;
      },
    ],
    [],
  );

  const save = async (values: Record<string, unknown>) => {
    try {
      const payload = closePayload(answer.day, movements.current, values as CloseValues);
      // `shift`: the server refuses the close if another close of the day came first.
      const body = byShift ? { ...payload, closesDay: closing === 'day', shift: answer.shift ?? 1 } : payload;
      await dataProvider.send(RESOURCE, { route: 'POST /dayclose', body });
      closeErrorNotice();
      notice.success(t(closing === 'shift' ? 'notifications.shiftClosed' : 'notifications.created'));
      onSaved();
      return undefined;
    } catch (error) {
      notice.error(...refusalNotice(error, t('notifications.createFailed'), false));
      // Figures that moved meanwhile (a sale on another screen) show before the user saves again.
      await dataProvider.invalidate(RESOURCE);
      return formErrors(error);
    }
  };

  return (
    // noValidate: the browser's own number checks would hide the shop's messages.
    <Form record={start.current} onSubmit={save} noValidate>
      {probe}
      <DialogContent sx={{ pt: 0 }}>
        {byShift && (
          <RadioGroup row aria-label={translate(t('form.closing'))} value={closing} onChange={(event) => setClosing(event.target.value as Closing)}>
            <FormControlLabel value="shift" control={<Radio />} label={translate(t('form.closeShift'))} />
            <FormControlLabel value="day" control={<Radio />} label={translate(t('form.closeDay'))} />
          </RadioGroup>
        )}
        <Typography color="text.secondary">{translate(t(closing === 'shift' ? 'form.shiftIntro' : 'form.intro'))}</Typography>
        <Grid container columnSpacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumberInput source="openingFloat" label={t('fields.openingFloat')} validate={OPENING} min={0} step={0.01} />
          </Grid>
        </Grid>
        <DayFigureCards movements={answer.movements} />
        <DrawerCount />
        <CountResult movements={answer.movements} />
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <NumberInput source="floatLeft" label={t('fields.floatLeft')} validate={FLOAT_LEFT} min={0} step={0.01} helperText={t('form.floatLeftHelp')} />
          </Grid>
          <Grid size={12}>
            <TextInput source="note" label={t('fields.note')} validate={noteRule} multiline fullWidth helperText={t('form.noteHelp')} slotProps={{ htmlInput: { maxLength: DAY_NOTE_MAX } }} />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.form.cancel')}</Button>
        <ConfirmingSaveButton
          label={t(closing === 'shift' ? 'form.closeShift' : 'create')}
          ask={() => (closing === 'day' && closingHour !== undefined && closesEarly(answer.day, Date.now(), closingHour) ? t('earlyClose') : undefined)}
          options={{ hour: closingHour === undefined ? '' : hourText(closingHour), day: formatDate(answer.day) }}
        />
      </DialogActions>
    </Form>
  );
}

/**
 * Close the day (product.md §10): pick the day (today unless an earlier one is still open), see
 * what came in and went out, count the drawer by notes and coins and see the difference live,
 * green when it matches and red when not; a difference needs a note. A refused save keeps the
 * count; a day already closed says who closed it. When the shop closes by shift (Settings), the
 * closer chooses this shift or the whole day; the figures are the open period's, since the last
 * shift closed.
 */
export default function DayCloseDialog({ onClose }: DialogProps) {
  const translate = useTranslate();
  const [day, setDay] = useState(() => shopDay());
  const { data: answer, isError } = useDayAnswer(day);
  const { requestClose, probe, prompt } = useDiscardGuard(onClose);
  // Closing by shift is the owner's choice in Settings; a backend without it closes whole days.
  const byShift = useShopSettings().data?.closesByShift === true;
  const title = translate(t('create'));
  const onSaved = useCallback(() => onClose(), [onClose]);

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="md" aria-label={title}>
      {prompt}
      <DialogTitle>{title}</DialogTitle>
      {/* Not squeezed away by the form's long content below it. */}
      <DialogContent sx={{ pb: 0, flex: 'none' }}>
        <Box sx={{ maxWidth: 280, pt: 1 }}>
          <DayPicker label={translate(t('form.day'))} value={day} onChange={(next) => next && setDay(next)} required />
        </Box>
        {answer?.day === day && !answer.close && (byShift || (answer.closes?.length ?? 0) > 0) && <OpenPeriod answer={answer} />}
      </DialogContent>
      {isError ? (
        <DialogContent>
          <Alert severity="error">{translate(t('notifications.dayFailed'))}</Alert>
        </DialogContent>
      ) : !answer || answer.day !== day ? (
        <LinearProgress />
      ) : answer.close ? (
        <DialogContent>
          <Alert severity="info">
            {translate(t('form.alreadyClosed'), { day: formatDate(day), name: answer.close.closedByName ?? '', at: formatDateTime(answer.close.closedAt) })}
          </Alert>
        </DialogContent>
      ) : (
        <CloseForm key={day} answer={answer} byShift={byShift} onSaved={onSaved} onCancel={requestClose} probe={probe} />
      )}
      {(isError || answer?.close) && (
        <DialogActions>
          <Button onClick={onClose}>{translate('app.form.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
