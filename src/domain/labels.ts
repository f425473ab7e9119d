/**
 * Money, names and record numbers as people read them (product.md §9). No date library here: the
 * declarations load with the first screen and use these.
 */

const lkr = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * `1,250.00`: an amount's digits without the currency, for a message whose wording already
 * says `LKR {amount}` (product.md §5's insufficient balance). Every amount goes through here,
 * so a message and a figure read the same.
 */
export function formatAmount(value: number | string | null | undefined, decimals = 2): string {
  const amount = Number(value ?? 0);
  const format = decimals === 2 ? lkr : new Intl.NumberFormat('en-LK', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return format.format(Number.isFinite(amount) ? amount : 0);
}

/** `LKR 1,250.00` (product.md §9: money with two decimals; a unit cost with four: `LKR 0.9650`). */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  return `LKR ${formatAmount(value, decimals)}`;
}

/**
 * True for money as formatMoney writes a loss (`LKR -1,250.00`): figures arrive as text from
 * every screen (lists, reports, the dashboard), and each shows a loss in red.
 */
export function isNegativeMoney(text: string): boolean {
  return text.startsWith('LKR -');
}

/** The name a person is shown by: first and last name, trimmed. */
export function fullName(person: object | null | undefined): string {
  const { firstName, lastName } = (person ?? {}) as { firstName?: unknown; lastName?: unknown };
  return [firstName, lastName]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ')
    .trim();
}

/**
 * A record's number as people read it aloud and print it: the last 8 characters of its id,
 * upper case ('Bill No. 9C41F0A2'). Ids end in random digits, so these stay distinct.
 */
export function recordNumber(id: unknown): string {
  return String(id ?? '').slice(-8).toUpperCase();
}

/** 'Records shown / all', e.g. '12 / 340': a list's records figure, in the browser and as our server sums it. */
export function shownOfAllText(shown: number, all: number): string {
  return `${shown.toLocaleString('en-LK')} / ${all.toLocaleString('en-LK')}`;
}
