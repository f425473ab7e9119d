import { useQuery } from '@tanstack/react-query';
import { useHttp } from '../../engine/HttpContext';
import { routeAnswerQuery } from '../../engine/useRouteAnswer';
import type { CashMovement, DayClose, DayFloatCheck } from '.';

export const RESOURCE = 'dayclose';

/** GET /dayclose/day/:day: the day as it stands (LKR): its open period, or its close once closed. */
export interface DayAnswer {
  day: string;
  /** What the last close before the open period left in the drawer (or, once closed, the float it was closed with). */
  openingFloat: number;
  /** What moved in the open period (since the day's last shift close). */
  movements: Record<string, unknown>;
  /** The shift the open period is (absent from a server before shifts). */
  shift?: number;
  /** When the open period started, null: the day's start. */
  fromAt?: string | null;
  cashMovements: CashMovement[];
  floatChecks: DayFloatCheck[];
  /** The day's close, or null while the day is open. */
  close: DayClose | null;
  /** Every close standing for the day, shifts and the day's, in the order closed. */
  closes?: DayClose[];
}

/**
 * A day's figures as they stand, read afresh each time a screen shows them (a sale made on
 * another screen a minute ago counts), and again after every write of a close or pay-in/out:
 * the answer is kept under the day close's name.
 */
export function useDayAnswer(day: string, { enabled = true }: { enabled?: boolean } = {}) {
  const http = useHttp();
  return useQuery({ ...routeAnswerQuery(http, `GET /dayclose/day/${day}`), enabled: enabled && Boolean(day), retry: 0, refetchOnMount: 'always' }) as ReturnType<
    typeof useQuery<DayAnswer>
  >;
}
