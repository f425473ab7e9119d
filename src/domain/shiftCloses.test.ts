import { describe, expect, it } from 'vitest';
import { messageText } from './messages';
import { closedDays, closingPeriod, countsIn, latestClose, openPeriod, periodBounds, periodOf, reopenLaterFirstMessage, shiftAlreadyClosedMessage, type StandingClose } from './shiftCloses';

/** 24 Nov 2026 in Colombo (UTC+5:30) runs from 23 Nov 18:30 UTC to 24 Nov 18:30 UTC. */
const DAY = '2026-11-24';
const DAY_START = '2026-11-23T18:30:00.000Z';
const DAY_END = '2026-11-24T18:30:00.000Z';
/** Shift 1 closed at 14:02 Colombo. */
const SHIFT_1_AT = '2026-11-24T08:32:00.000Z';

const shift1: StandingClose = { shift: 1, closesDay: false, closedAt: SHIFT_1_AT, floatLeft: 150_000 };

describe('the periods of a day closed by shift', () => {
  it('opens the day’s first shift at the Colombo midnight with what the last close of an earlier day left', () => {
    expect(openPeriod([], 500_000)).toEqual({ shift: 1, from: null, openingFloat: 500_000 });
    expect(periodBounds(DAY, { from: null, to: null })).toEqual({ madeFrom: DAY_START, madeTo: DAY_END, datedFrom: null, datedTo: null });
  });

  it('opens the next shift from the last close, with the float it left: the chain of opening floats', () => {
    const shift2: StandingClose = { shift: 2, closesDay: false, closedAt: '2026-11-24T13:00:00.000Z', floatLeft: 90_000 };
    // Listed in any order: the latest by when it was closed leads.
    expect(openPeriod([shift2, shift1], 500_000)).toEqual({ shift: 3, from: shift2.closedAt, openingFloat: 90_000 });
    expect(openPeriod([shift1], 500_000)).toEqual({ shift: 2, from: SHIFT_1_AT, openingFloat: 150_000 });
    expect(latestClose([shift2, shift1])).toBe(shift2);
    expect(latestClose([])).toBeUndefined();
  });

  it('closes a shift up to the moment it is closed, and the day up to its end', () => {
    const open = openPeriod([shift1], 0);
    expect(closingPeriod(open, false, '2026-11-24T13:00:00.000Z')).toEqual({ from: SHIFT_1_AT, to: '2026-11-24T13:00:00.000Z' });
    expect(closingPeriod(open, true, '2026-11-24T15:00:00.000Z')).toEqual({ from: SHIFT_1_AT, to: null });
    expect(periodOf({ fromAt: null, closesDay: 0, closedAt: SHIFT_1_AT })).toEqual({ from: null, to: SHIFT_1_AT });
    expect(periodOf({ fromAt: SHIFT_1_AT, closesDay: 1, closedAt: '2026-11-24T15:00:00.000Z' })).toEqual({ from: SHIFT_1_AT, to: null });
  });

  it('counts a payment in the period it was made, within the day’s Colombo midnights', () => {
    const first = { from: null, to: SHIFT_1_AT };
    const last = { from: SHIFT_1_AT, to: null };
    // 00:00:00 Colombo is the day's; 23:59:59.999 of the day before is not.
    expect(countsIn(DAY_START, DAY, first, false)).toBe(true);
    expect(countsIn('2026-11-23T18:29:59.999Z', DAY, first, false)).toBe(false);
    // The moment a shift closes starts the next one.
    expect(countsIn('2026-11-24T08:31:59.999Z', DAY, first, false)).toBe(true);
    expect(countsIn(SHIFT_1_AT, DAY, first, false)).toBe(false);
    expect(countsIn(SHIFT_1_AT, DAY, last, false)).toBe(true);
    // The day's close runs to 23:59:59.999 Colombo, not into the next day.
    expect(countsIn('2026-11-24T18:29:59.999Z', DAY, last, false)).toBe(true);
    expect(countsIn(DAY_END, DAY, last, false)).toBe(false);
  });

  it('counts an expense dated that day in the period it was entered: before the day in the first, after it in the last', () => {
    const first = { from: null, to: SHIFT_1_AT };
    const last = { from: SHIFT_1_AT, to: null };
    const enteredTheEveningBefore = '2026-11-23T15:00:00.000Z';
    const enteredTheMorningAfter = '2026-11-25T03:00:00.000Z';
    expect(countsIn(enteredTheEveningBefore, DAY, first, true)).toBe(true);
    expect(countsIn(enteredTheEveningBefore, DAY, last, true)).toBe(false);
    expect(countsIn(enteredTheMorningAfter, DAY, first, true)).toBe(false);
    expect(countsIn(enteredTheMorningAfter, DAY, last, true)).toBe(true);
  });

  it('keeps a shift closed after the day ended (past midnight) within the day for payments', () => {
    const lateShift = { from: null, to: '2026-11-24T19:00:00.000Z' };
    expect(periodBounds(DAY, lateShift)).toMatchObject({ madeFrom: DAY_START, madeTo: DAY_END, datedTo: '2026-11-24T19:00:00.000Z' });
    expect(countsIn('2026-11-24T18:45:00.000Z', DAY, lateShift, false)).toBe(false);
    expect(countsIn('2026-11-24T18:45:00.000Z', DAY, lateShift, true)).toBe(true);
  });
});

describe('the days closed by shift', () => {
  it('are the days with a day’s close standing, each with its standing closes’ differences summed', () => {
    const closes = [
      { day: '2026-11-24', closesDay: false, difference: -10_000, standing: true },
      { day: '2026-11-24', closesDay: false, difference: -5_000, standing: false },
      { day: '2026-11-24', closesDay: true, difference: 2_500, standing: true },
      // Shifts closed, the day not: not closed.
      { day: '2026-11-25', closesDay: false, difference: -100, standing: true },
      // The day's close reopened.
      { day: '2026-11-23', closesDay: 1, difference: 0, standing: false },
    ];
    expect(closedDays(closes)).toEqual([{ day: '2026-11-24', difference: -7_500 }]);
  });

  it('name the day and the shift in their refusals', () => {
    expect(messageText(shiftAlreadyClosedMessage(DAY, 2))).toBe('Shift 2 of 24 Nov 2026 is already closed');
    expect(messageText(reopenLaterFirstMessage(DAY))).toBe('24 Nov 2026 was closed again after this close: reopen the latest close first');
  });
});
