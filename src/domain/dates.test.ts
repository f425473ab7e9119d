import { describe, expect, it } from 'vitest';
import { askedDay, payloadDay, shopDay, shopDayOf, shopDayStart } from './dates';

describe('shop dates (Asia/Colombo, UTC+05:30)', () => {
  it.each([
    ['2026-03-11T18:29:59.999Z', '2026-03-11'],
    ['2026-03-11T18:30:00.000Z', '2026-03-12'],
    ['2025-12-31T18:30:00.000Z', '2026-01-01'],
  ])('the instant %s falls on the shop day %s', (instant, day) => {
    expect(shopDay(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-03-12', '2026-03-11T18:30:00.000Z'],
    ['2024-02-29', '2024-02-28T18:30:00.000Z'],
    ['2026-02-29', undefined],
    ['2026-3-12', undefined],
    ['2026-03-12 10:00:00', undefined],
  ])('the shop day %s starts at %s', (day, start) => {
    expect(shopDayStart(day)).toBe(start);
  });

  it.each([
    ['2026-03-12', '2026-03-12'],
    [' 2026-03-12 ', '2026-03-12'],
    ['2026-03-12 08:30:00', '2026-03-12'],
    ['2026-03-12 23:59:59', '2026-03-12'],
    ['2026-03-12 24:00:00', undefined],
    ['2026-03-12 08:30', undefined],
    ['2026-03-12T08:30:00', undefined],
    ['2026-03-12T08:30:00Z', undefined],
    ['2026-13-01', undefined],
    ['2026-02-30', undefined],
    ['0099-01-01', undefined],
    ['12/03/2026', undefined],
    ['', undefined],
  ])('the payload date %j names the day %s', (value, day) => {
    expect(payloadDay(value)).toBe(day);
  });
});

describe('shopDayOf: the Colombo day a stored value falls on', () => {
  it.each([
    ['2026-03-12', '2026-03-12'],
    ['2026-03-12 23:59:00', '2026-03-12'],
    ['2026-03-12T18:29:59.999Z', '2026-03-12'],
    ['2026-03-12T18:30:00.000Z', '2026-03-13'],
    ['2026-03-12T00:00:00+05:30', '2026-03-12'],
    ['not a day', undefined],
    [42, undefined],
  ])('%j → %j', (value, day) => {
    expect(shopDayOf(value)).toBe(day);
  });

  it("agrees with the platform's Asia/Colombo zone data across a year of instants", () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const instant = new Date(Date.UTC(2025, 0, 1) + hour * 3_600_000 + 17 * 60_000);
      expect(shopDayOf(instant.toISOString())).toBe(zone.format(instant));
      expect(shopDay(instant)).toBe(zone.format(instant));
    }
  });
});

describe('askedDay: the one day a query or form may name', () => {
  it('is none when nothing or only spaces are given', () => {
    for (const value of [undefined, null, '', '   ']) expect(askedDay(value), String(value)).toEqual({});
  });

  it('is a day alone, spaces around it ignored', () => {
    expect(askedDay('2026-03-13')).toEqual({ day: '2026-03-13' });
    expect(askedDay(' 2024-02-29 ')).toEqual({ day: '2024-02-29' });
  });

  it('refuses what is not a day, and a moment, with the date message', () => {
    for (const value of ['today', '2026-02-30', '2025-02-29', '2026-13-01', '2026-3-1', '13/03/2026', '2026-03-13 10:00:00', '2026-03-13T10:00', 20260313, ['2026-03-13']]) {
      expect(askedDay(value), String(value)).toEqual({ error: 'dateInvalid' });
    }
  });
});
