/** Repair test records shaped like the shop API's answers (server/README.md, "Repairs"). */
import type { PersonRecord } from './builders';

let sequence = 0x9000;
const nextId = () => (++sequence).toString(16).padStart(24, '0');

export interface IssueRecord {
  _id: string;
  name: string;
  actualCost?: number;
  customerPrice: number;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

export function buildIssue(overrides: Partial<IssueRecord> = {}): IssueRecord {
  return {
    _id: overrides._id ?? nextId(),
    name: 'Screen Replacement',
    actualCost: 6000,
    customerPrice: 10000,
    createdByName: 'System',
    updatedByName: null,
    createdAt: '2026-03-01T04:30:00.000Z',
    updatedAt: '2026-03-01T04:30:00.000Z',
    ...overrides,
  };
}

export interface StatusEntryRecord {
  status: string;
  note: string | null;
  dateEntered: string;
  updatedByName: string | null;
  isDeleted: boolean;
}

export interface RepairRecord {
  _id: string;
  customerId: string;
  customer: Pick<PersonRecord, '_id' | 'firstName' | 'lastName' | 'phoneNumber' | 'whatsappNumber' | 'nicNumber'>;
  repairProduct: string | null;
  issues: { issueId: string; name: string; customerPrice: number; actualCost?: number }[];
  discount: number;
  finalAmount: number;
  profit?: number;
  status: string;
  expectedReturnDate: string | null;
  statusHistory: StatusEntryRecord[];
  note: string | null;
  dateIn: string;
  createdByName: string | null;
  updatedByName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A repair of `customer` for `issues` (their prices copied in), money computed as the server does. */
export function buildRepair(customer: PersonRecord, issues: IssueRecord[], overrides: Partial<RepairRecord> = {}): RepairRecord {
  const discount = overrides.discount ?? 0;
  const subtotal = issues.reduce((sum, issue) => sum + issue.customerPrice, 0);
  const cost = issues.reduce((sum, issue) => sum + (issue.actualCost ?? 0), 0);
  const dateIn = overrides.dateIn ?? '2026-03-10T04:30:00.000Z';
  const { _id, firstName, lastName, phoneNumber, whatsappNumber, nicNumber } = customer;
  return {
    _id: overrides._id ?? nextId(),
    customerId: customer._id,
    customer: { _id, firstName, lastName, phoneNumber, whatsappNumber, nicNumber },
    repairProduct: 'Samsung Galaxy A52',
    issues: issues.map((issue) => ({ issueId: issue._id, name: issue.name, customerPrice: issue.customerPrice, actualCost: issue.actualCost })),
    discount,
    finalAmount: subtotal - discount,
    profit: subtotal - discount - cost,
    status: 'Received from Customer',
    expectedReturnDate: '2026-03-15T12:30:00.000Z',
    statusHistory: [{ status: 'Received from Customer', note: null, dateEntered: dateIn, updatedByName: 'Staff Demo', isDeleted: false }],
    note: null,
    dateIn,
    createdByName: 'Staff Demo',
    updatedByName: null,
    createdAt: dateIn,
    updatedAt: dateIn,
    ...overrides,
  };
}

/** What staff receive of a repair: no profit, no issue costs (product.md §6). */
export function staffRepair(repair: RepairRecord): RepairRecord {
  const { profit: _profit, ...rest } = repair;
  return { ...rest, issues: repair.issues.map(({ actualCost: _cost, ...issue }) => issue) };
}
