import { askedDay, shopDayEnd, shopDayStart } from '../src/domain/dates';
import { revenueRangeRules } from '../src/domain/repairs';
import { firstError } from '../src/domain/validation';
import { HttpError } from './errors';
import { cleanInput } from './schemas/common';

/**
 * A query's range of shop days, `from` and `to` (`YYYY-MM-DD`, both included), as the revenue
 * reports ask it, with the instants they span in Asia/Colombo; 400 with the reports' messages
 * when a day is missing or wrong, or `from` comes after `to`.
 */
export function readDayRange(query: { from?: string | null; to?: string | null }): { from: string; to: string; start: string; end: string } {
  const form = cleanInput(query);
  const problem = firstError(revenueRangeRules, form);
  if (problem) throw new HttpError(400, { key: problem });
  const [from, to] = [form.from!, form.to!];
  if (from > to) throw new HttpError(400, { key: 'dateRangeOrder' });
  return { from, to, start: shopDayStart(from)!, end: shopDayEnd(to)! };
}

/**
 * A query's (or a form's) one optional shop day, `YYYY-MM-DD` (src/domain/dates.ts `askedDay`):
 * undefined when none is asked, so the route says which day that means; 400 with the range's
 * message for a wrong day (`dateInvalid`), named under its field.
 */
export function readDay(value: unknown, field = 'day'): string | undefined {
  const asked = askedDay(value);
  if ('error' in asked) throw new HttpError(400, { key: asked.error }, { [field]: { key: asked.error } });
  return asked.day;
}
