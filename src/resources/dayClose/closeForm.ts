import { cashDifference, countedCents, dayFigures, DENOMINATIONS, movementsInCents, storedCount, type DayFigures } from '../../domain/dayClose';
import { fromCents, readAmount, toCents } from '../../domain/money';
import { isBlank } from '../../domain/validation';

/**
 * The Close the day form's values: the opening float, the pieces of each note and coin (under
 * `count.d5000`: a bare number in a path would read as a list index), what is left in the
 * drawer and the note. Pure functions, so the live figures and the payload read them one way.
 */
export interface CloseValues {
  openingFloat?: unknown;
  count?: Record<string, unknown>;
  floatLeft?: unknown;
  note?: unknown;
}

/** The form's name of a denomination's box. */
export const countSource = (denomination: number) => `count.d${denomination}`;

/** The count as the domain reads it: pieces by the LKR value of each note and coin. */
export function countOf(values: CloseValues): Record<string, unknown> {
  return Object.fromEntries(DENOMINATIONS.map((denomination) => [String(denomination), values.count?.[`d${denomination}`]]));
}

/** An amount as typed, in cents; 0 while it is not a number. */
const cents = (value: unknown) => {
  const amount = readAmount(value);
  return Number.isFinite(amount) && !isBlank(value) ? toCents(amount) : 0;
};

/** What the closer sees as they type: the day's figures on the float typed, the count, and the difference (cents). */
export function liveFigures(movements: unknown, values: CloseValues): { figures: DayFigures; counted: number; difference: number } {
  const figures = dayFigures(movementsInCents(movements), cents(values.openingFloat));
  const counted = countedCents(countOf(values));
  return { figures, counted, difference: cashDifference(counted, figures.cash.expected) };
}

/** What POST /dayclose takes; `expected` is the cash the closer saw, so the server refuses the close if the takings moved since. */
export function closePayload(day: string, movements: unknown, values: CloseValues) {
  const { figures } = liveFigures(movements, values);
  const note = typeof values.note === 'string' ? values.note.trim() : '';
  return {
    day,
    openingFloat: fromCents(cents(values.openingFloat)),
    count: storedCount(countOf(values)),
    floatLeft: isBlank(values.floatLeft) ? null : Number(values.floatLeft),
    note: note || null,
    expected: fromCents(figures.cash.expected),
  };
}
