import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, currentUser } from './auth/guard';
import { recordActivity } from './db/activity';
import { HttpError } from './errors';

/**
 * A price refused as below cost tells staff only "below cost", yet each refusal halves the range
 * a cost lies in: some twenty tries find a buying price to the cent. So every such refusal is
 * written to the activity log (who, what, the price tried), and after FREE_REFUSALS in a row by one
 * user each further refusal answers later and later (up to MAX_DELAY_MS); an accepted sale starts
 * the count again. Counted per server process: enough to make a search take hours, not seconds.
 */
export const FREE_REFUSALS = 3;
const STEP_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Is `error` the below-cost refusal (a bill's line or a recharge sale's price)? */
export const isBelowCostRefusal = (error: unknown) => error instanceof HttpError && error.statusCode === 403 && error.answer.key === 'belowCostForbidden';

/** What was tried: the sale's section, the product (or provider) and the price refused. */
export interface PriceTried {
  resource: 'bills' | 'recharges/history';
  recordId: string | null;
  price: unknown;
}

export interface PriceProbes {
  /** After a sale's transaction failed: logs and slows a below-cost refusal (other errors pass untouched). */
  refused(request: FastifyRequest, error: unknown, tried: (error: HttpError) => PriceTried): Promise<void>;
  /** After a sale went through: the user's count starts again. */
  accepted(request: FastifyRequest): void;
}

export function createPriceProbes(app: FastifyInstance, sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): PriceProbes {
  const inARow = new Map<string, number>();
  return {
    async refused(request, error, tried) {
      if (!isBelowCostRefusal(error)) return;
      const what = tried(error as HttpError);
      const { id } = currentUser(request);
      const count = (inARow.get(id) ?? 0) + 1;
      inARow.set(id, count);
      await recordActivity(app.db, {
        user: actorOf(request),
        action: 'priceRefused',
        resource: what.resource,
        recordId: what.recordId,
        after: { price: what.price, inARow: count },
      });
      if (count > FREE_REFUSALS) await sleep(Math.min(MAX_DELAY_MS, STEP_MS * 2 ** (count - FREE_REFUSALS - 1)));
    },
    accepted(request) {
      inARow.delete(currentUser(request).id);
    },
  };
}
