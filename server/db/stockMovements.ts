import { sql, type Kysely } from 'kysely';
import type { AdjustmentReason } from '../../src/domain/stockAdjustments';
import type { StockMovementKind } from '../../src/domain/stockMovements';
import { newId, timestamp } from './ids';
import type { Database, StockMovementRow } from './schema';

/** A movement to write: the product, its kind, the signed quantity and the stock after it. */
export interface MovementInput {
  productId: string;
  kind: StockMovementKind;
  quantity: number;
  onHand: number;
  source?: { id: string; number: number | null } | null;
  /** An adjustment's reason and note. */
  reason?: AdjustmentReason | null;
  note?: string | null;
}

/** Who made the movements (the signed-in user; null for the system). */
export interface MovementActor {
  id: string | null;
  name: string | null;
}

/**
 * Writes movements into the ledger. Call it inside the transaction that changed the stock,
 * with the stock it left, so the ledger and `products.quantity` commit (or roll back) together.
 */
export async function recordMovements(
  db: Kysely<Database>,
  movements: readonly MovementInput[],
  by: MovementActor,
  now: Date = new Date(),
): Promise<void> {
  if (movements.length === 0) return;
  const at = timestamp(now);
  await db
    .insertInto('stock_movements')
    .values(
      movements.map((movement) => ({
        id: newId(now),
        productId: movement.productId,
        kind: movement.kind,
        quantity: movement.quantity,
        onHand: movement.onHand,
        sourceId: movement.source?.id ?? null,
        sourceNumber: movement.source?.number ?? null,
        reason: movement.reason ?? null,
        note: movement.note ?? null,
        createdAt: at,
        createdById: by.id,
        createdByName: by.name,
      })),
    )
    .execute();
}

/** A product's movements, newest first (rowid breaks ties: the order they were written), one page. */
export function movementsOf(db: Kysely<Database>, productId: string, page: { offset: number; limit: number }): Promise<StockMovementRow[]> {
  return db
    .selectFrom('stock_movements')
    .selectAll()
    .where('productId', '=', productId)
    .orderBy('createdAt', 'desc')
    .orderBy(sql`rowid`, 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** How many movements a product has. */
export async function movementCount(db: Kysely<Database>, productId: string): Promise<number> {
  const row = await db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('productId', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
