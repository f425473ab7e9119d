import { shownOfAllText } from '../../domain/labels';
import { RECHARGE_TYPES } from '../../domain/recharge';
import type { RouteFigure } from '../types';

/** One card per provider, from `GET /recharge/balance` (read again after every write). */
export const BALANCE_ROUTE = 'GET /recharge/balance' as const;

/** The balance cards both recharge screens show first: labels `resources.<name>.summary.<provider>`. */
export const balanceFigures: RouteFigure[] = RECHARGE_TYPES.map((type) => ({
  key: type,
  kind: 'money',
  route: BALANCE_ROUTE,
  value: (answer: Record<string, unknown> | null | undefined) => Number(answer?.[type] ?? 0),
}));

/** 'Records shown / all', e.g. '12 / 340'. */
export const shownOfAll = (rows: { filtered: readonly unknown[]; all: readonly unknown[] }) => shownOfAllText(rows.filtered.length, rows.all.length);
