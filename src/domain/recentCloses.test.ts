import { describe, expect, it } from 'vitest';
import { dayCloseDue, readRecentDays, recentDays } from './recentCloses';

// Colombo is UTC+05:30: 14:30 UTC is 20:00 there.
const at = (iso: string) => new Date(iso).getTime();

describe("today's close is due after the closing hour (Asia/Colombo, today only)", () => {
  const open = [{ day: '2026-11-24', closed: false }];
  const closed = [{ day: '2026-11-24', closed: true }];

  it('is not due before the hour, and is due from the hour on while today is open', () => {
    expect(dayCloseDue(at('2026-11-24T14:29:59.999Z'), 20, open)).toBe(false); // 19:59:59 in Colombo
    expect(dayCloseDue(at('2026-11-24T14:30:00.000Z'), 20, open)).toBe(true); // 20:00
    expect(dayCloseDue(at('2026-11-24T18:29:00.000Z'), 20, open)).toBe(true); // 23:59
  });

  it('reads the hour on the shop’s clock, not UTC’s or the browser’s', () => {
    // 09:00 UTC is 14:30 in Colombo: past a 14:00 closing, not yet a 15:00 one.
    expect(dayCloseDue(at('2026-11-24T09:00:00.000Z'), 14, open)).toBe(true);
    expect(dayCloseDue(at('2026-11-24T09:00:00.000Z'), 15, open)).toBe(false);
  });

  it('is not due once today is closed', () => {
    expect(dayCloseDue(at('2026-11-24T15:00:00.000Z'), 20, closed)).toBe(false);
  });

  it('asks only about today: an answer of yesterday’s days says nothing after midnight', () => {
    // 00:30 on 25 Nov in Colombo, with a closing hour of 0: the days read still end on the 24th.
    expect(dayCloseDue(at('2026-11-24T19:00:00.000Z'), 0, open)).toBe(false);
    expect(dayCloseDue(at('2026-11-24T19:00:00.000Z'), 0, [{ day: '2026-11-25', closed: false }, ...open])).toBe(true);
    expect(dayCloseDue(at('2026-11-24T15:00:00.000Z'), 20, undefined)).toBe(false);
  });
});

describe('the last days’ closes', () => {
  it('lists the days up to today, latest first: closed with the difference, or not closed; float checks on their Colombo day', () => {
    const days = recentDays(
      '2026-11-24',
      3,
      [{ day: '2026-11-22', difference: -10_000 }],
      [
        { rechargeType: 'Dialog', difference: -25_050, adjusted: false, checkedAt: '2026-11-22T18:29:59.999Z' }, // 23:59:59 on the 22nd
        { rechargeType: 'Hutch', difference: 15_000, adjusted: true, checkedAt: '2026-11-22T18:30:00.000Z' }, // 00:00 on the 23rd
      ],
    );
    expect(days).toEqual([
      { day: '2026-11-24', closed: false, difference: null, floatChecks: [] },
      { day: '2026-11-23', closed: false, difference: null, floatChecks: [{ rechargeType: 'Hutch', difference: 15_000, adjusted: true }] },
      { day: '2026-11-22', closed: true, difference: -10_000, floatChecks: [{ rechargeType: 'Dialog', difference: -25_050, adjusted: false }] },
    ]);
  });

  it('keeps a matched close (difference 0) apart from a day not closed', () => {
    const [day] = recentDays('2026-11-24', 1, [{ day: '2026-11-24', difference: 0 }], []);
    expect(day).toEqual({ day: '2026-11-24', closed: true, difference: 0, floatChecks: [] });
  });

  it('reads ?days= as 1 to 31 whole days, 7 when absent', () => {
    expect([undefined, '', '1', '31', '7'].map(readRecentDays)).toEqual([7, 7, 1, 31, 7]);
    expect(['0', '32', '2.5', 'seven', '-1'].map(readRecentDays)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
