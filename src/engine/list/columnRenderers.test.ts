import { describe, expect, it } from 'vitest';
import type { ColumnDeclaration } from '../../resources/types';
import { timesHint } from '../../resources/recharges/TopUpList';
import { cellText, renderCell } from './columnRenderers';

const labels: Record<string, string> = {
  'resources.recharges/management.fields.createdAt': 'Created',
  'resources.recharges/management.fields.updatedAt': 'Updated',
};
const translate = (key: string) => labels[key] ?? key;

describe('column words', () => {
  it('show money with the declared decimals (a unit cost with four)', () => {
    const column: ColumnDeclaration = { source: 'unitCost', kind: 'money', decimals: 4 };
    expect(cellText(column, 'things', { unitCost: 0.965 }, translate)).toBe('LKR 0.9650');
    expect(cellText({ source: 'unitCost', kind: 'money' }, 'things', { unitCost: 0.965 }, translate)).toBe('LKR 0.97');
  });

  it("word a top-up's times as 'Label: value' lines in the shop's time zone", () => {
    const record = { id: 't1', createdAt: '2026-03-12T04:30:00.000Z', updatedAt: '2026-03-13T10:15:00.000Z' };
    expect(timesHint(record, translate)).toBe('Created: 12 Mar 2026 10:00 AM\nUpdated: 13 Mar 2026 03:45 PM');
  });

  it("break a date and time only between the two, so a narrow table puts the time under the date (its buttons stay in view)", () => {
    const column: ColumnDeclaration = { source: 'at', kind: 'datetime' };
    const record = { at: '2026-03-12T04:30:00.000Z' };
    expect(renderCell(column, 'things', record, translate)).toBe('12\u00A0Mar\u00A02026 10:00\u00A0AM');
    expect(cellText(column, 'things', record, translate)).toBe('12 Mar 2026 10:00 AM');
    expect(renderCell(column, 'things', { at: null }, translate)).toBe('');
  });
});
