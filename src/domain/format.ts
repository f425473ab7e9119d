import { DAY, shopClock } from './shopDay';

/** product.md §1, §9: every date is shown in the shop's time zone (see ./shopDay). */
export { SHOP_TIME_ZONE } from './dates';
export const DATE_FORMAT = 'DD MMM YYYY';
export const DATE_TIME_FORMAT = 'DD MMM YYYY hh:mm A';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => String(value).padStart(2, '0');

/**
 * The Asia/Colombo wall clock of a value (read with getUTC…): an instant is converted; a
 * payload day (`YYYY-MM-DD`) or moment (`YYYY-MM-DD HH:mm:ss`) already names the shop's own
 * day and time. Undefined for no or bad input.
 */
function shopWallClock(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (DAY.test(value) || /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value))) {
    const wall = new Date(`${value.replace(' ', 'T')}Z`);
    return Number.isNaN(wall.getTime()) ? undefined : wall;
  }
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? undefined : shopClock(time);
}

/** `12 Mar 2026`, or '' for no or bad input. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const wall = shopWallClock(value);
  return wall ? `${two(wall.getUTCDate())} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}` : '';
}

/** `12 Mar 2026 04:30 PM`, or '' for no or bad input. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const wall = shopWallClock(value);
  if (!wall) return '';
  const hours = wall.getUTCHours();
  const clock = `${two(hours % 12 === 0 ? 12 : hours % 12)}:${two(wall.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${formatDate(value)} ${clock}`;
}

// Money, names and record numbers need no date formatting: they live in ./labels, so the
// screens that load first (declarations, the list engine) stay small.
export { formatMoney, fullName, recordNumber } from './labels';
