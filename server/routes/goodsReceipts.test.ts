import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { dayFigures, movementsInCents } from '../../src/domain/dayClose';
import { formatDate } from '../../src/domain/format';
import { buildCustomerInput, buildTestApp, call, loginAs } from '../test/helpers';

/**
 * Goods received (issue 47): the owner records stock bought from a supplier, paid now or owed;
 * stock, the ledger, the moving-average cost, the day close's cash and the closed day, on both engines.
 */

type Rec = Record<string, any> & { _id: string };

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let supplier: Rec;

const TODAY = shopDay(new Date());
/** A Colombo day `days` from today. */
const dayFrom = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  supplier = await created('/api/suppliers', { name: 'Receipts Test Traders', phoneNumber: '0112223344' });
});
afterAll(() => app.close());

async function created(url: string, body: unknown, token = ownerToken): Promise<Rec> {
  const response = await call(app, 'POST', url, { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

let names = 0;
const newProduct = (quantity: number, buyingPrice = 100, sellingPrice = 250) => created('/api/products', { name: `Received item ${++names}`, quantity, buyingPrice, sellingPrice });
const productRow = (product: Rec) => app.db.selectFrom('products').selectAll().where('id', '=', product._id).executeTakeFirstOrThrow();
const receive = (body: Record<string, unknown>, token = ownerToken) =>
  call(app, 'POST', '/api/goods-receipts', { token, body: { supplierId: supplier._id, invoiceNumber: 'INV-1', invoiceDate: TODAY, payment: 'owed', ...body } });
const line = (product: Rec, quantity: number, unitCost: number) => ({ productId: product._id, quantity, unitCost });
const cashExpected = async () => {
  const answer = (await call(app, 'GET', `/api/dayclose/day/${TODAY}`, { token: staffToken })).json();
  return dayFigures(movementsInCents(answer.movements), 0).cash.expected;
};

describe('POST /api/goods-receipts', () => {
  it('raises the stock, numbers the note, writes a received movement per product and sets the moving-average cost', async () => {
    const product = await newProduct(10, 100);
    const other = await newProduct(0, 50);
    const response = await receive({ invoiceNumber: ' LSS/0457 ', lines: [line(product, 5, 130), line(other, 4, 62.5)] });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      supplierId: supplier._id,
      supplierName: 'Receipts Test Traders',
      invoiceNumber: 'LSS/0457',
      invoiceDate: TODAY,
      total: 900,
      paidBy: null,
      status: 'owed',
      createdByName: 'Owner Demo',
      lines: [
        { productId: product._id, name: product.name, quantity: 5, unitCost: 130, amount: 650 },
        { productId: other._id, name: other.name, quantity: 4, unitCost: 62.5, amount: 250 },
      ],
    });
    expect(receipt.number).toBeGreaterThan(0);
    // (10 × 100 + 5 × 130) / 15 = 110; an empty shelf takes the new cost as it is.
    expect(await productRow(product)).toMatchObject({ quantity: 15, buyingPrice: 11000 });
    expect(await productRow(other)).toMatchObject({ quantity: 4, buyingPrice: 6250 });
    const card = (await call(app, 'GET', `/api/products/${product._id}/movements`, { token: ownerToken })).json();
    expect(card.data[0]).toMatchObject({ kind: 'received', quantity: 5, onHand: 15, sourceId: receipt._id, sourceNumber: receipt.number });
    expect((await call(app, 'GET', `/api/goods-receipts/${receipt._id}`, { token: ownerToken })).json()).toEqual(receipt);
  });

  it('numbers notes one after another', async () => {
    const product = await newProduct(1);
    const first = (await receive({ lines: [line(product, 1, 100)] })).json();
    const second = (await receive({ lines: [line(product, 1, 100)] })).json();
    expect(second.number).toBe(first.number + 1);
  });

  it('counts several lines of one product as one movement, at their average cost', async () => {
    const product = await newProduct(0, 100);
    const response = await receive({ lines: [line(product, 2, 100), line(product, 2, 200)] });
    expect(response.statusCode, response.body).toBe(201);
    expect(await productRow(product)).toMatchObject({ quantity: 4, buyingPrice: 15000 });
    const card = (await call(app, 'GET', `/api/products/${product._id}/movements`, { token: ownerToken })).json();
    expect(card.data.map((movement: Rec) => [movement.kind, movement.quantity])).toEqual([['received', 4], ['opening', 0]]);
  });

  it('keeps the cost a bill was sold at: a receipt after a sale leaves that sale’s profit as it was', async () => {
    const product = await newProduct(5, 100, 250);
    const customer = await created('/api/customers', buildCustomerInput());
    const bill = await created('/api/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 2, billedPrice: 250 }] });
    expect(bill.profit).toBe(300);
    expect((await receive({ lines: [line(product, 3, 200)] })).statusCode).toBe(201);
    // (3 × 100 + 3 × 200) / 6 = 150 from now on; the bill still made 2 × (250 − 100).
    expect((await productRow(product)).buyingPrice).toBe(15000);
    expect((await call(app, 'GET', `/api/bills/${bill._id}`, { token: ownerToken })).json().profit).toBe(300);
  });

  it('paid now in cash is money out of the drawer in the day close; owed, or paid by card, is not', async () => {
    const product = await newProduct(0);
    const before = await cashExpected();
    const paid = await receive({ payment: 'cash', lines: [line(product, 3, 150.25)] });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ paidBy: 'cash', status: 'paid', total: 450.75, dueDate: null });
    expect(await cashExpected()).toBe(before - 45075);
    expect((await receive({ payment: 'card', lines: [line(product, 1, 99)] })).statusCode).toBe(201);
    expect((await receive({ payment: 'owed', dueDate: dayFrom(30), lines: [line(product, 1, 99)] })).json()).toMatchObject({ dueDate: dayFrom(30) });
    expect(await cashExpected()).toBe(before - 45075);
  });

  it.each([
    ['no supplier', { supplierId: '' }, 400, 'Please select a supplier', 'supplierId'],
    ['an unknown supplier', { supplierId: '000000000000000000000000' }, 404, 'Supplier not found', 'supplierId'],
    ['no invoice number', { invoiceNumber: '  ' }, 400, "Please enter the supplier's invoice number", 'invoiceNumber'],
    ['an invoice dated tomorrow', { invoiceDate: 'TOMORROW' }, 400, 'Invoice date cannot be in the future', 'invoiceDate'],
    ['an unknown way to pay', { payment: 'credit' }, 400, 'Please choose how it was paid, or Owed', 'payment'],
    ['a due date before the invoice', { dueDate: '2000-01-01' }, 400, 'The due date cannot be before the invoice date', 'dueDate'],
    ['no lines', { lines: [] }, 400, 'Please add at least one product', 'lines'],
    ['a line of no units', { lines: 'ZERO' }, 400, 'Quantity must be at least 1', 'lines.0.quantity'],
    ['a line without a cost', { lines: 'NOCOST' }, 400, 'Please enter unit cost', 'lines.0.unitCost'],
    ['a cost of three decimals', { lines: 'DECIMALS' }, 400, 'Price can have at most two decimals', 'lines.0.unitCost'],
    ['an unknown product', { lines: 'UNKNOWN' }, 404, 'Product not found', 'lines.0.productId'],
  ])('refuses %s with {message}, the field named, and writes nothing', async (_, given, status, message, field) => {
    const product = await newProduct(3, 100);
    const lines: Record<string, unknown[]> = {
      ZERO: [line(product, 0, 100)],
      NOCOST: [{ productId: product._id, quantity: 1 }],
      DECIMALS: [line(product, 1, 10.005)],
      UNKNOWN: [line(product, 1, 100), { ...line(product, 1, 100), productId: '000000000000000000000000' }].reverse(),
    };
    const body: Record<string, unknown> = { lines: [line(product, 1, 200)], ...given };
    if (typeof body.lines === 'string') body.lines = lines[body.lines];
    if (body.invoiceDate === 'TOMORROW') body.invoiceDate = dayFrom(1);
    const count = async () => Number((await app.db.selectFrom('goods_receipts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const receipts = await count();
    const response = await receive(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await count()).toBe(receipts);
    expect(await productRow(product)).toMatchObject({ quantity: 3, buyingPrice: 10000 });
  });
});

describe('costs are the owner’s', () => {
  it('refuses staff every goods receipt route, and names nothing of costs in the refusal', async () => {
    const product = await newProduct(2);
    const receipt = (await receive({ lines: [line(product, 1, 123.45)] })).json();
    for (const [method, url] of [
      ['GET', '/api/goods-receipts'],
      ['GET', '/api/goods-receipts?_page=1&_perPage=10'],
      ['GET', `/api/goods-receipts/${receipt._id}`],
      ['POST', '/api/goods-receipts'],
    ] as const) {
      const response = await call(app, method, url, { token: staffToken, body: method === 'POST' ? { supplierId: supplier._id, lines: [line(product, 1, 1)] } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.body).not.toContain('123.45');
    }
    // The stock card tells staff the note's number and the units, never its cost.
    const card = (await call(app, 'GET', `/api/products/${product._id}/movements`, { token: staffToken })).body;
    expect(card).toContain(`"sourceNumber":${receipt.number}`);
    expect(card).not.toContain('123.45');
    const listed = (await call(app, 'GET', '/api/products', { token: staffToken })).json().find((item: Rec) => item._id === product._id);
    expect(listed).not.toHaveProperty('buyingPrice');
    expect((await call(app, 'GET', '/api/goods-receipts')).statusCode).toBe(401);
  });
});

describe('GET /api/goods-receipts', () => {
  it('answers a page newest first with the owed and total figures, and the whole list when asked as the spec asks', async () => {
    const product = await newProduct(0);
    const owed = (await receive({ invoiceNumber: 'PAGE-OWED', lines: [line(product, 2, 10)] })).json();
    const paid = (await receive({ invoiceNumber: 'PAGE-PAID', payment: 'bank', lines: [line(product, 1, 10)] })).json();
    const page = (await call(app, 'GET', '/api/goods-receipts?_page=1&_perPage=2', { token: ownerToken })).json();
    expect(page.data.map((receipt: Rec) => receipt._id)).toEqual([paid._id, owed._id]);
    expect(page.data[1].lines).toHaveLength(1);
    expect(page.summary.owed).toBeGreaterThanOrEqual(20);
    expect(page.summary.total).toBeGreaterThanOrEqual(page.summary.owed + 10);
    const owedOnly = (await call(app, 'GET', `/api/goods-receipts?_page=1&_perPage=50&_filter=${encodeURIComponent(JSON.stringify({ status: 'owed' }))}`, { token: ownerToken })).json();
    expect(owedOnly.data.every((receipt: Rec) => receipt.status === 'owed')).toBe(true);
    const whole = (await call(app, 'GET', '/api/goods-receipts', { token: ownerToken })).json();
    expect(whole[0]._id).toBe(paid._id);
    expect((await call(app, 'GET', '/api/goods-receipts/000000000000000000000000', { token: ownerToken })).json()).toMatchObject({ message: 'Goods received note not found' });
  });
  it("searches by the supplier's name and their invoice number, not across the two, and the figures follow", async () => {
    const product = await newProduct(0);
    const found = (await receive({ invoiceNumber: 'QX-7781', lines: [line(product, 3, 10)] })).json();
    const search = async (q: string) => (await call(app, 'GET', `/api/goods-receipts?_page=1&_perPage=50&_filter=${encodeURIComponent(JSON.stringify({ q }))}`, { token: ownerToken })).json();
    const byInvoice = await search('qx-778');
    expect(byInvoice.data.map((receipt: Rec) => receipt._id)).toEqual([found._id]);
    expect(byInvoice.summary).toMatchObject({ count: 1, total: 30 });
    const bySupplier = await search('Test Traders');
    expect(bySupplier.data.map((receipt: Rec) => receipt._id)).toContain(found._id);
    expect(bySupplier.data.every((receipt: Rec) => receipt.supplierName === supplier.name)).toBe(true);
    // The end of the supplier's name and the start of the invoice's do not make a match together.
    expect((await search('tradersqx')).data).toEqual([]);
  });
});

// Last: it closes today.
describe('a closed day', () => {
  it('refuses a receipt with 409 naming the day, and nothing changes', async () => {
    const product = await newProduct(1, 100);
    const closed = await call(app, 'POST', '/api/dayclose', { token: staffToken, body: { day: TODAY, openingFloat: 0, count: {}, note: 'Closed for the receipts test' } });
    expect(closed.statusCode, closed.body).toBe(201);
    const response = await receive({ payment: 'cash', lines: [line(product, 5, 200)] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`${formatDate(TODAY)} is closed; the owner can reopen it`);
    expect(await productRow(product)).toMatchObject({ quantity: 1, buyingPrice: 10000 });
  });
});
