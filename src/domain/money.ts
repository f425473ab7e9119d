/**
 * Money (product.md §9): LKR amounts with at most two decimals, stored and summed as whole cents
 * so totals never drift. Shared by every resource that handles money.
 */

/** LKR → whole cents (the amount has at most two decimals once validated). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Whole cents → LKR. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** Σ of a money field over rows, in whole cents (no drift over thousands of rows); a missing amount counts 0. */
export function sumMoney<T>(rows: readonly T[], amount: (row: T) => unknown): number {
  return fromCents(rows.reduce((total, row) => total + toCents(Number(amount(row) ?? 0)), 0));
}

/** True when `amount` has no more than two decimals (0.1 + 0.2 counts as 0.3). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) <= 1e-6;
}

/** A number typed into a form (or sent as JSON) as a number; NaN when it is none. */
export function readAmount(value: unknown): number {
  return typeof value === 'number' ? value : Number(String(value).trim());
}
