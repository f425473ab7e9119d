import { describe, expect, it } from 'vitest';
import { isStockMovementKind, movementPaper, signedQuantity, STOCK_MOVEMENT_KINDS } from './stockMovements';

describe('the stock ledger’s kinds (issue 47)', () => {
  it('names every kind the issue lists, once', () => {
    for (const kind of ['sold', 'customerReturn', 'refill', 'received', 'supplierReturn', 'adjusted', 'counted', 'opening', 'billDeleted', 'edited']) {
      expect(isStockMovementKind(kind), kind).toBe(true);
    }
    expect(new Set(STOCK_MOVEMENT_KINDS).size).toBe(STOCK_MOVEMENT_KINDS.length);
    expect(isStockMovementKind('stolen')).toBe(false);
    expect(isStockMovementKind(undefined)).toBe(false);
  });

  it.each([
    [{ kind: 'sold', sourceNumber: 123 }, 'B-000123'],
    [{ kind: 'billDeleted', sourceNumber: 9 }, 'B-000009'],
    [{ kind: 'customerReturn', sourceNumber: 45 }, 'CN-000045'],
    [{ kind: 'received', sourceNumber: 7 }, 'GRN-000007'],
    [{ kind: 'supplierReturn', sourceNumber: 2 }, 'SRN-000002'],
    [{ kind: 'sold', sourceNumber: null }, ''],
    [{ kind: 'refill', sourceNumber: null }, ''],
    [{ kind: 'opening', sourceNumber: 5 }, ''],
  ] as const)('reads the paper of %j as %j', (movement, paper) => {
    expect(movementPaper(movement)).toBe(paper);
  });

  it.each([
    [5, '+5'],
    [-3, '\u22123'],
    [0, '0'],
  ])('shows %i as %s', (quantity, shown) => {
    expect(signedQuantity(quantity)).toBe(shown);
  });
});
