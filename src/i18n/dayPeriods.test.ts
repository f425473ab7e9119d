import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from '../domain/format';
// Each language's module gives its dayjs locale the AM/PM words, as it does when the language loads.
import './si';
import './ta';

/** 10:00 and 16:30 on 12 Mar 2026 in Colombo; noon and midnight. */
const MORNING = '2026-03-12 10:00:00';
const AFTERNOON = '2026-03-12 16:30:00';

describe("a time in the reader's language says AM and PM in it (CLDR's day periods)", () => {
  it.each([
    ['si', '12 මැදි 2026 10:00 පෙ.ව.', '12 මැදි 2026 04:30 ප.ව.'],
    ['ta', '12 மார்ச் 2026 10:00 முற்பகல்', '12 மார்ச் 2026 04:30 பிற்பகல்'],
  ])('in %s', (locale, morning, afternoon) => {
    expect(formatDateTime(MORNING, locale)).toBe(morning);
    expect(formatDateTime(AFTERNOON, locale)).toBe(afternoon);
  });

  it('reads noon as PM and midnight as AM', () => {
    expect(formatTime('2026-03-12 12:00:00', 'si')).toBe('12:00 ප.ව.');
    expect(formatTime('2026-03-12 00:00:00', 'si')).toBe('12:00 පෙ.ව.');
    expect(formatTime('2026-03-12 12:00:00', 'ta')).toBe('12:00 பிற்பகல்');
    expect(formatTime('2026-03-12 00:00:00', 'ta')).toBe('12:00 முற்பகல்');
  });

  it('leaves English as it was', () => {
    expect(formatDateTime(MORNING, 'en')).toBe('12 Mar 2026 10:00 AM');
    expect(formatDateTime(AFTERNOON, 'en')).toBe('12 Mar 2026 04:30 PM');
    expect(formatTime(AFTERNOON)).toBe('04:30 PM');
  });
});
