import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '../../domain/format';
import { closesDay, type DayClose } from '.';
import { RESOURCE } from './useDayAnswer';

const t = (key: string) => `resources.${RESOURCE}.${key}`;

/** The shifts of a day closed so far, one list item each: 'Shift 1 closed 24 Nov 2026 14:02 by Nimal, difference LKR -100.00'. */
export function ShiftCloseLines({ closes }: { closes: readonly DayClose[] | undefined }) {
  const translate = useTranslate();
  return (closes ?? [])
    .filter((close) => !closesDay(close))
    .map((close) => (
      <Typography component="li" variant="body2" key={close._id}>
        {translate(t('today.shiftClosed'), {
          shift: close.shift,
          at: formatDateTime(close.closedAt),
          name: close.closedByName ?? '',
          difference: formatMoney(close.difference),
        })}
      </Typography>
    ));
}
