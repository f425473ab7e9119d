import { describe, expect, it } from 'vitest';
import { payloadDay, payloadMomentOf, shopDateTime, shopDay, shopDayEnd, shopDayOf, shopDayStart } from './dates';
import { DATE_FORMAT, DATE_TIME_FORMAT, PAYLOAD_DATE_TIME, PAYLOAD_DAY, SHOP_TIME_ZONE, dayjs, inShop, parseShop } from './dayjs';
import { formatDate, formatDateTime } from './format';
import { daysUpTo } from './dashboard';

describe('dayjs set up for the shop (Asia/Colombo)', () => {
  it('has the formats of product.md §7 and §9', () => {
    expect([PAYLOAD_DAY, PAYLOAD_DATE_TIME, DATE_FORMAT, DATE_TIME_FORMAT]).toEqual([
      'YYYY-MM-DD',
      'YYYY-MM-DD HH:mm:ss',
      'DD MMM YYYY',
      'DD MMM YYYY hh:mm A',
    ]);
    expect(SHOP_TIME_ZONE).toBe('Asia/Colombo');
  });

  it.each([
    ['2026-02-30', PAYLOAD_DAY],
    ['2026-3-1', PAYLOAD_DAY],
    ['2026-03-1', PAYLOAD_DAY],
    ['26-03-01', PAYLOAD_DAY],
    ['2026-13-01', PAYLOAD_DAY],
    ['2026-03-12 ', PAYLOAD_DAY],
    ['2026-03-12T00:00:00Z', PAYLOAD_DAY],
    ['2026-03-12 24:00:00', PAYLOAD_DATE_TIME],
    ['2026-03-12 9:05:00', PAYLOAD_DATE_TIME],
    ['2026-03-12 09:60:00', PAYLOAD_DATE_TIME],
    ['2026-02-29 10:00:00', PAYLOAD_DATE_TIME],
  ])('refuses the malformed payload %j (%s)', (value, format) => {
    expect(parseShop(value, format)).toBeUndefined();
  });

  it('refuses malformed days everywhere a payload day is read', () => {
    for (const bad of ['2026-02-30', '2026-3-1']) {
      expect(shopDayStart(bad)).toBeUndefined();
      expect(shopDayEnd(bad)).toBeUndefined();
      expect(shopDateTime(bad)).toBeUndefined();
      expect(payloadDay(bad)).toBeUndefined();
    }
    expect(formatDate('2026-02-30')).toBe('');
  });

  it('reads a payload day and moment as Colombo wall time', () => {
    expect(parseShop('2024-02-29', PAYLOAD_DAY)?.toISOString()).toBe('2024-02-28T18:30:00.000Z');
    expect(parseShop('2026-03-12 23:59:59', PAYLOAD_DATE_TIME)?.toISOString()).toBe('2026-03-12T18:29:59.000Z');
  });

  it('turns to the next shop day at 18:30 UTC', () => {
    expect(shopDay(new Date('2026-03-12T18:29:59.999Z'))).toBe('2026-03-12');
    expect(shopDay(new Date('2026-03-12T18:30:00.000Z'))).toBe('2026-03-13');
    expect(shopDayOf('2026-03-12T18:29:59.999Z')).toBe('2026-03-12');
    expect(shopDayOf('2026-03-12T18:30:00.000Z')).toBe('2026-03-13');
    expect(shopDayStart('2026-03-13')).toBe('2026-03-12T18:30:00.000Z');
    expect(shopDayEnd('2026-03-12')).toBe('2026-03-12T18:30:00.000Z');
    expect(shopDayEnd('2026-12-31')).toBe('2026-12-31T18:30:00.000Z');
    expect(formatDate('2026-03-12T18:29:59Z')).toBe('12 Mar 2026');
    expect(formatDate('2026-03-12T18:30:00Z')).toBe('13 Mar 2026');
    expect(formatDateTime('2026-03-12T18:30:00Z')).toBe('13 Mar 2026 12:00 AM');
    expect(payloadMomentOf('2026-03-12T18:30:00Z')).toBe('2026-03-13 00:00:00');
    expect(inShop('2026-03-12T18:29:00Z')?.format(PAYLOAD_DATE_TIME)).toBe('2026-03-12 23:59:00');
  });

  it('gives each instant of a UTC day its shop day, on either side of the shop midnight, first or second time asked', () => {
    const start = Date.parse('2026-03-14T00:00:00.000Z');
    const minute = 60_000;
    const days = [0, 18 * 60 * minute + 29 * minute, 18 * 60 * minute + 29 * minute + 59_999, 18 * 60 * minute + 30 * minute, 24 * 60 * minute - 1].map(
      (offset) => new Date(start + offset).toISOString(),
    );
    const expected = ['2026-03-14', '2026-03-14', '2026-03-14', '2026-03-15', '2026-03-15'];
    expect(days.map(shopDayOf)).toEqual(expected);
    expect(days.map(shopDayOf)).toEqual(expected);
  });

  it('counts calendar days across a month and a leap day', () => {
    expect(daysUpTo('2024-03-01', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('formats in English whatever locale dayjs was given elsewhere', () => {
    expect(dayjs('2026-03-12', PAYLOAD_DAY, true).format(DATE_FORMAT)).toBe('12 Mar 2026');
  });
});
