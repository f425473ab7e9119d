import PayIcon from '@mui/icons-material/CurrencyExchange';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { shopDay } from '../../domain/dates';
import { dayFigures, movementsInCents } from '../../domain/dayClose';
import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import { fromCents, toCents } from '../../domain/money';
import { ResourceList } from '../../engine/list/ResourceList';
import { closesDay, differenceColor, type DayClose } from '.';
import CashMovementDialog from './CashMovementDialog';
import { ShiftCloseLines } from './ShiftCloseLines';
import { RESOURCE, useDayAnswer } from './useDayAnswer';

const t = (key: string) => `resources.${RESOURCE}.${key}`;

/** A day's difference as a chip, so short and over days stand out down the list. */
function DifferenceChip({ record }: { record: RaRecord }) {
  const difference = Number(record.difference);
  return <Chip size="small" label={formatMoney(difference)} color={differenceColor(difference)} variant={record.status === 'closed' ? 'filled' : 'outlined'} sx={{ fontVariantNumeric: 'tabular-nums' }} />;
}
/** Which close a row is: the day's, or a shift's by its number. */
function CloseKindChip({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const label = closesDay(record as DayClose) ? translate(t('kind.day')) : translate(t('kind.shift'), { shift: record.shift });
  return <Chip size="small" label={label} variant="outlined" color={closesDay(record as DayClose) ? 'primary' : 'default'} />;
}
const CELLS = {
  difference: (record: RaRecord) => <DifferenceChip record={record} />,
  shift: (record: RaRecord) => <CloseKindChip record={record} />,
};

/** Today at a glance: closed or not, the cash the drawer should hold now, and the way to pay cash in or out. */
function Today() {
  const translate = useTranslate();
  const today = shopDay();
  const { data, isError } = useDayAnswer(today);
  const { canAccess: mayRecord } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const [recording, setRecording] = useState(false);
  const title = translate(t('today.title'), { day: formatDate(today) });
  const expected = data ? fromCents(dayFigures(movementsInCents(data.movements), toCents(data.openingFloat)).cash.expected) : undefined;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ mt: 1, px: 2, py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {mayRecord && !data?.close && (
          <Button size="small" variant="outlined" startIcon={<PayIcon />} onClick={() => setRecording(true)}>
            {translate(t('today.payInOut'))}
          </Button>
        )}
      </Stack>
      {isError ? (
        <Typography variant="body2" color="error">
          {translate(t('today.failed'))}
        </Typography>
      ) : (
        data && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            <Typography component="li" variant="body2">
              {data.close
                ? translate(t('today.closed'), { name: data.close.closedByName ?? '', at: formatDateTime(data.close.closedAt) })
                : translate(t('today.open'))}
            </Typography>
            <ShiftCloseLines closes={data.closes} />
            {!data.close && (
              <Typography component="li" variant="body2">
                {translate(t('today.expected'), { amount: formatMoney(expected) })}
              </Typography>
            )}
            <Typography component="li" variant="body2">
              {translate(t('today.movements'), { count: data.cashMovements.length })}
            </Typography>
          </Box>
        )
      )}
      {recording && <CashMovementDialog onClose={() => setRecording(false)} />}
    </Paper>
  );
}

/** Day Close's list: today's state above the engine's list of closed days, each difference a coloured chip (product.md §10). */
export default function DayCloseList() {
  return (
    <>
      <Today />
      <ResourceList cells={CELLS} />
    </>
  );
}
