/** Test records shaped like the shop API's answers; override what a test cares about. */
let sequence = 0;
const nextId = () => (++sequence).toString(16).padStart(24, '0');

export interface StaffRecord {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'admin' | 'super_admin';
  status: 'active' | 'inactive';
  createdAt: string;
  updatedAt: string;
}

export function buildStaff(overrides: Partial<StaffRecord> = {}): StaffRecord {
  const id = overrides._id ?? nextId();
  return {
    _id: id,
    firstName: 'Nimal',
    lastName: 'Perera',
    email: `staff-${id}@shop.test`,
    role: 'admin',
    status: 'active',
    createdAt: '2026-03-12T04:30:00.000Z',
    updatedAt: '2026-03-12T04:30:00.000Z',
    ...overrides,
  };
}

export const owner = buildStaff({ firstName: 'Owner', lastName: 'Demo', email: 'owner@shop.test', role: 'super_admin' });
export const staffUser = buildStaff({ firstName: 'Staff', lastName: 'Demo', email: 'staff@shop.test' });

export interface PersonRecord {
  _id: string;
  firstName: string;
  lastName: string;
  address: string;
  email: string | null;
  phoneNumber: string;
  whatsappNumber: string;
  nicNumber: string;
  cardNumber?: string;
  /** Our server's preferred language (product.md §10): absent from the spec's records. */
  language?: string | null;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

export function buildCustomer(overrides: Partial<PersonRecord> = {}): PersonRecord {
  const id = overrides._id ?? nextId();
  const serial = String(parseInt(id, 16) % 10_000_000).padStart(7, '0');
  return {
    _id: id,
    firstName: 'Kasun',
    lastName: 'Perera',
    address: '12 Galle Road, Colombo 03',
    email: null,
    phoneNumber: `077${serial}`,
    whatsappNumber: `077${serial}`,
    nicNumber: '987654321V',
    cardNumber: `DTV-${serial}`,
    createdByName: 'Owner Demo',
    updatedByName: null,
    createdAt: '2026-03-12T04:30:00.000Z',
    updatedAt: '2026-03-12T04:30:00.000Z',
    ...overrides,
  };
}

export function buildAgent(overrides: Partial<PersonRecord> = {}): PersonRecord {
  const { cardNumber: _card, ...agent } = buildCustomer({ firstName: 'Ruwan', lastName: 'Jayasinghe', ...overrides });
  return agent;
}

export interface ProductRecord {
  _id: string;
  name: string;
  productType: string;
  quantity: number;
  buyingPrice?: number;
  sellingPrice: number;
  createdByName?: string | null;
  updatedByName?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Our server's own (`barcodes`, issue 47). */
  barcode?: string | null;
  /** Our server's own (`reorder`, issue 47). */
  reorderLevel?: number | null;
}

/** A product as a super admin receives it; `staffView` drops what staff never get (product.md §6). */
export function buildProduct(overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    _id: overrides._id ?? nextId(),
    name: 'HDMI Cable 1.5m',
    productType: 'normal',
    quantity: 25,
    buyingPrice: 450,
    sellingPrice: 750,
    createdByName: 'Owner Demo',
    updatedByName: null,
    createdAt: '2026-03-12T04:30:00.000Z',
    updatedAt: '2026-03-12T04:30:00.000Z',
    ...overrides,
  };
}

export interface BillRecord {
  _id: string;
  customerId: string;
  customer: Pick<PersonRecord, 'firstName' | 'lastName' | 'phoneNumber' | 'whatsappNumber' | 'nicNumber' | 'email'> & { cardNumber: string };
  products: { name: string; quantity: number; billedPrice: number }[];
  totalAmount: number;
  profit?: number;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A bill of `customer` (its snapshot), totals computed from the lines. */
export function buildBill(
  customer: PersonRecord,
  lines: BillRecord['products'],
  overrides: Partial<BillRecord> = {},
): BillRecord {
  const totalAmount = lines.reduce((sum, line) => sum + line.quantity * line.billedPrice, 0);
  const { firstName, lastName, phoneNumber, whatsappNumber, nicNumber, email } = customer;
  return {
    _id: overrides._id ?? nextId(),
    customerId: customer._id,
    customer: { firstName, lastName, phoneNumber, whatsappNumber, nicNumber, email, cardNumber: customer.cardNumber ?? '' },
    products: lines,
    totalAmount,
    profit: Math.round(totalAmount * 0.4 * 100) / 100,
    createdByName: 'Staff Demo',
    updatedByName: null,
    createdAt: '2026-03-12T04:30:00.000Z',
    updatedAt: '2026-03-12T04:30:00.000Z',
    ...overrides,
  };
}

/** What staff receive of a record: the same without the keys only super admins get. */
export function staffView<T extends object>(record: T, hidden: readonly string[]): T {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !hidden.includes(key))) as T;
}

export interface CategoryRecord {
  _id: string;
  name: string;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

export function buildCategory(overrides: Partial<CategoryRecord> = {}): CategoryRecord {
  return {
    _id: overrides._id ?? nextId(),
    name: 'Shop Rent',
    createdByName: 'Owner Demo',
    updatedByName: null,
    createdAt: '2026-03-01T04:30:00.000Z',
    updatedAt: '2026-03-01T04:30:00.000Z',
    ...overrides,
  };
}

export interface ExpenseRecord {
  _id: string;
  categoryId: { _id: string; name: string };
  amount: number;
  description: string;
  expenseDate: string;
  /** Our server's (product.md §10): how it was paid; absent from the shop's own backend. */
  paidBy?: string;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An expense as the API answers it: its category embedded as `{ _id, name }`. */
export function buildExpense(category: CategoryRecord, overrides: Partial<ExpenseRecord> = {}): ExpenseRecord {
  return {
    _id: overrides._id ?? nextId(),
    categoryId: { _id: category._id, name: category.name },
    amount: 1000,
    description: 'Tea and biscuits for the staff',
    expenseDate: '2026-03-12',
    createdByName: 'Staff Demo',
    updatedByName: null,
    createdAt: '2026-03-12T04:30:00.000Z',
    updatedAt: '2026-03-12T04:30:00.000Z',
    ...overrides,
  };
}
