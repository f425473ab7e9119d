import { useQuery } from '@tanstack/react-query';
import { useHttp } from '../../engine/HttpContext';
import { routeAnswerQuery } from '../../engine/useRouteAnswer';
import type { CashMovement, DayClose, DayFloatCheck } from '.';

export const RESOURCE = 'dayclose';

/** GET /dayclose/day/:day: the day as it stands (LKR). */
export interface DayAnswer {
  day: string;
  /** What the last close before it left in the drawer (or, once closed, the float it was closed with). */
  openingFloat: number;
  movements: Record<string, unknown>;
  cashMovements: CashMovement[];
  floatChecks: DayFloatCheck[];
  close: DayClose | null;
}

/**
 * A day's figures as they stand, read afresh each time a screen shows them (a sale made on
 * another screen a minute ago counts), and again after every write of a close or pay-in/out:
 * the answer is kept under the day close's name.
 */
export function useDayAnswer(day: string) {
  const http = useHttp();
  return useQuery({ ...routeAnswerQuery(http, RESOURCE, `GET /dayclose/day/${day}`), enabled: Boolean(day), retry: 0, refetchOnMount: 'always' }) as ReturnType<
    typeof useQuery<DayAnswer>
  >;
}
