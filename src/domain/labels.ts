/**
 * Money, names and record numbers as people read them (product.md §9). No date library here: the
 * declarations load with the first screen and use these.
 */

const lkr = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `LKR 1,250.00` (product.md §9: money with two decimals; a unit cost with four: `LKR 0.9650`). */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  const amount = Number(value ?? 0);
  const format = decimals === 2 ? lkr : new Intl.NumberFormat('en-LK', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `LKR ${format.format(Number.isFinite(amount) ? amount : 0)}`;
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
