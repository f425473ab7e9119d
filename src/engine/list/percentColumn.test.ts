import { describe, expect, it } from 'vitest';
import type { ColumnDeclaration } from '../../resources/types';
import { cellText, formatPercent, isNumeric, keepsOneLine } from './columnRenderers';
import { formatFigure } from '../Figures';

const translate = (key: string) => key;
const margin: ColumnDeclaration = { source: 'margin', kind: 'percent', value: (record: { m?: number }) => record.m };

describe('percent column kind (a margin)', () => {
  it('shows one decimal and a percent sign, negative too', () => {
    expect(cellText(margin, 'x', { m: 66.66 }, translate)).toBe('66.7%');
    expect(cellText(margin, 'x', { m: -20 }, translate)).toBe('-20.0%');
    expect(cellText(margin, 'x', { m: 0 }, translate)).toBe('0.0%');
    expect(formatPercent(12.25)).toBe('12.3%');
  });

  it('shows nothing for no value', () => {
    expect(cellText(margin, 'x', {}, translate)).toBe('');
  });

  it('lines up on the right on one line, like money', () => {
    expect(isNumeric('percent')).toBe(true);
    expect(keepsOneLine('percent')).toBe(true);
  });

  it('is a form and summary figure kind too', () => {
    expect(formatFigure('percent', 150)).toBe('150.0%');
  });
});
