import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { lowStockSummary, repairsWaiting, type LowStockSummary, type RepairsWaiting } from '../domain/dashboard';
import { useHttp } from '../engine/HttpContext';
import { routeAnswerQuery } from '../engine/useRouteAnswer';
import type { Product } from '../resources/products';
import type { Repair } from '../resources/repairs';
import type { Loaded } from './useShopData';

export interface Attention {
  waiting: Loaded<RepairsWaiting>;
  lowStock: Loaded<LowStockSummary>;
}

/** GET /dashboard/attention's answer. */
type AttentionAnswer = RepairsWaiting & { lowStock: LowStockSummary };

/**
 * The repairs waiting and the products low in stock: counted by a backend that offers it
 * (`summed`, our server's `dashboardLedgers`: one small answer at the dashboard's stock
 * threshold, kept under 'dashboard' and read again each time the dashboard is shown), or else
 * from the whole repairs and products lists the screens read.
 */
export function useAttention(
  summed: boolean,
  lists: { repairs: Loaded<readonly Repair[]>; products: Loaded<readonly Product[]> },
  stock: number,
  now: number,
): Attention {
  const http = useHttp();
  const { data, error } = useQuery({ ...routeAnswerQuery(http, `GET /dashboard/attention?stock=${stock}`), enabled: summed, retry: 1 });
  const answer = data as AttentionAnswer | undefined;
  const { repairs, products } = lists;
  return useMemo(() => {
    if (summed) {
      const failed = Boolean(error);
      return { waiting: { data: answer && { returned: answer.returned, overdue: answer.overdue }, failed }, lowStock: { data: answer?.lowStock, failed } };
    }
    return {
      waiting: { data: repairs.data && repairsWaiting(repairs.data, now), failed: repairs.failed },
      lowStock: { data: products.data && lowStockSummary(products.data, stock), failed: products.failed },
    };
  }, [summed, answer, error, repairs, products, stock, now]);
}
