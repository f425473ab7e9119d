import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Form, NumberInput, SaveButton, TextInput, useDataProvider, useTranslate, type Validator } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import { toCents } from '../../domain/money';
import { creditLimitProblem, isRefusal, MAX_CREDIT_LIMIT, receive, RECEIVING_TENDERS, type PartyType } from '../../domain/payments';
import { shopDay, shopDayOf } from '../../domain/dates';
import { movementLabel, movementNumber } from '../../domain/statement';
import { FigureCard } from '../../engine/Figures';
import { dateTimeCell } from '../../engine/list/columnRenderers';
import { refusalNotice, useNotice } from '../../engine/notices';
import { useGrants } from '../../engine/useGrants';
import { recipientLocale } from '../../i18n/useLanguage';
import { balanceWords, daysOwed, type AccountStatement } from './account';
import { useAccount } from './useAccount';
import { StatementActions } from './StatementActions';
import { TendersInput, type PaymentValues } from './TendersInput';
import { ruleMessage } from '../../i18n/ruleMessages';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { refusalSaid } from '../../domain/messages';

const RESOURCE = 'accounts';
const t = (key: string) => `resources.${RESOURCE}.statement.${key}`;

/** What a movement was: a bill, a recharge sale, a repair, a return, or a payment received. */
function MovementLabel({ movement }: { movement: AccountStatement['movements'][number] }) {
  const translate = useTranslate();
  const { source, method, note } = movement;
  // The bill's, repair's or credit note's number, or a payment's own (P-000123), where the backend numbers them (product.md §10).
  const number = movementNumber(movement);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{movementLabel(translate(t(`sources.${source}`), { _: source }), movement)}</span>
      {number && <span>{number}</span>}
      <Chip size="small" variant="outlined" color={method === 'credit' ? 'warning' : 'success'} label={translate(`app.payments.tenders.${method}`)} />
      {note && <Typography variant="body2" color="text.secondary">{note}</Typography>}
    </Stack>
  );
}

/**
 * The person's preferred language, where the backend keeps one (product.md §10): their statement
 * and message below go out in it, whatever the screen's language.
 */
function PreferredLanguage({ statement }: { statement: AccountStatement }) {
  const translate = useTranslate();
  const locale = recipientLocale(statement);
  if (!locale) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('languages.preferred')}: <span lang={locale}>{translate(`languages.names.${locale}`)}</span>
    </Typography>
  );
}

/**
 * A customer's or agent's account (product.md §10): what they owe, their credit limit and the
 * day of their oldest unpaid debt; every credit sale and payment with the running balance;
 * a payment received (part or all, by any tender but credit); and, for the owner, the
 * credit limit. Opened from the "who owes what" list and from a customer's or agent's row.
 */
export function AccountDialog({ partyType, id, onClose }: { partyType: PartyType; id: string; onClose: () => void }) {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { edit: maySetLimit } = useGrants(RESOURCE, ['edit']);
  const { data, isPending, isError } = useAccount({ type: partyType, id });

  const balance = data ? toCents(data.balance) : undefined;
  const send = async (route: 'POST /accounts/:partyType/:id/payments' | 'PUT /accounts/:partyType/:id', body: object, done: string, failed: string) => {
    try {
      await dataProvider.send(RESOURCE, { route, id, params: { partyType }, body });
      notice.success(done);
    } catch (error) {
      notice.error(...refusalNotice(error, failed, true));
    }
  };

  // The payment as a whole: part or all of what is owed, never more (the server checks it too).
  const checkPayment: Validator = (_tenders: unknown, values: { payment?: PaymentValues }) => {
    if (balance === undefined) return undefined;
    const outcome = receive(balance, values.payment?.tenders, { cashGiven: values.payment?.cashGiven });
    return isRefusal(outcome) ? ruleMessage(refusalSaid(outcome)) : undefined;
  };

  const title = data ? translate(t('title'), { name: data.name }) : translate(t('loading'));
  const oldestDay = data?.oldestUnpaidAt ? shopDayOf(data.oldestUnpaidAt) : undefined;
  const days = oldestDay ? daysOwed(oldestDay, shopDay()) : undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <LinearProgress />
        ) : isError || !data ? (
          <Alert severity="error">{translate(t('fetchFailed'))}</Alert>
        ) : (
          <Stack spacing={2}>
            <PreferredLanguage statement={data} />
            <Grid container spacing={2} role="group" aria-label={translate(t('figures'))}>
              <Grid size={{ xs: 12, sm: 4 }}>
                {/* Below zero the shop owes them: said so, never as a negative amount owed. */}
                <FigureCard
                  label={translate(t('balance'))}
                  value={balanceWords(data.balance, translate)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FigureCard label={translate(t('creditLimit'))} value={formatMoney(data.creditLimit)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FigureCard
                  label={translate(t('oldestUnpaid'))}
                  value={data.oldestUnpaidAt ? formatDate(data.oldestUnpaidAt) : translate(t('nothingOwed'))}
                  detail={days === undefined ? undefined : translate(t('daysOwed'), { smart_count: days })}
                />
              </Grid>
            </Grid>

            {data.movements.length === 0 ? (
              <Typography color="text.secondary">{translate(t('empty'))}</Typography>
            ) : (
              // A phone is narrower than the four columns: the time goes under the date, and what is
              // still too wide scrolls sideways inside the dialog, so Amount and Balance stay reachable.
              <TableContainer>
                <Table size="small" aria-label={translate(t('movements'))}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(t('at'))}</TableCell>
                      <TableCell>{translate(t('what'))}</TableCell>
                      <TableCell align="right">{translate(t('amount'))}</TableCell>
                      <TableCell align="right">{translate(t('balanceAfter'))}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.movements.map((movement) => (
                      <TableRow key={movement._id}>
                        <TableCell>{dateTimeCell(formatDateTime(movement.at), formatDate(movement.at))}</TableCell>
                        <TableCell>
                          <MovementLabel movement={movement} />
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: movement.amount < 0 ? 'success.main' : undefined }}>
                          {formatMoney(movement.amount)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {balanceWords(movement.balance, translate)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}

            {balance !== undefined && balance > 0 && (
              <Box component="section" aria-label={translate(t('receive'))}>
                <Divider sx={{ mb: 1 }} />
                <Typography variant="subtitle1" component="h3">{translate(t('receive'))}</Typography>
                <ClosedDayNotice />
                <Form
                  key={data.movements.length}
                  noValidate
                  record={{ payment: { tenders: [{ method: 'cash' }] } }}
                  onSubmit={(values: { payment?: PaymentValues }) =>
                    send('POST /accounts/:partyType/:id/payments', { ...values.payment, note: values.payment?.note?.trim() || null }, t('received'), t('receiveFailed'))
                  }
                >
                  <TendersInput methods={RECEIVING_TENDERS} due={balance} validate={checkPayment} />
                  <TextInput source="payment.note" label={t('note')} fullWidth />
                  <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                    <SaveButton label={t('receiveSave')} alwaysEnable />
                  </Stack>
                </Form>
              </Box>
            )}

            {maySetLimit && (
              <Box component="section" aria-label={translate(t('limitTitle'))}>
                <Divider sx={{ mb: 1 }} />
                <Form
                  key={`limit-${data.creditLimit}`}
                  noValidate
                  record={{ creditLimit: data.creditLimit }}
                  onSubmit={(values: { creditLimit?: number }) =>
                    send('PUT /accounts/:partyType/:id', { creditLimit: values.creditLimit ?? null }, t('limitSaved'), t('limitFailed'))
                  }
                >
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
                    <NumberInput source="creditLimit" label={t('creditLimit')} min={0} max={MAX_CREDIT_LIMIT} step={0.01} validate={validLimit} helperText={t('limitHelp')} />
                    <SaveButton label={t('limitSave')} alwaysEnable />
                  </Stack>
                </Form>
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {data && <StatementActions statement={data} />}
        <Button onClick={onClose}>{translate('app.form.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The domain's rule, as the server checks it: 0 to the maximum, to the cent. */
const validLimit: Validator = (value: unknown) => {
  const problem = creditLimitProblem(value);
  return problem && `app.messages.${problem}`;
};
