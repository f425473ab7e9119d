import { SHOP_TIME_ZONE } from './dates';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec §1, §9: every date is shown in the shop's time zone. */
export { SHOP_TIME_ZONE };
export const DATE_FORMAT = 'DD MMM YYYY';
export const DATE_TIME_FORMAT = 'DD MMM YYYY hh:mm A';

function inShopZone(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(SHOP_TIME_ZONE) : undefined;
}

/** `12 Mar 2026`, or '' for no or bad input. */
export function formatDate(value: string | number | Date | null | undefined): string {
  return inShopZone(value)?.format(DATE_FORMAT) ?? '';
}

/** `12 Mar 2026 04:30 PM`, or '' for no or bad input. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  return inShopZone(value)?.format(DATE_TIME_FORMAT) ?? '';
}

const lkr = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `LKR 1,250.00` (spec §9: money with two decimals). */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = Number(value ?? 0);
  return `LKR ${lkr.format(Number.isFinite(amount) ? amount : 0)}`;
}

/** The name a person is shown by: first and last name, trimmed. */
export function fullName(person: object | null | undefined): string {
  const { firstName, lastName } = (person ?? {}) as { firstName?: unknown; lastName?: unknown };
  return [firstName, lastName]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ')
    .trim();
}
