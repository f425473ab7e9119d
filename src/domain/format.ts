import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT, PAYLOAD_DATE_TIME, PAYLOAD_DAY, inShop, parseShop, type Dayjs } from './dayjs';

/** product.md §1, §9: every date is shown in the shop's time zone (see ./dayjs). */
export { SHOP_TIME_ZONE, DATE_FORMAT, DATE_TIME_FORMAT } from './dayjs';

const PAYLOAD_MINUTE = 'YYYY-MM-DD HH:mm';

/**
 * A value on the shop's clock: an instant is converted; a payload day (`YYYY-MM-DD`) or moment
 * (`YYYY-MM-DD HH:mm:ss`, or without seconds) already names the shop's own day and time.
 * Undefined for no or bad input.
 */
function onShopClock(value: string | number | Date | null | undefined): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}( |$)/.test(value)) {
    return parseShop(value, PAYLOAD_DAY) ?? parseShop(value, PAYLOAD_DATE_TIME) ?? parseShop(value, PAYLOAD_MINUTE);
  }
  return inShop(value);
}

/**
 * `12 Mar 2026`, or '' for no or bad input. Month names are in the screen's language, or in
 * `locale` (a document in its recipient's language; that language must be loaded).
 */
export function formatDate(value: string | number | Date | null | undefined, locale?: string): string {
  const day = onShopClock(value);
  return (locale ? day?.locale(locale) : day)?.format(DATE_FORMAT) ?? '';
}

/** `12 Mar 2026 04:30 PM`, or '' for no or bad input; in `locale` as formatDate. */
export function formatDateTime(value: string | number | Date | null | undefined, locale?: string): string {
  const moment = onShopClock(value);
  return (locale ? moment?.locale(locale) : moment)?.format(DATE_TIME_FORMAT) ?? '';
}

/** `04:30 PM` (Sinhala `04:30 ප.ව.`), or '' for no or bad input; in `locale` as formatDate. */
export function formatTime(value: string | number | Date | null | undefined, locale?: string): string {
  const moment = onShopClock(value);
  return (locale ? moment?.locale(locale) : moment)?.format(TIME_FORMAT) ?? '';
}

// Money, names and record numbers need no date formatting: they live in ./labels, so the
// screens that load first (declarations, the list engine) stay small.
export { formatAmount, formatMoney, fullName, isNegativeMoney, recordNumber } from './labels';
