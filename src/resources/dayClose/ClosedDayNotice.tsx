import { Alert, Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { shopDay } from '../../domain/dates';
import { formatDate } from '../../domain/format';
import { offeredByBackend } from '../../engine/features';
import type { DayClose } from '.';
import { RESOURCE, useDayAnswer } from './useDayAnswer';

const t = (key: string) => `resources.${RESOURCE}.closedNotice.${key}`;

/**
 * The close standing for `day` (today unless named), or undefined while the day is open, is
 * being read, or the backend closes no days (the shop's own: nothing is asked of it). One
 * source for every screen: the Day Close screen's own answer of the day, read again as a screen
 * opens and after a close, a reopen or a write refused as the day is closed (the dataProvider).
 */
export function useClosedDay(day: string = shopDay()): DayClose | undefined {
  const offered = offeredByBackend({ feature: 'dayClose' });
  const { data } = useDayAnswer(day, { enabled: offered });
  return offered && data?.day === day ? (data.close ?? undefined) : undefined;
}

/**
 * '28 Nov 2026 is closed: …', said before any typing on a screen or in a dialog that writes
 * money into that day (bills, sales, expenses, payments, a bill's delete), so nobody types a
 * whole bill for the save to be refused. The owner gets Reopen (the Day Close screen's reopen of
 * that close, one click away); staff are told to ask the owner. Nothing while the day is open.
 */
export function ClosedDayNotice({ day, banner = false }: { day?: string; banner?: boolean }) {
  const translate = useTranslate();
  const close = useClosedDay(day);
  const { canAccess: mayReopen } = useCanAccess({ resource: RESOURCE, action: 'reopen' });
  if (!close) return null;
  // The day answer is read outside the dataProvider: the close keeps the API's `_id`.
  const text = translate(t('closed'), { day: formatDate(close.day) });
  return (
    <Alert
      severity="warning"
      role="status"
      sx={banner ? { mt: 1 } : { mb: 2 }}
      action={
        mayReopen && (
          <Button color="inherit" size="small" component={Link} to={`/${RESOURCE}/${encodeURIComponent(close._id ?? close.id)}/reopen`}>
            {translate(t('reopen'))}
          </Button>
        )
      }
    >
      {text} {mayReopen ? null : translate(t('askOwner'))}
    </Alert>
  );
}
