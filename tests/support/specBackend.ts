/**
 * A backend written from the spec alone (spec/staff-portal-spec.md §7, with the entities of §3,
 * the roles of §6 and the formats of §9), to run the BUILT console against the shop's own API as
 * the spec describes it: nothing more, nothing of our server's. It imports nothing from server/
 * or src/, and uses node:http only.
 *
 * - Every call of §7's table at its method and path under `/api`, with its payload's keys exactly.
 * - In-memory store, seeded with a small shop (the two demo accounts, customers, agents, products,
 *   bills, top-ups, recharge sales, repair issues and statuses, repairs with their history, expense
 *   categories and expenses). Dates are relative to the `now` option's clock, never fixed days.
 * - `_id`s are 24-hex strings, as MongoDB's ObjectIds. Lists are plain arrays; `GET /products`
 *   answers `{products: […]}` and the customer history calls `{data: […]}`; a repair carries
 *   `customerId` as a string and no `customer` object. `shapes: 'alternate'` gives the other
 *   shapes §3/§7 allow: products as a plain array, the histories as plain lists, a repair's
 *   `customerId` populated as the customer object, an expense's `categoryId` as `{_id, name}`.
 * - `POST /auth/login` answers `{token, user}` (no `features`: the shop's backend names none). The
 *   token is JWT-shaped (header.payload.signature, base64url) with `exp` in seconds; every other
 *   call needs `Authorization: Bearer <token>` (401 `{message}` otherwise).
 * - Owner-only (§6): staff management, product writes, customer/agent edit and delete, bill delete,
 *   the bills report, top-up writes, repair edit/delete and status-history edit/delete, the repair
 *   revenue report, expense edit/delete, the customer history calls. Staff get 403 `{message}`.
 *
 * STRICT, and recorded: every API request is logged in `requests` ({method, path, query, body,
 * headers of interest, status, user, fromTest}); each of these is also a *violation* (in
 * `violations`) and answered 400 `{message}` (404 for an unknown route):
 * - a method and path not in §7 (or a path id that is not a 24-hex id);
 * - any query word, except `from` and `to` (both required, YYYY-MM-DD) on `GET /repairs/revenue`;
 * - a body on a call whose payload is "none" (GET, DELETE); a body that is not a JSON object;
 * - a body key not in that call's payload ('Unknown field x'), inside product lines too;
 * - a required key missing; a wrong type (numbers must be JSON numbers, ids 24-hex strings, lists
 *   lists); an enum value outside its list (role, status, productType, rechargeType, soldToType);
 * - a date not in its format: topUpDate and expenseDate `YYYY-MM-DD`; expectedReturnDate and
 *   the status calls' dateManual `YYYY-MM-DD HH:mm:ss` (§9: the payloads' two formats), read as
 *   Asia/Colombo time;
 * - an `If-Match` (or `If-None-Match`) header: this backend never issued a tag.
 *
 * Optional keys and null: an optional key (customer/agent email; repair discount and
 * expectedReturnDate; a status call's note) may be absent, or null meaning "none" (a form's
 * cleared input), or an empty string for email and note. A required key may never be null.
 * Which keys are required, where §7/§5 leave it open: staff edit needs firstName, lastName and
 * status (email and role may be sent; email must then be unchanged); a top-up, expense, customer or
 * agent edit sends the whole form, as its create (§7 "same fields", "expense fields"); a product edit
 * sends all four fields, or only `quantity` (refill); a repair edit needs `issues`.
 *
 * Business rules, kept simple: a bill takes stock (409 when short) and computes totalAmount and
 * profit from billedPrice and the product's buyingPrice; the recharge balance per type is top-up
 * values minus sold values; a sale checks the balance (409) and records unitCost (top-up cost per
 * LKR of value of that type), profit and soldToName; a repair's finalAmount is its issues' customer
 * prices minus the discount, its profit finalAmount minus their actual costs; it starts at
 * 'Received from Customer' with one history entry; a status change appends one.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// ---------------------------------------------------------------------------------------------
// Public API

export type Shapes = 'default' | 'alternate';

export interface SpecBackendOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** The built console to serve at `/` (default: the repository's dist/); false: none. */
  consoleDir?: string | false;
  shapes?: Shapes;
  /** The backend's clock (records' dates, "today"); default the real one. */
  now?: () => Date;
  /** Told of each violation as it is recorded (a browser test may stop waiting for a screen the 400 broke). */
  onViolation?: (violation: Violation) => void;
}

export interface LoggedRequest {
  method: string;
  /** Without the `/api` prefix: `/customers/…`. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: { authorization?: string; 'if-match'?: string; 'if-none-match'?: string; 'content-type'?: string };
  /** The answer's status. */
  status: number;
  /** The signed-in account's email, when the token was good. */
  user?: string;
  /** Sent by the test itself through `api()` (its own set-up), not by the console. */
  fromTest: boolean;
}

export interface Violation {
  method: string;
  path: string;
  reason: string;
}

export interface Account {
  email: string;
  password: string;
}

export type SpecApi = <T = any>(method: string, path: string, body?: unknown) => Promise<T>;

export interface SpecBackend {
  baseUrl: string;
  requests: LoggedRequest[];
  violations: Violation[];
  /** The store, for a test to read (records as stored, private keys included). */
  store: Store;
  /** The API as `account` calls it (logged with `fromTest`); a refused call throws with its answer. */
  api(account: Account): Promise<SpecApi>;
  /** What the console keeps in local storage once `account` has signed in: the token, the user, no features (src/session.ts's keys). */
  session(account: Account): Promise<{ name: string; value: string }[]>;
  /** A fresh seeded store, and empty logs. */
  reset(): void;
  stop(): Promise<void>;
}

export const OWNER = { email: 'owner@shop.test', password: 'owner123', fullName: 'Owner Demo' } as const;
export const STAFF = { email: 'staff@shop.test', password: 'staff123', fullName: 'Staff Demo' } as const;
export const RECHARGE_TYPES = ['Dialog', 'DDTV', 'Mobitel', 'Hutch', 'Airtel'] as const;
export const STATUSES = ['Received from Customer', 'In Progress', 'Sent to Company', 'Returned from Company', 'Customer Collected'] as const;

// ---------------------------------------------------------------------------------------------
// Store

type Rec = Record<string, any> & { _id: string };

export interface Store {
  admins: Rec[];
  customers: Rec[];
  agents: Rec[];
  products: Rec[];
  bills: Rec[];
  topups: Rec[];
  sales: Rec[];
  issues: Rec[];
  statuses: { _id: string; name: string }[];
  repairs: Rec[];
  categories: Rec[];
  expenses: Rec[];
}

let idCounter = 0;
const idPrefix = randomBytes(4).toString('hex');
/** A 24-hex id: 8 hex of time, 8 random per backend, 8 of a counter (unique, as an ObjectId). */
export const newId = () =>
  Math.floor(Date.now() / 1000).toString(16).padStart(8, '0').slice(-8) + idPrefix + (++idCounter).toString(16).padStart(8, '0');

const DAY = 24 * 60 * 60 * 1000;
const COLOMBO_OFFSET_MS = 330 * 60 * 1000;
/** The Colombo day (YYYY-MM-DD) of an instant. */
export const colomboDay = (instant: Date) => new Date(instant.getTime() + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);
/** 'YYYY-MM-DD HH:mm:ss' in Colombo → the instant. */
const fromColombo = (text: string) => new Date(Date.parse(text.replace(' ', 'T') + 'Z') - COLOMBO_OFFSET_MS);

function seed(now: Date): Store {
  const at = (daysAgo: number, hour = 10) => {
    const day = colomboDay(new Date(now.getTime() - daysAgo * DAY));
    return fromColombo(`${day} ${String(hour).padStart(2, '0')}:15:00`).toISOString();
  };
  const owner = { _id: newId(), firstName: 'Owner', lastName: 'Demo', email: OWNER.email, password: OWNER.password, role: 'super_admin', status: 'active', createdAt: at(60), updatedAt: at(60) };
  const staff = { _id: newId(), firstName: 'Staff', lastName: 'Demo', email: STAFF.email, password: STAFF.password, role: 'admin', status: 'active', createdAt: at(59), updatedAt: at(59) };
  const by = (who: Rec) => `${who.firstName} ${who.lastName}`;
  const stamp = (who: Rec, daysAgo: number) => ({ createdByName: by(who), updatedByName: by(who), createdAt: at(daysAgo), updatedAt: at(daysAgo) });

  const person = (first: string, last: string, phone: string, nic: string, address: string, extra: object, who: Rec, daysAgo: number) => ({
    _id: newId(),
    firstName: first,
    lastName: last,
    address,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@mail.test`,
    phoneNumber: phone,
    whatsappNumber: phone,
    nicNumber: nic,
    ...extra,
    ...stamp(who, daysAgo),
  });
  const customers = [
    person('Nimal', 'Perera', '0771234567', '851234567V', '12 Temple Road, Kandy', { cardNumber: 'DTV-1001' }, owner, 50),
    person('Kamala', 'Silva', '0712345678', '199012345678', '5 Lake Drive, Colombo 8', { cardNumber: 'DTV-1002' }, staff, 40),
    person('Ruwan', 'Fernando', '0763456789', '901234567V', '88 Galle Road, Panadura', { cardNumber: 'DTV-1003' }, staff, 30),
    person('Fathima', 'Rizwan', '0754567890', '198834567890', '3 Mosque Lane, Kalmunai', { cardNumber: 'DTV-1004' }, owner, 20),
  ];
  const agents = [
    person('Sampath', 'Rajapakse', '0779876543', '781234567V', 'Main Street, Matale', {}, owner, 45),
    person('Dilani', 'Jayawardena', '0718765432', '199212345678', 'Station Road, Gampaha', {}, owner, 35),
  ];
  const product = (name: string, quantity: number, buyingPrice: number, sellingPrice: number, daysAgo: number) => ({
    _id: newId(),
    name,
    productType: 'normal',
    quantity,
    buyingPrice,
    sellingPrice,
    ...stamp(owner, daysAgo),
  });
  const products = [
    product('HDMI Cable 1.5m', 40, 350, 600, 50),
    product('Satellite Dish 60cm', 8, 4200, 5500, 48),
    product('Remote Control Universal', 25, 450, 800, 46),
    // Another type exists (§3); the products page manages normal ones only.
    { ...product('Dialog TV Package', 0, 0, 0, 44), productType: 'package' },
  ];
  const billOf = (customer: Rec, lines: [Rec, number][], who: Rec, daysAgo: number) => {
    const items = lines.map(([item, quantity]) => ({ productId: item._id, name: item.name, quantity, billedPrice: item.sellingPrice, buyingPrice: item.buyingPrice }));
    return {
      _id: newId(),
      customerId: customer._id,
      customer: customerCopy(customer),
      products: items.map(({ productId, name, quantity, billedPrice }) => ({ productId, name, quantity, billedPrice })),
      totalAmount: items.reduce((sum, line) => sum + line.quantity * line.billedPrice, 0),
      profit: items.reduce((sum, line) => sum + line.quantity * (line.billedPrice - line.buyingPrice), 0),
      createdByName: by(who),
      createdAt: at(daysAgo, 11),
      updatedAt: at(daysAgo, 11),
    };
  };
  const bills = [
    billOf(customers[0], [[products[0], 2], [products[2], 1]], staff, 10),
    billOf(customers[1], [[products[1], 1]], owner, 3),
    billOf(customers[0], [[products[0], 1], [products[1], 1], [products[2], 1]], staff, 1),
  ];
  const topup = (rechargeType: string, topUpValue: number, topUpCost: number, daysAgo: number) => ({
    _id: newId(),
    rechargeType,
    topUpValue,
    topUpCost,
    topUpDate: colomboDay(new Date(now.getTime() - daysAgo * DAY)),
    ...stamp(owner, daysAgo),
  });
  const topups = [topup('Dialog', 50000, 48500, 20), topup('Mobitel', 30000, 29100, 15), topup('Hutch', 10000, 9700, 9), topup('Airtel', 8000, 7760, 8), topup('DDTV', 20000, 19000, 6), topup('Dialog', 20000, 19400, 2)];
  const sale = (rechargeType: string, soldValue: number, soldPrice: number, soldTo: Rec, soldToType: string, daysAgo: number) => {
    const unitCost = unitCostOf(topups, rechargeType);
    return {
      _id: newId(),
      rechargeType,
      soldValue,
      soldPrice,
      soldToType,
      soldToId: soldTo._id,
      soldToName: by(soldTo),
      saleDate: at(daysAgo, 12),
      unitCost,
      profit: round2(soldPrice - soldValue * unitCost),
      ...stamp(staff, daysAgo),
    };
  };
  const sales = [sale('Dialog', 1000, 1000, customers[0], 'customer', 5), sale('Mobitel', 5000, 4950, agents[0], 'agent', 4), sale('Dialog', 2500, 2480, agents[1], 'agent', 1)];
  const issue = (name: string, actualCost: number, customerPrice: number) => ({ _id: newId(), name, actualCost, customerPrice, ...stamp(owner, 55) });
  const issues = [issue('Screen Replacement', 6500, 9500), issue('Battery Replacement', 2500, 4000), issue('Charging Port Repair', 800, 2000), issue('Software Reinstall', 0, 1500)];
  const statuses = STATUSES.map((name) => ({ _id: newId(), name }));
  const repairOf = (customer: Rec, product: string, picked: Rec[], discount: number, history: [string, number][], who: Rec) => {
    const total = picked.reduce((sum, item) => sum + item.customerPrice, 0);
    const cost = picked.reduce((sum, item) => sum + item.actualCost, 0);
    const statusHistory = history.map(([status, daysAgo]) => ({ status, note: '', dateEntered: at(daysAgo, 14), updatedByName: by(who), isDeleted: false }));
    return {
      _id: newId(),
      customerId: customer._id,
      repairProduct: product,
      issues: picked.map((item) => ({ issueId: item._id, name: item.name, customerPrice: item.customerPrice, actualCost: item.actualCost })),
      discount,
      finalAmount: total - discount,
      profit: total - discount - cost,
      status: history[history.length - 1][0],
      expectedReturnDate: at(history[0][1] - 7, 17),
      statusHistory,
      note: '',
      dateIn: at(history[0][1], 14),
      ...stamp(who, history[0][1]),
    };
  };
  const repairs = [
    repairOf(customers[0], 'Samsung Galaxy A52', [issues[0]], 500, [['Received from Customer', 12], ['Sent to Company', 10], ['Returned from Company', 4]], staff),
    repairOf(customers[2], 'Nokia G20', [issues[1], issues[2]], 0, [['Received from Customer', 6], ['In Progress', 5]], owner),
    repairOf(customers[3], 'iPhone 11', [issues[3]], 0, [['Received from Customer', 2]], staff),
  ];
  const category = (name: string) => ({ _id: newId(), name, ...stamp(owner, 58) });
  const categories = [category('Electricity'), category('Rent'), category('Transport')];
  const expense = (cat: Rec, amount: number, description: string, daysAgo: number, who: Rec) => ({
    _id: newId(),
    categoryId: cat._id,
    amount,
    description,
    expenseDate: colomboDay(new Date(now.getTime() - daysAgo * DAY)),
    ...stamp(who, daysAgo),
  });
  const expenses = [expense(categories[0], 8450.5, 'Electricity bill for last month', 12, owner), expense(categories[1], 35000, 'Shop rent', 7, owner), expense(categories[2], 1200, 'Three-wheeler to the supplier', 1, staff)];
  return { admins: [owner, staff], customers, agents, products, bills, topups, sales, issues, statuses, repairs, categories, expenses };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const customerCopy = (customer: Rec) => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  cardNumber: customer.cardNumber,
  phoneNumber: customer.phoneNumber,
  whatsappNumber: customer.whatsappNumber,
  nicNumber: customer.nicNumber,
  email: customer.email,
});
function unitCostOf(topups: Rec[], type: string): number {
  const ofType = topups.filter((topup) => topup.rechargeType === type);
  const value = ofType.reduce((sum, topup) => sum + topup.topUpValue, 0);
  const cost = ofType.reduce((sum, topup) => sum + topup.topUpCost, 0);
  return value ? Math.round((cost / value) * 10_000) / 10_000 : 0;
}

// ---------------------------------------------------------------------------------------------
// Payload schemas (§7)

type FieldType = 'string' | 'number' | 'id' | 'ids' | 'day' | 'dateTime' | 'productLines' | { oneOf: readonly string[] };
interface Field {
  type: FieldType;
  required?: boolean;
}
type Schema = Record<string, Field>;

const req = (type: FieldType): Field => ({ type, required: true });
const opt = (type: FieldType): Field => ({ type });

const CUSTOMER_BODY: Schema = {
  firstName: req('string'),
  lastName: req('string'),
  address: req('string'),
  phoneNumber: req('string'),
  whatsappNumber: req('string'),
  nicNumber: req('string'),
  cardNumber: req('string'),
  email: opt('string'),
};
const { cardNumber: _card, ...AGENT_BODY } = CUSTOMER_BODY;
const PRODUCT_BODY: Schema = { name: req('string'), quantity: req('number'), buyingPrice: req('number'), sellingPrice: req('number') };
const TOPUP_BODY: Schema = { rechargeType: req({ oneOf: RECHARGE_TYPES }), topUpValue: req('number'), topUpCost: req('number'), topUpDate: req('day') };
const STATUS_BODY: Schema = { status: req('string'), dateManual: req('dateTime'), note: opt('string') };
const EXPENSE_BODY: Schema = { categoryId: req('id'), amount: req('number'), description: req('string'), expenseDate: req('day') };

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const ID_FORMAT = /^[0-9a-f]{24}$/;
const validDay = (text: string) => DAY_FORMAT.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const validDateTime = (text: string) => DATE_TIME_FORMAT.test(text) && validDay(text.slice(0, 10)) && Number(text.slice(11, 13)) < 24 && Number(text.slice(14, 16)) < 60 && Number(text.slice(17, 19)) < 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly violation = false,
  ) {
    super(message);
  }
}
/** A request outside the spec: recorded, and answered 400 (or `status`). */
const violation = (message: string, status = 400) => new Refusal(status, message, true);
const refuse = (status: number, message: string) => new Refusal(status, message);

/** Checks `body` against `schema` (§7): unknown keys, missing required ones, types and formats. */
function checkBody(body: unknown, schema: Schema): Record<string, any> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw violation('The body must be a JSON object');
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!(key in schema)) throw violation(`Unknown field ${key}`);
  for (const [key, field] of Object.entries(schema)) {
    const value = record[key];
    if (value === undefined || value === null) {
      if (field.required) throw violation(value === null ? `Field ${key} must not be null` : `Missing field ${key}`);
      continue;
    }
    checkValue(key, value, field.type);
  }
  return record;
}

function checkValue(key: string, value: unknown, type: FieldType) {
  if (typeof type === 'object') {
    if (typeof value !== 'string' || !type.oneOf.includes(value)) throw violation(`Field ${key} must be one of ${type.oneOf.join(', ')}`);
    return;
  }
  switch (type) {
    case 'string':
      if (typeof value !== 'string') throw violation(`Field ${key} must be a string`);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw violation(`Field ${key} must be a number`);
      return;
    case 'id':
      if (typeof value !== 'string' || !ID_FORMAT.test(value)) throw violation(`Field ${key} must be an id string`);
      return;
    case 'ids':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !ID_FORMAT.test(item))) throw violation(`Field ${key} must be a list of id strings`);
      return;
    case 'day':
      if (typeof value !== 'string' || !validDay(value)) throw violation(`Field ${key} must be a date YYYY-MM-DD`);
      return;
    case 'dateTime':
      if (typeof value !== 'string' || !validDateTime(value)) throw violation(`Field ${key} must be a date-time YYYY-MM-DD HH:mm:ss`);
      return;
    case 'productLines':
      if (!Array.isArray(value)) throw violation(`Field ${key} must be a list`);
      for (const line of value) checkBody(line, { productId: req('id'), quantity: req('number'), billedPrice: req('number') });
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// Routes

interface Context {
  user: Rec;
  params: Record<string, string>;
  query: Record<string, string>;
  body: any;
  now: Date;
}
interface Route {
  method: string;
  pattern: string;
  /** The payload's keys; none: the call takes no body. */
  body?: Schema | ((body: any) => Schema);
  /** Query words it takes (all required). */
  query?: Record<string, 'day'>;
  owner?: boolean;
  handle: (context: Context) => unknown;
}

function createRoutes(state: { store: Store; shapes: Shapes }): Route[] {
  const s = () => state.store;
  const alternate = () => state.shapes === 'alternate';
  const fullName = (who: Rec) => `${who.firstName} ${who.lastName}`;
  const find = (list: Rec[], id: string, what: string) => {
    const found = list.find((item) => item._id === id);
    if (!found) throw refuse(404, `${what} not found`);
    return found;
  };
  const created = (list: Rec[], fields: object, context: Context) => {
    const record = { _id: newId(), ...fields, createdByName: fullName(context.user), updatedByName: fullName(context.user), createdAt: context.now.toISOString(), updatedAt: context.now.toISOString() };
    list.push(record);
    return record;
  };
  const updated = (record: Rec, fields: object, context: Context) => Object.assign(record, fields, { updatedByName: fullName(context.user), updatedAt: context.now.toISOString() });
  const removed = (list: Rec[], id: string, what: string) => {
    const index = list.findIndex((item) => item._id === id);
    if (index < 0) throw refuse(404, `${what} not found`);
    list.splice(index, 1);
    return { message: `${what} deleted successfully` };
  };
  const staffOut = ({ password: _password, ...rest }: Rec) => rest;
  const personFields = (body: any, withCard: boolean) => ({
    firstName: body.firstName,
    lastName: body.lastName,
    address: body.address,
    email: body.email || undefined,
    phoneNumber: body.phoneNumber,
    whatsappNumber: body.whatsappNumber,
    nicNumber: body.nicNumber,
    ...(withCard ? { cardNumber: body.cardNumber } : {}),
  });
  const uniquePhone = (list: Rec[], phone: string, except?: string) => {
    if (list.some((item) => item.phoneNumber === phone && item._id !== except)) throw refuse(409, 'Phone number already exists');
  };
  const billOut = ({ customerId: _customerId, ...bill }: Rec) => ({ ...bill, products: bill.products.map(({ name, quantity, billedPrice }: Rec) => ({ name, quantity, billedPrice })) });
  const repairOut = (repair: Rec) => {
    if (!alternate()) return repair;
    const customer = s().customers.find((item) => item._id === repair.customerId);
    return { ...repair, customerId: customer ? { ...customer } : repair.customerId };
  };
  const expenseOut = (expense: Rec) => {
    if (!alternate()) return expense;
    const category = s().categories.find((item) => item._id === expense.categoryId);
    return { ...expense, categoryId: category ? { _id: category._id, name: category.name } : expense.categoryId };
  };
  const history = (list: unknown[]) => (alternate() ? list : { data: list });
  const balance = () => {
    const map: Record<string, number> = {};
    for (const type of RECHARGE_TYPES) {
      const inValue = s().topups.filter((topup) => topup.rechargeType === type).reduce((sum, topup) => sum + topup.topUpValue, 0);
      const outValue = s().sales.filter((item) => item.rechargeType === type).reduce((sum, item) => sum + item.soldValue, 0);
      map[type] = round2(inValue - outValue);
    }
    return map;
  };
  const issuesOf = (ids: string[]) => {
    if (!ids.length) throw refuse(400, 'Please select issues');
    return ids.map((id) => {
      const item = find(s().issues, id, 'Issue');
      return { issueId: item._id, name: item.name, customerPrice: item.customerPrice, actualCost: item.actualCost };
    });
  };
  const priced = (issues: { customerPrice: number; actualCost: number }[], discount: number) => {
    const total = issues.reduce((sum, item) => sum + item.customerPrice, 0);
    const cost = issues.reduce((sum, item) => sum + item.actualCost, 0);
    if (discount < 0 || discount > total) throw refuse(400, 'Discount must be between 0 and the total');
    return { discount, finalAmount: round2(total - discount), profit: round2(total - discount - cost) };
  };
  const knownStatus = (name: string) => {
    if (!s().statuses.some((status) => status.name === name)) throw refuse(400, `Unknown status ${name}`);
  };
  const nonNegative = (body: any, ...keys: string[]) => {
    for (const key of keys) if (body[key] < 0) throw refuse(400, `${key} cannot be negative`);
  };
  const historyIndex = (repair: Rec, index: string) => {
    const at = Number(index);
    if (!/^\d+$/.test(index) || at >= repair.statusHistory.length) throw refuse(404, 'Status history entry not found');
    return at;
  };
  /** The newest live entry's status becomes the repair's. */
  const currentStatus = (repair: Rec) => {
    const live = repair.statusHistory.filter((entry: Rec) => !entry.isDeleted);
    if (live.length) repair.status = live[live.length - 1].status;
  };

  return [
    // Staff (owner only)
    { method: 'GET', pattern: '/admins', owner: true, handle: () => s().admins.map(staffOut) },
    {
      method: 'POST',
      pattern: '/admins/create',
      owner: true,
      body: { firstName: req('string'), lastName: req('string'), email: req('string'), password: req('string'), role: req({ oneOf: ['admin', 'super_admin'] }) },
      handle: ({ body, now }) => {
        if (s().admins.some((item) => item.email === body.email)) throw refuse(409, 'Email already exists');
        if (body.password.length < 6) throw refuse(400, 'Password must be at least 6 characters');
        const record = { _id: newId(), ...body, status: 'active', createdAt: now.toISOString(), updatedAt: now.toISOString() };
        s().admins.push(record);
        return staffOut(record);
      },
    },
    {
      method: 'PUT',
      pattern: '/admins/edit/:id',
      owner: true,
      body: { firstName: req('string'), lastName: req('string'), email: opt('string'), role: opt({ oneOf: ['admin', 'super_admin'] }), status: req({ oneOf: ['active', 'inactive'] }) },
      handle: ({ params, body, now }) => {
        const member = find(s().admins, params.id, 'Staff');
        if (body.email !== undefined && body.email !== null && body.email !== member.email) throw refuse(400, 'Email cannot be changed');
        if (member.role === 'super_admin' && body.status !== member.status) throw refuse(400, 'A super admin’s status cannot be changed');
        const { email: _email, ...fields } = body;
        Object.assign(member, Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)), { updatedAt: now.toISOString() });
        return staffOut(member);
      },
    },
    {
      method: 'DELETE',
      pattern: '/admins/delete/:id',
      owner: true,
      handle: ({ params }) => {
        if (find(s().admins, params.id, 'Staff').role === 'super_admin') throw refuse(403, 'Super admins cannot be deleted');
        return removed(s().admins, params.id, 'Staff');
      },
    },

    // Customers, their history, agents
    { method: 'GET', pattern: '/customers', handle: () => s().customers },
    {
      method: 'POST',
      pattern: '/customers',
      body: CUSTOMER_BODY,
      handle: (context) => {
        uniquePhone(s().customers, context.body.phoneNumber);
        return created(s().customers, personFields(context.body, true), context);
      },
    },
    {
      method: 'PUT',
      pattern: '/customers/:id',
      owner: true,
      body: CUSTOMER_BODY,
      handle: (context) => {
        const customer = find(s().customers, context.params.id, 'Customer');
        uniquePhone(s().customers, context.body.phoneNumber, customer._id);
        return updated(customer, personFields(context.body, true), context);
      },
    },
    { method: 'DELETE', pattern: '/customers/:id', owner: true, handle: ({ params }) => removed(s().customers, params.id, 'Customer') },
    {
      method: 'GET',
      pattern: '/bills/customer/:id',
      owner: true,
      handle: ({ params }) => history(s().bills.filter((bill) => bill.customerId === find(s().customers, params.id, 'Customer')._id).map(billOut)),
    },
    {
      method: 'GET',
      pattern: '/recharge/sales/customer/:id',
      owner: true,
      handle: ({ params }) => history(s().sales.filter((item) => item.soldToType === 'customer' && item.soldToId === find(s().customers, params.id, 'Customer')._id)),
    },
    {
      method: 'GET',
      pattern: '/customers/:id/repairs',
      owner: true,
      handle: ({ params }) => history(s().repairs.filter((repair) => repair.customerId === find(s().customers, params.id, 'Customer')._id).map(repairOut)),
    },
    { method: 'GET', pattern: '/agents', handle: () => s().agents },
    { method: 'POST', pattern: '/agents', body: AGENT_BODY, handle: (context) => created(s().agents, personFields(context.body, false), context) },
    { method: 'PUT', pattern: '/agents/:id', owner: true, body: AGENT_BODY, handle: (context) => updated(find(s().agents, context.params.id, 'Agent'), personFields(context.body, false), context) },
    { method: 'DELETE', pattern: '/agents/:id', owner: true, handle: ({ params }) => removed(s().agents, params.id, 'Agent') },

    // Products
    { method: 'GET', pattern: '/products', handle: () => (alternate() ? s().products : { products: s().products }) },
    {
      method: 'POST',
      pattern: '/products',
      owner: true,
      body: { ...PRODUCT_BODY, productType: req({ oneOf: ['normal'] }) },
      handle: (context) => {
        nonNegative(context.body, 'quantity', 'buyingPrice', 'sellingPrice');
        return created(s().products, context.body, context);
      },
    },
    {
      method: 'PUT',
      pattern: '/products/:id',
      owner: true,
      // Refill: only the new quantity.
      body: (body) => (body && typeof body === 'object' && Object.keys(body).length === 1 && 'quantity' in body ? { quantity: req('number') } : PRODUCT_BODY),
      handle: (context) => {
        nonNegative(context.body, 'quantity', 'buyingPrice', 'sellingPrice');
        return updated(find(s().products, context.params.id, 'Product'), context.body, context);
      },
    },
    { method: 'DELETE', pattern: '/products/:id', owner: true, handle: ({ params }) => removed(s().products, params.id, 'Product') },

    // Bills
    { method: 'GET', pattern: '/bills', handle: () => s().bills.map(billOut) },
    {
      method: 'GET',
      pattern: '/bills/report',
      owner: true,
      handle: () => ({
        count: s().bills.length,
        totalSales: round2(s().bills.reduce((sum, bill) => sum + bill.totalAmount, 0)),
        totalProfit: round2(s().bills.reduce((sum, bill) => sum + bill.profit, 0)),
      }),
    },
    { method: 'GET', pattern: '/bills/:id', handle: ({ params }) => billOut(find(s().bills, params.id, 'Bill')) },
    {
      method: 'POST',
      pattern: '/bills',
      body: { customerId: req('id'), products: req('productLines') },
      handle: (context) => {
        const customer = find(s().customers, context.body.customerId, 'Customer');
        const lines: Rec[] = context.body.products;
        if (!lines.length) throw refuse(400, 'Please add at least one product');
        const items = lines.map((line) => {
          if (!Number.isInteger(line.quantity) || line.quantity < 1) throw refuse(400, 'Quantity must be at least 1');
          if (line.billedPrice < 0) throw refuse(400, 'billedPrice cannot be negative');
          return { line, item: find(s().products, line.productId, 'Product') };
        });
        for (const { line, item } of items) {
          const wanted = items.filter((other) => other.item === item).reduce((sum, other) => sum + other.line.quantity, 0);
          if (wanted > item.quantity) throw refuse(409, `Not enough stock of ${item.name}: ${item.quantity} left`);
          void line;
        }
        for (const { line, item } of items) item.quantity -= line.quantity;
        const bill = created(
          s().bills,
          {
            customerId: customer._id,
            customer: customerCopy(customer),
            products: items.map(({ line, item }) => ({ productId: item._id, name: item.name, quantity: line.quantity, billedPrice: line.billedPrice })),
            totalAmount: round2(items.reduce((sum, { line }) => sum + line.quantity * line.billedPrice, 0)),
            profit: round2(items.reduce((sum, { line, item }) => sum + line.quantity * (line.billedPrice - item.buyingPrice), 0)),
          },
          context,
        );
        delete (bill as Partial<Rec>).updatedByName;
        return billOut(bill);
      },
    },
    { method: 'DELETE', pattern: '/bills/:id', owner: true, handle: ({ params }) => removed(s().bills, params.id, 'Bill') },

    // Recharges
    { method: 'GET', pattern: '/recharge/topup', handle: () => s().topups },
    {
      method: 'POST',
      pattern: '/recharge/topup',
      owner: true,
      body: TOPUP_BODY,
      handle: (context) => {
        nonNegative(context.body, 'topUpValue', 'topUpCost');
        return created(s().topups, context.body, context);
      },
    },
    {
      method: 'PUT',
      pattern: '/recharge/topup/:id',
      owner: true,
      body: TOPUP_BODY,
      handle: (context) => {
        const topup = find(s().topups, context.params.id, 'Topup');
        if (context.body.rechargeType !== topup.rechargeType) throw refuse(400, 'The type of a top-up cannot change');
        nonNegative(context.body, 'topUpValue', 'topUpCost');
        return updated(topup, context.body, context);
      },
    },
    { method: 'DELETE', pattern: '/recharge/topup/:id', owner: true, handle: ({ params }) => removed(s().topups, params.id, 'Topup') },
    { method: 'GET', pattern: '/recharge/balance', handle: balance },
    { method: 'GET', pattern: '/recharge/sales', handle: () => s().sales },
    {
      method: 'POST',
      pattern: '/recharge/sale',
      body: { rechargeType: req({ oneOf: RECHARGE_TYPES }), soldValue: req('number'), soldPrice: req('number'), soldToType: req({ oneOf: ['customer', 'agent'] }), soldToId: req('id') },
      handle: (context) => {
        const { rechargeType, soldValue, soldPrice, soldToType, soldToId } = context.body;
        if (soldValue <= 0 || soldPrice < 0) throw refuse(400, 'Sold value must be more than 0');
        const buyer = find(soldToType === 'customer' ? s().customers : s().agents, soldToId, soldToType === 'customer' ? 'Customer' : 'Agent');
        const available = balance()[rechargeType];
        if (soldValue > available) throw refuse(409, `Insufficient balance! Available: LKR ${available.toFixed(2)}, Required: LKR ${soldValue.toFixed(2)}`);
        const unitCost = unitCostOf(s().topups, rechargeType);
        return created(
          s().sales,
          { rechargeType, soldValue, soldPrice, soldToType, soldToId, soldToName: fullName(buyer), saleDate: context.now.toISOString(), unitCost, profit: round2(soldPrice - soldValue * unitCost) },
          context,
        );
      },
    },

    // Repairs
    { method: 'GET', pattern: '/repairs', handle: () => s().repairs.map(repairOut) },
    { method: 'GET', pattern: '/repairs/issues', handle: () => s().issues },
    { method: 'GET', pattern: '/repairs/statuses', handle: () => s().statuses },
    {
      method: 'GET',
      pattern: '/repairs/revenue',
      owner: true,
      query: { from: 'day', to: 'day' },
      handle: ({ query }) => {
        const inRange = s().repairs.filter((repair) => {
          const day = colomboDay(new Date(repair.dateIn));
          return day >= query.from && day <= query.to;
        });
        return {
          count: inRange.length,
          totalRevenue: round2(inRange.reduce((sum, repair) => sum + repair.finalAmount, 0)),
          totalProfit: round2(inRange.reduce((sum, repair) => sum + repair.profit, 0)),
        };
      },
    },
    {
      method: 'POST',
      pattern: '/repairs',
      body: { customerId: req('id'), issues: req('ids'), discount: opt('number'), expectedReturnDate: opt('dateTime') },
      handle: (context) => {
        const { customerId, discount, expectedReturnDate } = context.body;
        const customer = find(s().customers, customerId, 'Customer');
        const issues = issuesOf(context.body.issues);
        const when = context.now.toISOString();
        const repair = created(
          s().repairs,
          {
            customerId: customer._id,
            issues,
            ...priced(issues, discount ?? 0),
            status: 'Received from Customer',
            expectedReturnDate: expectedReturnDate ? fromColombo(expectedReturnDate).toISOString() : null,
            statusHistory: [{ status: 'Received from Customer', note: '', dateEntered: when, updatedByName: fullName(context.user), isDeleted: false }],
            note: '',
            dateIn: when,
          },
          context,
        );
        return repairOut(repair);
      },
    },
    {
      method: 'PUT',
      pattern: '/repairs/:id',
      owner: true,
      body: { issues: req('ids'), discount: opt('number'), expectedReturnDate: opt('dateTime') },
      handle: (context) => {
        const repair = find(s().repairs, context.params.id, 'Repair');
        const issues = issuesOf(context.body.issues);
        const { expectedReturnDate } = context.body;
        updated(repair, { issues, ...priced(issues, context.body.discount ?? 0), expectedReturnDate: expectedReturnDate ? fromColombo(expectedReturnDate).toISOString() : null }, context);
        return repairOut(repair);
      },
    },
    { method: 'DELETE', pattern: '/repairs/:id', owner: true, handle: ({ params }) => removed(s().repairs, params.id, 'Repair') },
    {
      method: 'PATCH',
      pattern: '/repairs/status/:id',
      body: STATUS_BODY,
      handle: (context) => {
        const repair = find(s().repairs, context.params.id, 'Repair');
        knownStatus(context.body.status);
        repair.statusHistory.push({ status: context.body.status, note: context.body.note ?? '', dateEntered: fromColombo(context.body.dateManual).toISOString(), updatedByName: fullName(context.user), isDeleted: false });
        repair.status = context.body.status;
        updated(repair, {}, context);
        return repairOut(repair);
      },
    },
    {
      method: 'PUT',
      pattern: '/repairs/:id/status/:index',
      owner: true,
      body: STATUS_BODY,
      handle: (context) => {
        const repair = find(s().repairs, context.params.id, 'Repair');
        const entry = repair.statusHistory[historyIndex(repair, context.params.index)];
        knownStatus(context.body.status);
        Object.assign(entry, { status: context.body.status, note: context.body.note ?? '', dateEntered: fromColombo(context.body.dateManual).toISOString(), updatedByName: fullName(context.user) });
        currentStatus(repair);
        updated(repair, {}, context);
        return repairOut(repair);
      },
    },
    {
      method: 'DELETE',
      pattern: '/repairs/:id/status/:index',
      owner: true,
      handle: (context) => {
        const repair = find(s().repairs, context.params.id, 'Repair');
        repair.statusHistory[historyIndex(repair, context.params.index)].isDeleted = true;
        currentStatus(repair);
        updated(repair, {}, context);
        return repairOut(repair);
      },
    },
    {
      method: 'PUT',
      pattern: '/repairs/issues/:id',
      body: { actualCost: req('number'), customerPrice: req('number') },
      handle: (context) => {
        nonNegative(context.body, 'actualCost', 'customerPrice');
        return updated(find(s().issues, context.params.id, 'Issue'), context.body, context);
      },
    },

    // Expenses
    { method: 'GET', pattern: '/expense-categories', handle: () => s().categories },
    {
      method: 'POST',
      pattern: '/expense-categories',
      body: { name: req('string') },
      handle: (context) => {
        if (s().categories.some((item) => item.name.toLowerCase() === context.body.name.toLowerCase())) throw refuse(409, 'Category already exists');
        return created(s().categories, { name: context.body.name }, context);
      },
    },
    { method: 'PUT', pattern: '/expense-categories/:id', body: { name: req('string') }, handle: (context) => updated(find(s().categories, context.params.id, 'Category'), { name: context.body.name }, context) },
    { method: 'DELETE', pattern: '/expense-categories/:id', handle: ({ params }) => removed(s().categories, params.id, 'Category') },
    { method: 'GET', pattern: '/expenses', handle: () => s().expenses.map(expenseOut) },
    {
      method: 'POST',
      pattern: '/expenses',
      body: EXPENSE_BODY,
      handle: (context) => {
        find(s().categories, context.body.categoryId, 'Category');
        if (context.body.amount < 0.01) throw refuse(400, 'Amount must be greater than 0');
        return expenseOut(created(s().expenses, context.body, context));
      },
    },
    {
      method: 'PUT',
      pattern: '/expenses/:id',
      owner: true,
      body: EXPENSE_BODY,
      handle: (context) => {
        find(s().categories, context.body.categoryId, 'Category');
        if (context.body.amount < 0.01) throw refuse(400, 'Amount must be greater than 0');
        return expenseOut(updated(find(s().expenses, context.params.id, 'Expense'), context.body, context));
      },
    },
    { method: 'DELETE', pattern: '/expenses/:id', owner: true, handle: ({ params }) => removed(s().expenses, params.id, 'Expense') },
  ];
}

/** The route of `method path`, with its parameters; a parameter named id must be a 24-hex id. */
function match(routes: Route[], method: string, pathname: string): { route: Route; params: Record<string, string> } | { pathKnown: boolean } | { badId: string } {
  const parts = pathname.split('/').filter(Boolean);
  let pathKnown = false;
  let badId: string | undefined;
  for (const route of routes) {
    const pattern = route.pattern.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((piece, index) => {
      if (piece.startsWith(':')) {
        params[piece.slice(1)] = decodeURIComponent(parts[index]);
        return true;
      }
      return piece === parts[index];
    });
    if (!fits) continue;
    // A literal route (/bills/report) wins over a parameter one (/bills/:id): routes are listed literal-first where both fit.
    if (params.id !== undefined && !ID_FORMAT.test(params.id)) {
      badId ??= params.id;
      continue;
    }
    pathKnown = true;
    if (route.method === method) return { route, params };
  }
  if (!pathKnown && badId !== undefined) return { badId };
  return { pathKnown };
}

// ---------------------------------------------------------------------------------------------
// Tokens

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN_LIFETIME_S = 12 * 60 * 60;

// ---------------------------------------------------------------------------------------------
// Static console

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

const DEFAULT_CONSOLE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

function serveStatic(dir: string, pathname: string, response: ServerResponse) {
  let file = path.normalize(path.join(dir, decodeURIComponent(pathname)));
  if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
    // An asset that is not there is a 404; any other path is the single-page app's.
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    file = path.join(dir, 'index.html');
  }
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(readFileSync(file));
}

// ---------------------------------------------------------------------------------------------
// Server

const HEADERS_OF_INTEREST = ['authorization', 'if-match', 'if-none-match', 'content-type'] as const;
const TEST_HEADER = 'x-spec-backend-test';

export async function startSpecBackend(options: SpecBackendOptions = {}): Promise<SpecBackend> {
  const now = options.now ?? (() => new Date());
  const consoleDir = options.consoleDir === false ? undefined : path.resolve(options.consoleDir ?? DEFAULT_CONSOLE_DIR);
  const state = { store: seed(now()), shapes: options.shapes ?? 'default' };
  const routes = createRoutes(state);
  const requests: LoggedRequest[] = [];
  const violations: Violation[] = [];
  const tokens = new Map<string, string>(); // token → staff _id

  const issueToken = (user: Rec) => {
    // The browser reads `exp` against its own clock: the later of ours and the real one.
    const issuedAt = Math.floor(Math.max(now().getTime(), Date.now()) / 1000);
    const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: user._id, role: user.role, iat: issuedAt, exp: issuedAt + TOKEN_LIFETIME_S })}.${randomBytes(24).toString('base64url')}`;
    tokens.set(token, user._id);
    return token;
  };

  async function handleApi(request: IncomingMessage, url: URL, pathname: string, response: ServerResponse) {
    const method = request.method ?? 'GET';
    const query = Object.fromEntries(url.searchParams);
    const headers: LoggedRequest['headers'] = {};
    for (const name of HEADERS_OF_INTEREST) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    let badJson = false;
    if (raw.length) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
        badJson = true;
      }
    }
    const entry: LoggedRequest = { method, path: pathname, query, body, headers, status: 0, fromTest: request.headers[TEST_HEADER] === '1' };
    requests.push(entry);

    const answer = (status: number, payload: unknown) => {
      entry.status = status;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(payload));
    };
    try {
      const found = match(routes, method, pathname);
      if ('badId' in found) throw violation(`Not an id: ${found.badId}`, 404);
      if (!('route' in found)) throw violation(found.pathKnown ? `${method} is not a call of ${pathname}` : `No such call: ${method} ${pathname}`, 404);
      const { route, params } = found;

      // The sign-in call needs no token; every other one does.
      let user: Rec | undefined;
      if (route.pattern !== '/auth/login') {
        const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
        const id = bearer ? tokens.get(bearer) : undefined;
        user = id ? state.store.admins.find((member) => member._id === id && member.status === 'active') : undefined;
        if (!user) throw refuse(401, bearer ? 'Invalid or expired token' : 'No token provided');
        entry.user = user.email;
      }

      // The spec's words only: query, preconditions, body.
      const allowedQuery = route.query ?? {};
      for (const word of Object.keys(query)) if (!(word in allowedQuery)) throw violation(`Unknown query parameter ${word}`);
      for (const [word] of Object.entries(allowedQuery)) {
        if (query[word] === undefined) throw violation(`Missing query parameter ${word}`);
        if (!validDay(query[word])) throw violation(`Query parameter ${word} must be a date YYYY-MM-DD`);
      }
      for (const name of ['if-match', 'if-none-match'] as const) if (headers[name] !== undefined) throw violation(`Unexpected ${name} header: this backend issues no tags`);
      if (badJson) throw violation('The body is not JSON');
      let checked: any;
      if (route.body) {
        const schema = typeof route.body === 'function' ? route.body(body) : route.body;
        checked = checkBody(body, schema);
      } else if (body !== undefined) {
        throw violation(`${method} ${route.pattern} takes no body`);
      }
      if (route.owner && user && user.role !== 'super_admin') throw refuse(403, 'Access denied: super admins only');
      const context: Context = { user: user!, params, query, body: checked, now: now() };
      answer(200, route.handle(context));
    } catch (error) {
      if (error instanceof Refusal) {
        if (error.violation) {
          const recorded = { method, path: pathname, reason: error.message };
          violations.push(recorded);
          options.onViolation?.(recorded);
        }
        answer(error.status, { message: error.message });
      } else {
        answer(500, { message: (error as Error).message });
      }
    }
  }

  /** POST /auth/login: its own handler, as it is the one call without a token. */
  routes.unshift({
    method: 'POST',
    pattern: '/auth/login',
    body: { email: req('string'), password: req('string') },
    handle: ({ body }) => {
      const member = state.store.admins.find((item) => item.email.toLowerCase() === String(body.email).toLowerCase());
      if (!member || member.password !== body.password) throw refuse(401, 'Invalid email or password');
      if (member.status !== 'active') throw refuse(401, 'Your account is inactive');
      const { password: _password, ...user } = member;
      return { token: issueToken(member), user };
    },
  });

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      handleApi(request, url, url.pathname.slice(4) || '/', response).catch((error) => {
        if (!response.headersSent) response.writeHead(500).end(String(error));
      });
      return;
    }
    if (!consoleDir) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No console served');
      return;
    }
    serveStatic(consoleDir, url.pathname, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    baseUrl,
    requests,
    violations,
    get store() {
      return state.store;
    },
    async api(account: Account): Promise<SpecApi> {
      const call = async (method: string, callPath: string, body?: unknown, token?: string) => {
        const response = await fetch(`${baseUrl}/api${callPath}`, {
          method,
          headers: { [TEST_HEADER]: '1', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const answer = await response.json();
        if (!response.ok) throw new Error(`${method} ${callPath}: ${response.status} ${JSON.stringify(answer)}`);
        return answer;
      };
      const { token } = await call('POST', '/auth/login', { email: account.email, password: account.password });
      return (method, callPath, body) => call(method, callPath, body, token);
    },
    async session(account: Account) {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { [TEST_HEADER]: '1', 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      const { token, user } = await response.json();
      if (!response.ok) throw new Error(`sign-in of ${account.email}: ${response.status}`);
      return [
        { name: 'authToken', value: token },
        { name: 'user', value: JSON.stringify(user) },
        { name: 'features', value: '[]' },
      ];
    },
    reset() {
      state.store = seed(now());
      requests.length = 0;
      violations.length = 0;
      tokens.clear();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies SpecBackend;
}
