import { shopDayEnd, shopDayStart } from './dates';
import type { MessageKey } from './messages';
import { isBlank } from './validation';

/** Instants (ISO-8601 UTC) bounding a report: from `start` inclusive to `end` exclusive; either may be open. */
export interface InstantRange {
  start?: string;
  end?: string;
}

/**
 * The revenue report's range from optional `YYYY-MM-DD` days, both inclusive Asia/Colombo
 * days: from the start of `from` to the start of the day after `to`. A malformed day or
 * `from` after `to` is the message key to answer.
 */
export function reportRange(from?: string, to?: string): InstantRange | { error: MessageKey } {
  const range: InstantRange = {};
  if (!isBlank(from)) {
    range.start = shopDayStart(from!.trim());
    if (!range.start) return { error: 'dateInvalid' };
  }
  if (!isBlank(to)) {
    range.end = shopDayEnd(to!.trim());
    if (!range.end) return { error: 'dateInvalid' };
  }
  if (range.start && range.end && range.start >= range.end) return { error: 'dateRangeOrder' };
  return range;
}
