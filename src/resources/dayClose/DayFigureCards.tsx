import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../domain/format';
import { fromCents } from '../../domain/money';
import { FigureCard } from '../../engine/Figures';
import { liveFigures, type CloseValues } from './closeForm';
import { RESOURCE } from './useDayAnswer';

const t = (key: string) => `resources.${RESOURCE}.form.${key}`;
const lkr = (cents: number) => formatMoney(fromCents(cents));

/** Counted against expected: green when they match, red when they do not, and by how much. */
function DifferenceCard({ difference }: { difference: number }) {
  const translate = useTranslate();
  const color = difference === 0 ? 'success.main' : 'error.main';
  const said = difference === 0 ? translate(t('balanced')) : translate(t(difference < 0 ? 'short' : 'over'), { amount: lkr(Math.abs(difference)) });
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: color }} role="status" aria-label={translate(t('difference'))}>
      <CardContent sx={{ py: 1.5, px: { xs: 1.5, sm: 2 }, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {translate(t('difference'))}
        </Typography>
        <Typography variant="h6" component="p" sx={{ color, fontVariantNumeric: 'tabular-nums' }}>
          {lkr(difference)}
        </Typography>
        <Typography variant="body2" sx={{ color }}>
          {said}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** What was counted against the cash expected, live as the boxes are filled. */
export function CountResult({ movements }: { movements: unknown }) {
  const translate = useTranslate();
  // Only what the result reads: a keystroke in the note or the float left re-renders nothing here.
  const [openingFloat, count] = useWatch<CloseValues>({ name: ['openingFloat', 'count'] });
  const { counted, difference } = liveFigures(movements, { openingFloat, count: count as CloseValues['count'] });
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} sx={{ my: 1 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <FigureCard label={translate(t('counted'))} value={lkr(counted)} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <DifferenceCard difference={difference} />
      </Grid>
    </Grid>
  );
}

/**
 * The day's figures in cards, live as the opening float is typed: cash received and paid out and
 * the cash expected; then each other tender's totals, for the card terminal and the apps to agree
 * with.
 */
export function DayFigureCards({ movements }: { movements: unknown }) {
  const translate = useTranslate();
  // The figures move with the opening float alone, not with each box of the count or the note.
  const openingFloat = useWatch<CloseValues>({ name: 'openingFloat' });
  const { figures } = liveFigures(movements, { openingFloat });
  const { cash } = figures;
  const card = (key: string, value: string, detail?: string) => (
    <Grid size={{ xs: 6, md: 4 }} key={key}>
      <FigureCard label={translate(t(key))} value={value} detail={detail} />
    </Grid>
  );
  return (
    <Box component="section" aria-label={translate(t('figures'))} sx={{ my: 1 }}>
      <Grid container spacing={{ xs: 1, sm: 2 }}>
        {card('cashIn', lkr(cash.received + cash.payIns), translate(t('cashInDetail'), { received: lkr(cash.received), payIns: lkr(cash.payIns) }))}
        {card(
          'cashOut',
          lkr(cash.refunded + cash.spent + cash.payOuts),
          translate(t('cashOutDetail'), { refunds: lkr(cash.refunded), expenses: lkr(cash.spent), payOuts: lkr(cash.payOuts) }),
        )}
        {card('expected', lkr(cash.expected))}
      </Grid>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {translate(t('tenders'))}
      </Typography>
      <Grid container spacing={{ xs: 1, sm: 2 }}>
        {figures.tenders
          .filter((line) => line.method !== 'cash')
          .map((line) => (
            <Grid size={{ xs: 6, md: 3 }} key={line.method}>
              <FigureCard
                label={translate(`app.payments.tenders.${line.method}`)}
                value={lkr(line.net)}
                detail={translate(t('tenderLine'), { received: lkr(line.received), out: lkr(line.refunded + line.spent) })}
              />
            </Grid>
          ))}
      </Grid>
    </Box>
  );
}
