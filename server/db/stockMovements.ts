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
  /**
   * The unit cost in cents the movement is valued at (a sale: the buying price it was sold at;
   * goods received: their unit cost); absent, the product's average cost after it.
   */
  unitCost?: number;
  /**
   * The product's moving-average cost in cents after it; absent, its buying price as this
   * transaction left it (only goods received move the average; every other movement keeps it).
   */
  averageCost?: number;
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
  const costs = await buyingPrices(db, movements.filter((movement) => movement.averageCost === undefined).map((movement) => movement.productId));
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
        unitCost: movement.unitCost ?? movement.averageCost ?? costs.get(movement.productId) ?? 0,
        averageCost: movement.averageCost ?? costs.get(movement.productId) ?? 0,
        createdAt: at,
        createdById: by.id,
        createdByName: by.name,
      })),
    )
    .execute();
}

/** The products' buying prices (cents) as the transaction sees them now; a product deleted has none. */
async function buyingPrices(db: Kysely<Database>, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'buyingPrice']).where('id', 'in', [...new Set(productIds)]).execute();
  return new Map(rows.map((row) => [row.id, row.buyingPrice]));
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
