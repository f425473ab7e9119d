import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillLine } from '../src/domain/bills';
import { refusalSaid, type Said } from '../src/domain/messages';
import { can } from '../src/domain/permissions';
import { discountReasonRules, isDiscounted, priceRefusal, type PricePolicy } from '../src/domain/prices';
import { firstError } from '../src/domain/validation';
import { currentUser } from './auth/guard';
import { readSettings } from './db/settings';
import type { Database, Product } from './db/schema';
import { HttpError } from './errors';

/** A line of the bill's body, prices in cents, its reason trimmed (absent: none). */
export interface PricedLine {
  productId: string;
  quantity: number;
  billedPrice: number;
  discountReason?: string;
  /** A sold device's IMEI or serial (product.md §10), kept on the line as sent. */
  serial?: string;
}

/**
 * The bill's lines as it keeps them, checked against each product's prices in the bill's own
 * transaction (product.md §10): a discount needs a reason; staff stay within the owner's
 * largest discount and never go below cost. A refusal names the line's field (shown under it):
 * 400 for the limit and a missing reason, 403 for staff below cost. Each line keeps the selling
 * price it was billed against, and its reason only when it is a discount. The settings are read
 * only when a line is discounted, so a bill at the selling prices costs no extra query.
 */
export async function pricedLines(
  db: Kysely<Database>,
  request: FastifyRequest,
  lines: readonly PricedLine[],
  products: ReadonlyMap<string, Product>,
): Promise<BillLine[]> {
  const priced = lines.map((line) => {
    const product = products.get(line.productId)!;
    return { ...line, name: product.name, buyingPrice: product.buyingPrice, sellingPrice: product.sellingPrice };
  });
  for (const [index, line] of priced.entries()) {
    const problem = firstError({ discountReason: discountReasonRules }, line);
    if (problem) throw refusal(400, index, 'discountReason', { key: problem });
  }
  const discounted = priced.some(isDiscounted);
  if (discounted) {
    const mayUnderprice = can(currentUser(request).role, 'bills', 'anyPrice');
    const policy: PricePolicy = {
      mayUnderprice,
      maxDiscountPercent: mayUnderprice ? undefined : (await readSettings(db)).maxDiscountPercent,
      asksReason: true,
    };
    for (const [index, line] of priced.entries()) {
      const refused = priceRefusal(line, policy);
      if (!refused) continue;
      const said = refusalSaid(refused);
      if (refused.error === 'discountReasonRequired') throw refusal(400, index, 'discountReason', said);
      throw refusal(refused.error === 'belowCostForbidden' ? 403 : 400, index, 'billedPrice', said);
    }
  }
  return priced.map(({ discountReason, ...line }) => (discountReason && isDiscounted(line) ? { ...line, discountReason } : line));
}

const refusal = (status: number, index: number, field: string, said: Said) => new HttpError(status, said, { [`products.${index}.${field}`]: said });
