import type { Said } from './messages';
import { units } from './products';
import { stockNote } from './stockAdjustments';
import { isBlank, type Rule, type RuleSet } from './validation';

/**
 * Stock counts (issue 47, our server's `stockCounts`): a count sheet lists products (all, or
 * those a search finds) with the stock each has (`expected`), taken again when a line is first
 * counted. Counters enter what they find; the owner posts the sheet, which writes one `counted`
 * movement per product whose count differs, all in one transaction.
 *
 * Sales made while counting: the sheet posts the DIFFERENCE (counted − expected), not the count,
 * to today's stock. A unit sold before its line was counted is out of the shelf and of expected
 * alike; one sold after left the shelf and the stock alike. So a sale is neither counted nor
 * expected twice, and never lost.
 *
 * Statuses: `counting` (anyone enters counts) → `submitted` (the counter is done; only the owner
 * changes counts now) → `posted` (the movements are written) or `discarded`. Posted and discarded
 * sheets never change.
 */
export const STOCK_COUNT_STATUSES = ['counting', 'submitted', 'posted', 'discarded'] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

/** Posted and discarded sheets are final. */
export const isFinal = (status: StockCountStatus): boolean => status === 'posted' || status === 'discarded';

/** The longest search a sheet is made from (a product's name is at most 100 characters). */
export const COUNT_SEARCH_MAX = 100;

/** One product of a sheet as the domain reads it; `unitCost` (cents) is the owner's alone. */
export interface CountLine {
  expected: number;
  /** Null until counted. */
  counted: number | null;
  unitCost?: number;
}

/** counted − expected; null while not counted. */
export function lineDifference(line: Pick<CountLine, 'expected' | 'counted'>): number | null {
  return line.counted === null ? null : line.counted - line.expected;
}

/** The difference's value at the buying price, in cents (negative: stock lost); 0 while not counted. */
export function lineValue(line: CountLine): number {
  return (lineDifference(line) ?? 0) * (line.unitCost ?? 0);
}

/** A sheet's figures: products, counted, differing, units over and short, and (cents) the value of the differences. */
export function countSummary(lines: readonly CountLine[]) {
  let counted = 0;
  let differing = 0;
  let over = 0;
  let short = 0;
  let value = 0;
  for (const line of lines) {
    const difference = lineDifference(line);
    if (difference === null) continue;
    counted++;
    if (difference !== 0) differing++;
    if (difference > 0) over += difference;
    else short -= difference;
    value += lineValue(line);
  }
  return { products: lines.length, counted, differing, over, short, value };
}

/** The stock a posted line leaves: today's stock moved by the difference (see above: sales while counting). */
export const postedStock = (current: number, line: Pick<CountLine, 'expected' | 'counted'>): number => current + (lineDifference(line) ?? 0);

/** A count as typed: blank (not counted yet) or a whole number, 0 or more. */
const countedUnits = units(0, 'quantityNegative');

const search: Rule = (value) => (isBlank(value) || [...String(value).trim()].length <= COUNT_SEARCH_MAX ? undefined : 'stockCountSearchTooLong');

/** A new sheet: an optional search (blank: every product) and note. */
export const newCountRules: RuleSet = { search: [search], note: [stockNote] };

/** One line's count. */
export const countedRules: RuleSet = { counted: [countedUnits] };

/** 'HDMI Cable has 1 in stock now: posting its difference of −3 would take it below 0. Count it again.' */
export function countBelowZeroMessage(name: string, quantity: number, difference: number): Said {
  return { key: 'stockCountBelowZero', values: { name, quantity: String(quantity), difference: String(difference) } };
}

/** Why a sheet in this status refuses a change (counts, submit, post, discard), or undefined when it takes it. */
export function closedMessage(status: StockCountStatus): Said | undefined {
  if (status === 'posted') return { key: 'stockCountPosted' };
  if (status === 'discarded') return { key: 'stockCountDiscarded' };
  return undefined;
}
