import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, NumberInput, SaveButton, SelectInput, useDataProvider, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ShopDataProvider } from '../../dataProvider';
import { formatDateTime, formatMoney } from '../../domain/format';
import { fromCents, toCents } from '../../domain/money';
import { creditNoteNumber, isReturnRefusal, planReturn, refundCents, refundRefusal, REFUND_METHODS, type RefundMethod } from '../../domain/returns';
import { isWalkInId } from '../../domain/walkIn';
import { PrintPanel } from '../../engine/dialogs/PrintPanel';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { useHttp } from '../../engine/HttpContext';
import { refusalNotice, useNotice } from '../../engine/notices';
import type { RowDialogProps } from '../types';
import { creditNote } from './billDocuments';
import type { Bill, BillReturn } from '.';
import { ruleMessage } from '../../i18n/ruleMessages';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { refusalSaid } from '../../domain/messages';

const RESOURCE = 'bills';
const t = (key: string) => `resources.${RESOURCE}.return.${key}`;

/** GET /bills/:id/returns: per bill line what was sold, what came back and what may still; the bill's returns. */
interface Returnable {
  lines: { productId: string; name: string; billedPrice: number; sold: number; returned: number; left: number }[];
  returns: BillReturn[];
  /** What may still go back by each method (LKR): what the bill took that way, less its refunds so far. */
  refundable?: Partial<Record<RefundMethod, number>>;
}

interface ReturnValues {
  lines?: { quantity?: number | null }[];
  refund?: { method?: RefundMethod };
}

/** The request as the server takes it: per product, the quantities typed (lines of one product added up). */
function requested(returnable: Returnable, values: ReturnValues): { productId: string; quantity: number }[] {
  const byProduct = new Map<string, number>();
  returnable.lines.forEach((line, index) => {
    const quantity = Number(values.lines?.[index]?.quantity ?? 0);
    if (Number.isFinite(quantity) && quantity > 0) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + quantity);
  });
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/** The money the return gives back, by the server's own rule (a product's lines used up in bill order), LKR; 0 while the request is not valid. */
function refundOf(returnable: Returnable, values: ReturnValues): number {
  const sold = returnable.lines.map((line) => ({ productId: line.productId, name: line.name, quantity: line.sold, billedPrice: line.billedPrice }));
  const back = returnable.lines.map((line) => ({ productId: line.productId, quantity: line.returned }));
  const plan = planReturn(sold, back, requested(returnable, values));
  return isReturnRefusal(plan) ? 0 : fromCents(refundCents(plan.taken, 'lkr'));
}

/**
 * The refund's method to start from: a bill sold wholly or partly on credit gives back to the
 * customer's account, so a return lowers what they owe instead of paying cash out while they
 * still owe; any other bill, Cash, or else the first way the bill was paid that has something
 * left. The user may still choose another.
 */
function defaultRefundMethod(bill: Bill | undefined, offered: readonly RefundMethod[]): RefundMethod | undefined {
  const onCredit = bill?.payment?.tenders.some((tender) => tender.method === 'credit' && tender.amount > 0);
  const first = onCredit && !isWalkInId(bill?.customerId) ? 'credit' : 'cash';
  return offered.includes(first) ? first : offered[0];
}

/** What may still go back by each method, in cents, as the server's rule reads it; undefined where the backend does not say. */
const refundableCents = (returnable: Returnable) =>
  returnable.refundable && Object.fromEntries(Object.entries(returnable.refundable).map(([method, amount]) => [method, toCents(amount ?? 0)]));

/** The amount to refund, live as the quantities change. */
function RefundAmount({ returnable }: { returnable: Returnable }) {
  const translate = useTranslate();
  const values = useWatch() as ReturnValues;
  return (
    // On one line beside the method ('To refund: LKR 1,200.00'): the select gives way, not the amount.
    <Typography variant="subtitle1" role="status" aria-live="polite" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
      {translate(t('amount'))}: {formatMoney(refundOf(returnable, values))}
    </Typography>
  );
}

/** Fills every line with all that may still come back: the whole bill returned in one click. */
function ReturnEverything({ returnable }: { returnable: Returnable }) {
  const translate = useTranslate();
  const { setValue } = useFormContext<ReturnValues>();
  const fill = () =>
    returnable.lines.forEach((line, index) => setValue(`lines.${index}.quantity`, line.left, { shouldDirty: true, shouldValidate: true }));
  return (
    <Button size="small" variant="outlined" onClick={fill} sx={{ alignSelf: 'flex-start' }}>
      {translate(t('everything'))}
    </Button>
  );
}

/** A credit note, previewed here and printed alone on its paper, with the shop's details (as the Print Receipt dialog does). */
function CreditNotePrint({ bill, given, onBack }: { bill: Bill; given: BillReturn; onBack: () => void }) {
  // In the customer's preferred language (PrintPanel reads it from the bill's customer).
  return <PrintPanel layout={(context) => creditNote(bill, given, context)} recipient={bill} onClose={onBack} />;
}

/**
 * Return products of a bill (product.md §10): one line per bill line with what was sold, what
 * already came back and the quantity to return now (0 up to what is left), how the money goes
 * back (a tender, or onto the customer's account), and the amount to refund as it is typed.
 * The server checks it all again in one transaction. Once saved, the credit note is offered
 * for printing; earlier returns' notes can be printed again from here.
 */
export default function ReturnDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const http = useHttp();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data: record, isError: billFailed } = useDialogRecord(id);
  const bill = record as Bill | undefined;
  const { data: returnable, isPending, isError, refetch } = useQuery({
    queryKey: [RESOURCE, 'returnable', id],
    queryFn: () => http.request('GET', `/bills/${encodeURIComponent(id)}/returns`) as Promise<Returnable>,
    retry: false,
  });
  // The credit note shown for printing: the one just saved (closing it closes the dialog), or an earlier one (back to the form).
  const [printing, setPrinting] = useState<{ given: BillReturn; justSaved: boolean } | undefined>();
  const title = translate(`resources.${RESOURCE}.actions.return`);
  // On a phone the table is the product and the quantity to return: price, sold and already
  // returned go under the name, or the quantity's box was pushed past the screen's edge.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  // The walk-in customer has no account to put the money on (product.md §10); and the money goes
  // back only the ways the bill took it, while something is left that way.
  const left = returnable && refundableCents(returnable);
  const offered = REFUND_METHODS.filter((method) => (method !== 'credit' || !isWalkInId(bill?.customerId)) && (!left || (left[method] ?? 0) > 0));
  const methods = offered.map((method) => ({
    id: method,
    name: method === 'credit' ? t('toAccount') : `app.payments.tenders.${method}`,
  }));
  // A method is chosen, and the refund is no more than the bill took that way (the server's own check).
  const methodRule: Validator = (value: unknown, values: ReturnValues) => {
    if (!value) return ruleMessage({ key: 'refundMethodInvalid' });
    if (!returnable || !left) return undefined;
    const over = refundRefusal(toCents(refundOf(returnable, values)), value as RefundMethod, left);
    return over ? ruleMessage(refusalSaid(over)) : undefined;
  };

  const save = async (values: ReturnValues) => {
    if (!returnable) return;
    try {
      const answer = await dataProvider.send<Bill>(RESOURCE, {
        route: 'POST /bills/:id/returns',
        id,
        body: { lines: requested(returnable, values), refund: { method: values.refund?.method } },
      });
      const given = answer.returns?.at(-1);
      notice.success(t('done'), { number: given ? creditNoteNumber(given.number) : '' });
      await refetch();
      if (given) setPrinting({ given, justSaved: true });
    } catch (error) {
      notice.error(...refusalNotice(error, t('failed'), false));
    }
  };

  if (printing && bill) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={translate(t('printTitle'), { number: creditNoteNumber(printing.given.number) })}>
        <DialogTitle>{translate(t('printTitle'), { number: creditNoteNumber(printing.given.number) })}</DialogTitle>
        <CreditNotePrint bill={bill} given={printing.given} onBack={printing.justSaved ? onClose : () => setPrinting(undefined)} />
      </Dialog>
    );
  }

  const anyLeft = returnable?.lines.some((line) => line.left > 0);
  // A quantity: 0 up to what may still come back of its line; and something to return at all (under the first line).
  const quantityRule =
    (index: number): Validator =>
    (value: unknown, values: ReturnValues) => {
      if (!returnable) return undefined;
      const line = returnable.lines[index];
      const quantity = value === null || value === undefined || value === '' ? 0 : Number(value);
      if (!Number.isInteger(quantity) || quantity < 0) return ruleMessage({ key: 'returnQuantityInvalid' });
      if (quantity > line.left) return ruleMessage({ key: 'returnAboveLine', values: { left: String(line.left) } });
      if (index === returnable.lines.findIndex((each) => each.left > 0) && requested(returnable, values).length === 0)
        return ruleMessage({ key: 'returnLinesRequired' });
      return undefined;
    };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      {/* The bill too: how it was paid chooses the refund's method to start from. */}
      {isPending || (!bill && !billFailed) ? (
        <DialogContent>
          <LinearProgress aria-label={translate(t('loading'))} />
        </DialogContent>
      ) : isError || !returnable ? (
        <DialogContent>
          <Alert severity="error">{translate(t('fetchFailed'))}</Alert>
        </DialogContent>
      ) : (
        <Form
          key={returnable.returns.length}
          noValidate
          record={{ lines: returnable.lines.map(() => ({ quantity: 0 })), refund: { method: defaultRefundMethod(bill, offered) } }}
          onSubmit={(values: ReturnValues) => save(values)}
        >
          <DialogContent>
            <ClosedDayNotice />
            <Stack spacing={2}>
              <Table size="small" aria-label={translate(`resources.${RESOURCE}.fields.products`)}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(t('product'))}</TableCell>
                    {!phone && (
                      <>
                        <TableCell align="right">{translate(t('price'))}</TableCell>
                        <TableCell align="right">{translate(t('sold'))}</TableCell>
                        <TableCell align="right">{translate(t('returned'))}</TableCell>
                      </>
                    )}
                    <TableCell sx={{ width: phone ? 96 : 180 }}>{translate(t('quantity'))}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {returnable.lines.map((line, index) => (
                    <TableRow key={index}>
                      {phone ? (
                        <TableCell>
                          {line.name}
                          <Typography variant="body2" color="text.secondary">
                            {`${formatMoney(line.billedPrice).replace(' ', '\u00A0')} · ${translate(t('sold'))} ${line.sold} · ${translate(t('returned'))} ${line.returned}`}
                          </Typography>
                        </TableCell>
                      ) : (
                        <>
                          <TableCell>{line.name}</TableCell>
                          {/* An amount stays whole ('LKR 2,330.00'); the product's name wraps instead. */}
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {formatMoney(line.billedPrice)}
                          </TableCell>
                          <TableCell align="right">{line.sold}</TableCell>
                          <TableCell align="right">{line.returned}</TableCell>
                        </>
                      )}
                      <TableCell>
                        <NumberInput
                          source={`lines.${index}.quantity`}
                          label={translate(t('quantityOf'), { name: line.name })}
                          min={0}
                          max={line.left}
                          step={1}
                          disabled={line.left === 0}
                          validate={quantityRule(index)}
                          size="small"
                          margin="none"
                          helperText={false}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {anyLeft && <ReturnEverything returnable={returnable} />}
              {anyLeft ? (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'baseline' } }}>
                  <SelectInput source="refund.method" label={t('method')} choices={methods} validate={methodRule} />
                  <RefundAmount returnable={returnable} />
                </Stack>
              ) : (
                <Alert severity="info">{translate(t('nothingLeft'))}</Alert>
              )}
              {returnable.returns.length > 0 && (
                <Box component="section" aria-label={translate(t('earlier'))}>
                  <Typography variant="subtitle2" component="h3">
                    {translate(t('earlier'))}
                  </Typography>
                  <Table size="small">
                    <TableBody>
                      {returnable.returns.map((given) => (
                        <TableRow key={given._id}>
                          <TableCell>{creditNoteNumber(given.number)}</TableCell>
                          <TableCell>{formatDateTime(given.createdAt)}</TableCell>
                          <TableCell>{given.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}</TableCell>
                          <TableCell align="right">{formatMoney(given.amount)}</TableCell>
                          <TableCell align="right">
                            <Button size="small" disabled={!bill} onClick={() => setPrinting({ given, justSaved: false })} aria-label={`${translate(t('printNote'))} ${creditNoteNumber(given.number)}`}>
                              {translate(t('printNote'))}
                            </Button>
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.form.close')}</Button>
            {anyLeft && <SaveButton label={t('save')} alwaysEnable />}
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
