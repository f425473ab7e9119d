import PhoneIcon from '@mui/icons-material/Phone';
import { Alert, Box, Button, Card, CardContent, Chip, Container, Divider, LinearProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { apiBase } from '../config';
import { formatDateTime, formatMoney } from '../domain/format';
import { historyTone, repairStatusTone } from '../domain/repairs';
import { PHONE_DIGITS_PATTERN, type StatusPageAnswer, type StatusPageQuestion } from '../domain/statusPage';
import { createHttpClient } from '../http';
import { LanguageChoice } from '../layout/LanguageChoice';
import { repairStatusText } from '../resources/repairs/RepairStatusChip';

const t = (key: string) => `app.statusPage.${key}`;

type PageState =
  | { kind: 'loading' }
  | { kind: 'answer'; answer: StatusPageAnswer }
  | { kind: 'askPhone'; refused: boolean; busy: boolean }
  | { kind: 'notFound' }
  | { kind: 'failed'; message?: string };

/**
 * The status of one repair for its customer, without sign-in (product.md §10): `/status/<code>`,
 * a route outside react-admin's layout and authentication. It calls only the public
 * `/status/:code` (the one HTTP client, with no token: a signed-in browser sends none either),
 * so it never redirects to the sign-in page. A 404 (an unknown code, wrong digits, a page the
 * owner turned off, or a backend without the page) reads "not found".
 */
export default function StatusPage() {
  const translate = useTranslate();
  const { code = '' } = useParams();
  const http = useMemo(() => createHttpClient({ baseUrl: apiBase(), getToken: () => null }), []);
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const path = `/status/${encodeURIComponent(code)}`;

  const settle = useCallback((answer: StatusPageAnswer | StatusPageQuestion) => {
    setState('asksPhone' in answer ? { kind: 'askPhone', refused: false, busy: false } : { kind: 'answer', answer });
  }, []);
  const fail = useCallback((error: unknown, refusedDigits = false) => {
    const status = error instanceof HttpError ? error.status : undefined;
    if (status === 404) setState(refusedDigits ? { kind: 'askPhone', refused: true, busy: false } : { kind: 'notFound' });
    // 429 says to wait a minute, in the server's words.
    else setState({ kind: 'failed', message: status === 429 ? (error as HttpError).message : undefined });
  }, []);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    http.request<StatusPageAnswer | StatusPageQuestion>('GET', path).then(settle, (error) => fail(error));
  }, [http, path, settle, fail]);
  useEffect(load, [load]);
  useEffect(() => {
    document.title = translate(t('title'));
  }, [translate]);

  const sendDigits = (phoneLastFour: string) => {
    setState({ kind: 'askPhone', refused: false, busy: true });
    http.request<StatusPageAnswer | StatusPageQuestion>('POST', path, { body: { phoneLastFour } }).then(settle, (error) => fail(error, true));
  };

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h1" variant="h5">
          {state.kind === 'answer' ? state.answer.shopName : translate(t('title'))}
        </Typography>
        {/* The customer reads the page in their own language. */}
        <LanguageChoice />
      </Stack>
      {state.kind === 'loading' && (
        <Box role="status">
          <Typography sx={{ mb: 1 }}>{translate(t('loading'))}</Typography>
          <LinearProgress />
        </Box>
      )}
      {state.kind === 'answer' && <RepairStatus answer={state.answer} />}
      {state.kind === 'askPhone' && <PhoneDigitsForm refused={state.refused} busy={state.busy} onSubmit={sendDigits} />}
      {state.kind === 'notFound' && <Alert severity="info">{translate(t('notFound'))}</Alert>}
      {state.kind === 'failed' && (
        <Alert severity="error" action={<Button onClick={load}>{translate(t('retry'))}</Button>}>
          {state.message ? translate(state.message, { _: state.message }) : translate(t('failed'))}
        </Alert>
      )}
    </Container>
  );
}

/** The repair as its customer sees it: status, device, the steps so far, expected date, amount due, the shop's phone. */
function RepairStatus({ answer }: { answer: StatusPageAnswer }) {
  const translate = useTranslate();
  const tone = repairStatusTone(answer.status);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
              {answer.device || translate(t('yourDevice'))}
            </Typography>
            <Chip label={repairStatusText(translate, answer.status)} color={tone} data-testid="status-chip" />
          </Stack>
          <Typography color="text.secondary">{translate(t('job'), { number: answer.jobNumber })}</Typography>
          <Divider />
          <Figures answer={answer} />
          <Divider />
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {translate(t('progress'))}
            </Typography>
            <Box component="ol" aria-label={translate(t('progress'))} sx={{ m: 0, p: 0 }}>
              {answer.timeline.map((step, index) => (
                <TimelineStep key={index} status={step.status} date={step.date} last={index === answer.timeline.length - 1} />
              ))}
            </Box>
          </Box>
          {answer.shopPhone && (
            <Button variant="outlined" startIcon={<PhoneIcon />} component={Link} href={`tel:${answer.shopPhone}`}>
              {translate(t('callShop'), { shop: answer.shopPhone })}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Figures({ answer }: { answer: StatusPageAnswer }) {
  const translate = useTranslate();
  const rows: [string, string][] = [
    [translate(t('expectedReturn')), answer.expectedReturnDate ? formatDateTime(answer.expectedReturnDate) : translate(t('notSet'))],
    [translate(t('amountDue')), formatMoney(answer.amountDue)],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One step: a dot in its status colour and a line to the next, the status and when. */
function TimelineStep({ status, date, last }: { status: string; date: string; last: boolean }) {
  const translate = useTranslate();
  const tone = historyTone(status);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: tone === 'default' ? 'grey.500' : `${tone}.main`, flexShrink: 0 }} />
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{repairStatusText(translate, status)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(date)}
        </Typography>
      </Box>
    </Box>
  );
}

/** The owner asks the last four digits of the customer's phone before the page shows anything. */
function PhoneDigitsForm({ refused, busy, onSubmit }: { refused: boolean; busy: boolean; onSubmit: (digits: string) => void }) {
  const translate = useTranslate();
  const [digits, setDigits] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = digits.trim();
    if (!PHONE_DIGITS_PATTERN.test(typed)) return setInvalid(true);
    setInvalid(false);
    onSubmit(typed);
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          <Typography>{translate(t('askPhone.intro'))}</Typography>
          {refused && <Alert severity="warning">{translate(t('askPhone.refused'))}</Alert>}
          <TextField
            label={translate(t('askPhone.label'))}
            value={digits}
            onChange={(event) => setDigits(event.target.value.replace(/\D/g, '').slice(0, 4))}
            error={invalid}
            helperText={invalid ? translate('app.messages.statusPagePhoneDigits') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } }}
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(t('askPhone.submit'))}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
