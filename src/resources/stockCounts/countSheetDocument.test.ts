import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { formatDateTime } from '../../domain/format';
import { countSheetDocument } from './countSheetDocument';
import type { StockCount } from '.';

/** The English catalogue as a translate function ('%{name}' filled in), as the print panel gives it. */
function translate(key: string, options: object = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) as string | undefined;
  return (text ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String((options as Record<string, unknown>)[name] ?? ''));
}

const sheet: StockCount = {
  id: 'c1',
  _id: 'c1',
  status: 'counting',
  search: 'cable',
  note: 'Shelf A',
  createdAt: '2026-03-12T04:30:00.000Z',
  updatedAt: '2026-03-12T04:30:00.000Z',
  submittedAt: null,
  closedAt: null,
  products: 2,
  counted: 1,
  differing: 1,
  over: 0,
  short: 2,
  value: -900,
  lines: [
    { _id: 'l1', productId: 'p1', name: 'HDMI Cable 1.5m', expected: 10, counted: 8, difference: -2, unitCost: 450, value: -900 },
    { _id: 'l2', productId: 'p2', name: 'Type-C Cable 1m', expected: 4, counted: null, difference: null, unitCost: 320, value: 0 },
  ],
};

describe('the printed count sheet', () => {
  it('lists each product with the stock expected, the count so far (blank to write in) and the difference, and no price or value', () => {
    const document = countSheetDocument(sheet, { translate });
    expect(document.title).toBe('Stock Count Sheet');
    expect(document.number).toBe(formatDateTime(sheet.createdAt));
    expect(document.details).toEqual([
      ['Status', 'Counting'],
      ['Products whose name has', 'cable'],
      ['Note', 'Shelf A'],
    ]);
    expect(document.table).toEqual({
      headers: ['Product', 'Expected', 'Counted', 'Difference'],
      rows: [
        ['HDMI Cable 1.5m', '10', '8', '\u22122'],
        ['Type-C Cable 1m', '4', '', ''],
      ],
      numeric: [false, true, true, true],
    });
    expect(document.totals).toEqual([
      ['Products', '2'],
      ['Counted', '1'],
      ['Differences', '1'],
    ]);
    expect(JSON.stringify(document)).not.toMatch(/450|900|LKR/);
  });
});
