import type { Kysely } from 'kysely';
import { eanCheckDigit } from '../../src/domain/barcodes';
import { movingAverageCost } from '../../src/domain/goodsReceipts';
import type { AdjustmentReason } from '../../src/domain/stockAdjustments';
import type { StockMovementKind } from '../../src/domain/stockMovements';
import { supplierNameKey } from '../../src/domain/suppliers';
import { newId } from '../../server/db/ids';
import type { Database } from '../../server/db/schema';
import { insertInChunks } from './rows';

/**
 * The large shop's stock ledger (issue 47): every change of a generated product's stock is a
 * movement, as the server writes them, so that each product's quantity is its ledger's sum and
 * its buying price the moving-average cost its goods received left. The bills drive it in time
 * order (`advanceTo` before a bill, `sell` for its lines); between them it receives stock from
 * the suppliers once a week per supplier (what fell to its reorder level, up to about a month's
 * sales), adjusts a unit now and then, and counts a shelf once a year.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Movements held before they are written: a ten-year shop writes over a million. */
const FLUSH_AT = 20_000;

const SUPPLIERS = [
  { name: 'Ceylon Mobile Distributors', phoneNumber: '0112437810', whatsappNumber: '0771234560', email: 'orders@ceylonmobile.lk', address: '45 Main Street, Pettah, Colombo 11', language: 'en', invoice: 'CMD-' },
  { name: 'Lanka Satellite Supplies', phoneNumber: '0112695544', whatsappNumber: '0712695544', email: null, address: '18 Galle Road, Wellawatte, Colombo 6', language: 'si', invoice: 'LSS/' },
  { name: 'Pettah Accessories Wholesale', phoneNumber: '0112332190', whatsappNumber: null, email: 'sales@pettahaccessories.lk', address: '3rd Cross Street, Colombo 11', language: null, invoice: 'PAW-' },
  { name: 'Unity Plaza Spare Parts', phoneNumber: '0112589034', whatsappNumber: '0765890341', email: null, address: 'Unity Plaza, Galle Road, Colombo 4', language: 'ta', invoice: 'UPS ' },
  { name: 'Jaffna Electronics Traders', phoneNumber: '0212223344', whatsappNumber: '0772223344', email: null, address: '12 Hospital Road, Jaffna', language: 'ta', invoice: 'JET' },
  { name: 'Kandy Cable House', phoneNumber: '0812234567', whatsappNumber: '0712234567', email: 'kch@mail.lk', address: '7 Dalada Veediya, Kandy', language: 'si', invoice: 'KCH-' },
] as const;
/** One supplier delivers after another: each once a week. */
const DELIVERY_EVERY = (7 * DAY_MS) / SUPPLIERS.length;

/** Generated product `i`'s barcode: an EAN-13 under Sri Lanka's GS1 prefix (479), unique per product. */
export function benchBarcode(i: number): string {
  const digits = `479${String(i + 1).padStart(9, '0')}`;
  return digits + eanCheckDigit(digits);
}

/** A product as the ledger follows it: the cost its catalogue started at and what it sells a day. */
export interface LedgerProduct {
  id: string;
  name: string;
  /** Its buying price in cents when the shop began (its goods received drift from it). */
  baseCost: number;
  /** Units on hand when it was added (its opening movement), and when (ms). */
  opening: number;
  createdAt: number;
  /** Expected units sold a day, from how often the bills pick it: sets its reorder level and order size. */
  perDay: number;
  /** False for a product the ledger never restocks (the creation benchmark's, with ample stock). */
  restocked: boolean;
}

interface Held {
  onHand: number;
  /** Moving-average cost, cents. */
  cost: number;
  reorderLevel: number;
  orderUpTo: number;
  supplier: number;
  due: boolean;
}

/** What the ledger wrote, for the generator's report and its test. */
export interface LedgerCounts {
  movements: number;
  receipts: number;
  adjustments: number;
  counts: number;
}

type MovementRow = Record<keyof Database['stock_movements'], unknown>;

export class BenchStockLedger {
  readonly counts: LedgerCounts = { movements: 0, receipts: 0, adjustments: 0, counts: 0 };
  private readonly held: Held[];
  private readonly supplierIds: string[];
  private pending: MovementRow[] = [];
  private readonly receipts: object[] = [];
  private readonly receiptLines: object[] = [];
  private readonly payments: object[] = [];
  private readonly sheets: object[] = [];
  private readonly sheetLines: object[] = [];
  /** The next weekly delivery, the next adjustment and the next count, as instants (ms). */
  private nextDelivery: number;
  private deliveries = 0;
  private nextAdjustment: number;
  private nextCount: number;
  private readonly start: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly products: readonly LedgerProduct[],
    /** The shop's first day (ms): products are opened then, suppliers added. */
    start: number,
    private readonly now: number,
    private readonly next: () => number,
  ) {
    this.start = start;
    this.supplierIds = SUPPLIERS.map(() => newId(new Date(start)));
    this.held = products.map((product, i) => {
      // A fortnight's sales and a few more before it is ordered; a month's sales when it is.
      const reorderLevel = Math.ceil(product.perDay * 14) + 5;
      const orderUpTo = reorderLevel + Math.max(20, Math.ceil((product.perDay * 30) / 10) * 10);
      return { onHand: 0, cost: product.baseCost, reorderLevel, orderUpTo, supplier: i % SUPPLIERS.length, due: false };
    });
    this.nextDelivery = start + 7 * DAY_MS + 4.5 * 3600_000;
    this.nextAdjustment = start + 3 * DAY_MS + 8 * 3600_000;
    this.nextCount = start + 180 * DAY_MS + 11 * 3600_000;
  }

  /** Writes the suppliers and each product's opening movement. */
  async open(): Promise<void> {
    const at = new Date(this.start).toISOString();
    await insertInChunks(
      this.db,
      'suppliers',
      SUPPLIERS.map((supplier, i) => ({
        id: this.supplierIds[i],
        name: supplier.name,
        phoneNumber: supplier.phoneNumber,
        whatsappNumber: supplier.whatsappNumber,
        email: supplier.email,
        address: supplier.address,
        language: supplier.language,
        nameKey: supplierNameKey(supplier.name),
        notes: null,
        createdAt: at,
        updatedAt: at,
        createdByName: 'Bench Owner',
        updatedByName: null,
      })),
    );
    this.products.forEach((product, i) => this.move(i, 'opening', product.opening, product.createdAt, null));
  }

  /** Product `i`'s moving-average cost now, cents: the buying price a sale keeps. */
  costOf(i: number): number {
    return this.held[i].cost;
  }

  /** Units of product `i` sold on bill `bill` at `at`, by whoever made the bill: received first, just before, if the shelf is short. */
  sell(i: number, quantity: number, at: number, bill: { id: string; number: number; createdById: string; createdByName: string }): void {
    const held = this.held[i];
    if (held.onHand < quantity) this.receive(held.supplier, [i], at - 60_000);
    this.move(i, 'sold', -quantity, at, { id: bill.id, number: bill.number }, { by: { createdById: bill.createdById, createdByName: bill.createdByName } });
    if (this.products[i].restocked && held.onHand <= held.reorderLevel) held.due = true;
  }

  /** Everything the shop did with its stock before `at`, besides selling: deliveries, adjustments, counts. */
  advanceTo(at: number): void {
    for (;;) {
      const soonest = Math.min(this.nextDelivery, this.nextAdjustment, this.nextCount);
      if (soonest >= at) return;
      if (soonest === this.nextDelivery) {
        this.deliver(soonest);
        this.nextDelivery += DELIVERY_EVERY;
      } else if (soonest === this.nextAdjustment) {
        this.adjust(soonest);
        this.nextAdjustment += (6 + Math.floor(this.next() * 8)) * DAY_MS;
      } else {
        this.count(soonest);
        this.nextCount += 365 * DAY_MS;
      }
    }
  }

  /** Writes what is still held, and each product's reorder level; answers each product's stock and cost. */
  async finish(): Promise<{ quantity: number; buyingPrice: number; reorderLevel: number | null }[]> {
    this.advanceTo(this.now);
    await this.flush();
    await insertInChunks(this.db, 'goods_receipts', this.receipts);
    await insertInChunks(this.db, 'goods_receipt_lines', this.receiptLines);
    await insertInChunks(this.db, 'supplier_payments', this.payments);
    await insertInChunks(this.db, 'stock_counts', this.sheets);
    await insertInChunks(this.db, 'stock_count_lines', this.sheetLines);
    return this.held.map((held, i) => ({
      quantity: held.onHand,
      buyingPrice: held.cost,
      // Most products carry a reorder level (every tenth does not, as a shop leaves some unset).
      reorderLevel: this.products[i].restocked && i % 10 !== 9 ? held.reorderLevel : null,
    }));
  }

  /** Writes the held movements once there are enough of them (a bill loop awaits it now and then). */
  async flushIfFull(): Promise<void> {
    if (this.pending.length >= FLUSH_AT) await this.flush();
  }

  private async flush(): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    await insertInChunks(this.db, 'stock_movements', rows);
  }

  private move(
    i: number,
    kind: StockMovementKind,
    quantity: number,
    at: number,
    source: { id: string; number: number | null } | null,
    extra: { unitCost?: number; reason?: AdjustmentReason; by?: { createdById: string; createdByName: string } } = {},
  ): void {
    const held = this.held[i];
    held.onHand += quantity;
    const when = new Date(at);
    this.pending.push({
      id: newId(when),
      productId: this.products[i].id,
      kind,
      quantity,
      onHand: held.onHand,
      sourceId: source?.id ?? null,
      sourceNumber: source?.number ?? null,
      reason: extra.reason ?? null,
      note: null,
      unitCost: extra.unitCost ?? held.cost,
      averageCost: held.cost,
      createdAt: when.toISOString(),
      createdById: extra.by?.createdById ?? null,
      createdByName: extra.by?.createdByName ?? 'Bench Owner',
    });
    this.counts.movements += 1;
  }

  /** A supplier's weekly delivery: each of its products at or under its level, up to a month's sales. */
  private deliver(at: number): void {
    const supplier = this.deliveries++ % SUPPLIERS.length;
    const due: number[] = [];
    this.held.forEach((held, i) => {
      if (held.due && held.supplier === supplier) due.push(i);
    });
    if (due.length > 0) this.receive(supplier, due, at);
  }

  /** A goods received note from `supplier` at `at` for `products`, each up to its order level. */
  private receive(supplier: number, products: readonly number[], at: number): void {
    const when = new Date(at);
    const receipt = { id: newId(when), number: this.counts.receipts + 1 };
    this.counts.receipts += 1;
    // Prices rise about 3 % a year over the catalogue's, a few percent either way per delivery.
    const drift = 1 + (0.03 * (at - this.start)) / (365 * DAY_MS);
    let total = 0;
    products.forEach((i, position) => {
      const held = this.held[i];
      const quantity = Math.max(10, Math.ceil((held.orderUpTo - held.onHand) / 10) * 10);
      const unitCost = Math.round((this.products[i].baseCost * drift * (0.96 + this.next() * 0.08)) / 100) * 100;
      total += quantity * unitCost;
      held.cost = movingAverageCost({ onHand: held.onHand, cost: held.cost }, { quantity, cost: quantity * unitCost });
      held.due = false;
      this.receiptLines.push({ id: newId(when), receiptId: receipt.id, position, productId: this.products[i].id, productName: this.products[i].name, quantity, unitCost });
      this.move(i, 'received', quantity, at, receipt, { unitCost });
    });
    // Most are paid in cash on delivery; every fourth is owed for a month, paid by bank transfer when due.
    const owed = receipt.number % 4 === 0;
    const dueAt = at + 30 * DAY_MS;
    const stamps = { createdAt: when.toISOString(), updatedAt: when.toISOString(), createdByName: 'Bench Owner', updatedByName: null };
    this.receipts.push({
      ...receipt,
      supplierId: this.supplierIds[supplier],
      supplierName: SUPPLIERS[supplier].name,
      invoiceNumber: `${SUPPLIERS[supplier].invoice}${String(receipt.number).padStart(5, '0')}`,
      invoiceDate: when.toISOString().slice(0, 10),
      total,
      paidBy: owed ? null : 'cash',
      dueDate: owed ? new Date(dueAt).toISOString().slice(0, 10) : null,
      ...stamps,
    });
    if (owed && dueAt < this.now) {
      const paid = new Date(dueAt).toISOString();
      this.payments.push({ id: newId(new Date(dueAt)), supplierId: this.supplierIds[supplier], amount: total, method: 'bank', note: null, createdAt: paid, updatedAt: paid, createdByName: 'Bench Owner', updatedByName: null });
    }
  }

  /** Now and then a unit broken, lost, found or taken for the shop's own use. */
  private adjust(at: number): void {
    const i = Math.floor(this.next() * this.products.length);
    const reason = (['damaged', 'damaged', 'lost', 'found', 'ownUse'] as const)[Math.floor(this.next() * 5)];
    const quantity = reason === 'found' ? 1 : -1;
    if (this.held[i].onHand + quantity < 0) return;
    this.counts.adjustments += 1;
    this.move(i, 'adjusted', quantity, at, null, { reason });
    if (this.products[i].restocked && this.held[i].onHand <= this.held[i].reorderLevel) this.held[i].due = true;
  }

  /** A yearly count of one shelf (sixty products in a row), posted: a few differ by a unit or two. */
  private count(at: number): void {
    const when = new Date(at).toISOString();
    const sheet = newId(new Date(at));
    const first = Math.floor(this.next() * Math.max(1, this.products.length - 60));
    const lines = this.products.slice(first, first + 60).map((_, k) => first + k);
    let value = 0;
    lines.forEach((i, position) => {
      const held = this.held[i];
      const expected = held.onHand;
      const roll = this.next();
      const difference = roll < 0.08 ? -Math.min(expected, 1 + Math.floor(this.next() * 2)) : roll < 0.12 ? 1 : 0;
      this.sheetLines.push({ id: newId(new Date(at)), countId: sheet, position, productId: this.products[i].id, productName: this.products[i].name, expected, counted: expected + difference, unitCost: held.cost });
      if (difference !== 0) {
        value += difference * held.cost;
        this.move(i, 'counted', difference, at, { id: sheet, number: null });
        if (this.products[i].restocked && held.onHand <= held.reorderLevel) held.due = true;
      }
    });
    this.counts.counts += 1;
    this.sheets.push({
      id: sheet,
      status: 'posted',
      search: null,
      note: null,
      postedValue: value,
      createdAt: when,
      createdByName: 'Bench Staff',
      updatedAt: when,
      updatedByName: 'Bench Owner',
      submittedAt: when,
      submittedByName: 'Bench Staff',
      closedAt: when,
      closedByName: 'Bench Owner',
    });
  }
}
