import { describe, expect, it } from 'vitest';
import { movementNumber, statementLines, statementTotals, type StatementMovement } from './statement';

const at = '2026-03-01T04:30:00.000Z';
const movement = (source: string, amount: number, extra: Partial<StatementMovement> = {}): StatementMovement => ({
  at,
  source,
  method: amount > 0 ? 'credit' : 'cash',
  amount,
  number: 7,
  sourceNumber: null,
  ...extra,
});

describe('an account statement (product.md §10)', () => {
  it('splits charges from payments and returns, with the balance after each line', () => {
    const lines = statementLines([
      movement('bill', 7000, { sourceNumber: 123 }),
      movement('sale', 1500),
      movement('account', -2000, { number: 45 }),
      movement('return', -2500, { method: 'credit', sourceNumber: 9 }),
      movement('repair', 3000.5, { sourceNumber: 678 }),
    ]);
    expect(lines.map(({ source, number, debit, credit, balance }) => [source, number, debit, credit, balance])).toEqual([
      ['bill', 'B-000123', 7000, 0, 7000],
      ['sale', '', 1500, 0, 8500],
      ['account', 'P-000045', 0, 2000, 6500],
      ['return', 'CN-000009', 0, 2500, 4000],
      ['repair', 'R-000678', 3000.5, 0, 7000.5],
    ]);
    expect(statementTotals(lines)).toEqual({ debits: 11500.5, credits: 4500, balance: 7000.5 });
  });

  it('adds up in whole cents: thirty payments of 0.10 settle LKR 3.00 exactly', () => {
    const lines = statementLines([movement('bill', 3), ...Array.from({ length: 30 }, () => movement('account', -0.1))]);
    expect(lines.at(-1)!.balance).toBe(0);
    expect(statementTotals(lines)).toEqual({ debits: 3, credits: 3, balance: 0 });
  });

  it('shows a balance below zero when returns credited are more than what is owed (the shop owes them)', () => {
    const lines = statementLines([movement('bill', 1000), movement('account', -1000), movement('return', -400)]);
    expect(lines.map((line) => line.balance)).toEqual([1000, 0, -400]);
  });

  it('has no lines and nothing owed for an empty account', () => {
    expect(statementLines([])).toEqual([]);
    expect(statementTotals([])).toEqual({ debits: 0, credits: 0, balance: 0 });
  });

  it('names no number it was not given (the shop’s own backend, a recharge sale)', () => {
    expect(movementNumber(movement('bill', 100, { sourceNumber: undefined }))).toBe('');
    expect(movementNumber(movement('account', -100, { number: undefined }))).toBe('');
    expect(movementNumber(movement('sale', 100, { number: 12, sourceNumber: 12 }))).toBe('');
  });
});
