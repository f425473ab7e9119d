import { lazy } from 'react';
import RepairIcon from '@mui/icons-material/Build';
import HistoryIcon from '@mui/icons-material/History';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import ChatIcon from '@mui/icons-material/WhatsApp';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { fullName } from '../../domain/labels';
import { numberOfRecord } from '../../domain/numbers';
import { fromCents, sumMoney } from '../../domain/money';
import {
  COLLECTED_STATUS,
  isOverdue,
  REPAIR_STATUS_KEYS,
  REPAIR_STATUSES,
  repairRules,
  repairStatusTone,
  RETURNED_STATUS,
  statusChangeRules,
  type StatusEntry,
} from '../../domain/repairs';
import { revenueFigures, takingsBreakdown } from '../revenueFigures';
import { advancePayload, balanceOf } from './repairPayments';
import { intakeDetails, intakeOffered, intakePayload, type RepairIntake } from './intake';
import { awaitingApproval, imeiPayload, underWarrantyNow, warrantyText } from './warranty';
import { deviceIdRule } from '../../domain/deviceId';
import { warrantyEnd, type ClaimStatus } from '../../domain/warranty';
import type { ListRows } from '../../api/listRows';
import type { ColumnDeclaration, DetailsDeclaration, Figure, InputDeclaration, ResourceDeclaration, ShopRecord } from '../types';
import type { FormPayload } from '../../engine/views';

// The job card loads with its dialog (it formats dates).
const documents = () => import('./repairDocuments');
const whatsappDialog = lazy(() => import('./RepairWhatsAppDialog'));

export interface RepairIssueLine {
  issueId: string;
  name: string;
  customerPrice: number;
  /** Super admins only (product.md §6). */
  actualCost?: number;
  /** The issue's warranty (days) when the repair was taken in: from a backend that keeps warranties (product.md §10). */
  warrantyDays?: number;
}

export interface Repair extends ShopRecord, RepairIntake {
  customerId: string;
  customer: { _id: string; firstName: string; lastName: string; phoneNumber: string; whatsappNumber: string; nicNumber: string };
  repairProduct: string | null;
  issues: RepairIssueLine[];
  discount: number;
  finalAmount: number;
  /** Super admins only (product.md §6): absent for staff. */
  profit?: number;
  status: string;
  expectedReturnDate: string | null;
  statusHistory: StatusEntry[];
  note: string | null;
  dateIn: string;
  /** LKR paid so far and still due (product.md §10): from a backend that takes a repair's payments, absent otherwise. */
  paid?: number;
  due?: number;
  /** Our server's sequential number (product.md §10), shown as R-000678; absent from the shop's own backend. */
  number?: number;
  /** The code of its status page without sign-in (product.md §10): our server's, while the owner has the page on. */
  statusCode?: string;
  /** Where the backend keeps warranties (product.md §10): the device's IMEI or serial; a claim's original repair and approval. */
  imei?: string | null;
  warrantyOf?: string | null;
  claimStatus?: ClaimStatus | null;
}

const sum = (repairs: readonly Repair[], field: 'finalAmount' | 'profit') => sumMoney(repairs, (repair) => repair[field]);

const byStatus: Figure<[rows: ListRows<Repair>]>[] = REPAIR_STATUSES.map((status) => ({
  key: REPAIR_STATUS_KEYS[status],
  kind: 'count',
  value: (rows) => rows.filtered.filter((repair) => repair.status === status).length,
}));

/** Optional text as the API wants it: trimmed, or null for none. */
const optional = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
/** A repair's issues as their ids: the form holds ids, the API answers lines. */
export const issueIds = (issues: unknown) => (Array.isArray(issues) ? issues.map((issue) => (typeof issue === 'object' ? issue.issueId : issue)) : []);

/** The Change Status form and the Edit Status History form: status, date and time, note. */
export const statusInputs: readonly InputDeclaration[] = [
  { source: 'status', kind: 'enum', choices: { route: 'GET /repairs/statuses', field: 'name' }, rules: statusChangeRules.status },
  { source: 'dateManual', kind: 'datetime', rules: statusChangeRules.dateManual },
  { source: 'note', kind: 'textarea', maxLength: 500 },
];

export const discountOf = (values: Record<string, any>) => (values.discount === '' || values.discount == null ? 0 : Number(values.discount));

/** One payment on a repair (its advance, or its balance on collection), LKR, as our server answers it. */
export interface RepairPayment {
  at: string;
  tenders: { method: string; amount: number }[];
}

const paidKnown = (repair: Repair) => typeof repair.paid === 'number';
const collected = (repair: Repair) => repair.status === COLLECTED_STATUS;

/**
 * Repair Details: the job as the job card has it (what was paid: the advance, or once collected
 * all of it; what is still due; the device's IMEI and its warranty or claim, as Status History
 * says it), and what came in with the device. Each addition only where the backend keeps it.
 */
const repairFields: ColumnDeclaration[] = [
  { source: 'customer', kind: 'person' },
  { source: 'customer.phoneNumber', kind: 'text' },
  { source: 'repairProduct', kind: 'text' },
  { source: 'imei', kind: 'text', feature: 'warranties', when: (repair: Repair) => Boolean(repair.imei) },
  { source: 'issues', kind: 'tags', tagField: 'name' },
  { source: 'finalAmount', kind: 'money' },
  { source: 'advance', kind: 'money', feature: 'payments', when: (repair: Repair) => paidKnown(repair) && !collected(repair), value: (repair: Repair) => repair.paid },
  { source: 'paid', kind: 'money', feature: 'payments', when: (repair: Repair) => paidKnown(repair) && collected(repair) },
  { source: 'due', kind: 'money', feature: 'payments', when: paidKnown, value: (repair: Repair) => fromCents(balanceOf(repair) ?? 0) },
  // Each advance and payment, with its day, tenders and amount (RepairDetailsDialog.tsx draws them).
  { source: 'payments', kind: 'text', feature: 'payments', when: (repair: Repair) => (repair.paid ?? 0) > 0 },
  { source: 'warranty', kind: 'text', feature: 'warranties', when: (repair: Repair) => Boolean(repair.warrantyOf || warrantyEnd(repair)), value: (repair: Repair, translate) => warrantyText(repair, translate) },
  { source: 'status', kind: 'status', color: repairStatusTone },
  { source: 'expectedReturnDate', kind: 'datetime' },
  { source: 'dateIn', kind: 'datetime' },
  { source: 'note', kind: 'text' },
  ...intakeDetails,
];
export const repairDetails: DetailsDeclaration = { fields: repairFields };

/**
 * Repair Management (product.md §2–§6, §8): everyone lists repairs, takes one in and changes its
 * status; super admins also see revenue and profit, edit and delete repairs, edit or delete
 * status history entries and read the revenue report. The customer of a repair never changes.
 */
export const repairs: ResourceDeclaration<Repair> = {
  name: 'repairs/management',
  icon: RepairIcon,
  menu: { order: 70 },
  routes: { list: 'GET /repairs', create: 'POST /repairs', update: 'PUT /repairs/:id', delete: 'DELETE /repairs/:id' },
  // In the screen's language where the caller gives its translate (a delete confirmation, Change Status).
  recordRepresentation: (repair, translate) => {
    const number = numberOfRecord('repair', repair);
    const customer = fullName(repair.customer);
    if (!translate) return `${repair.repairProduct || `Repair ${number}`} of ${customer}`;
    const product = repair.repairProduct || `${translate('resources.repairs/management.name', { smart_count: 1 })} ${number}`;
    return translate('resources.repairs/management.record', { product, customer });
  },
  columns: [
    { source: 'customer', kind: 'person' },
    { source: 'customer.phoneNumber', kind: 'text', optional: true },
    { source: 'repairProduct', kind: 'text', sortable: true },
    // Behind the Columns button (with the return date and the creator below), so the table and
    // its Actions fit a 1366 px laptop screen; the job card and the status history show them.
    { source: 'issues', kind: 'tags', tagField: 'name', optional: true },
    { source: 'finalAmount', kind: 'money', sortable: true },
    { source: 'profit', kind: 'money', sortable: true, access: 'cost', optional: true },
    { source: 'status', kind: 'status', sortable: true, color: repairStatusTone },
    { source: 'expectedReturnDate', kind: 'datetime', sortable: true, optional: true },
    { source: 'dateIn', kind: 'datetime', sortable: true },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit', optional: true },
    { source: 'imei', kind: 'text', optional: true, feature: 'warranties' },
  ],
  inputs: [
    // On edit the customer is shown, fixed.
    { source: 'customerId', kind: 'reference', reference: 'customers', rules: repairRules.customerId, readOnlyIn: ['edit'], fullWidth: true },
    // The device and a note, kept by a backend that keeps a repair's intake: the spec's payloads have neither.
    { source: 'repairProduct', kind: 'text', fullWidth: true, feature: 'repairIntake' },
    // The device's IMEI or serial (product.md §10): shown after the issues, where the backend keeps it.
    { source: 'imei', kind: 'text', rules: [deviceIdRule], feature: 'warranties' },
    { source: 'discount', kind: 'money', rules: repairRules.discount },
    { source: 'expectedReturnDate', kind: 'datetime', rules: repairRules.expectedReturnDate },
    { source: 'note', kind: 'textarea', maxLength: 500, fullWidth: true, feature: 'repairIntake' },
  ],
  // The issues picked from the catalogue, and the totals from their prices, are the form's own.
  // …and overdue repairs are marked in the list's status cell.
  views: () => import('./views'),
  list: {
    // `numberText`: 'R-000678' where the backend numbers repairs (src/api/resourceData.ts).
    search: ['customer.firstName', 'customer.lastName', 'customer.phoneNumber', 'customer.whatsappNumber', 'customer.nicNumber', 'repairProduct', 'numberText', 'imei'],
    filters: [
      { kind: 'enum', source: 'status', choices: { route: 'GET /repairs/statuses', field: 'name' } },
      // The dashboard's "past the expected return date" links here.
      { kind: 'flag', source: 'overdue', match: isOverdue },
      // …and its "repairs taken in today" (the day a repair came in, in Asia/Colombo).
      { kind: 'day', source: 'dateIn' },
    ],
    summary: [
      { key: 'count', kind: 'count', value: (rows) => rows.filtered.length },
      ...byStatus,
      { key: 'totalRevenue', kind: 'money', access: 'cost', value: (rows) => sum(rows.filtered, 'finalAmount') },
      { key: 'totalProfit', kind: 'money', access: 'cost', value: (rows) => sum(rows.filtered, 'profit') },
    ],
    defaultSort: { field: 'dateIn', order: 'DESC' },
    // The CSV also says which repair (as its job card does) and, where the backend takes payments, what was paid and is still due.
    exportColumns: [
      { source: 'number', kind: 'text', value: (repair: Repair) => numberOfRecord('repair', repair) },
      { source: 'paid', kind: 'money', feature: 'payments' },
      { source: 'due', kind: 'money', feature: 'payments' },
    ],
  },
  fallbackOnlyFailures: ['delete'],
  rowActions: [
    // The screen's own form: marking a repair collected also takes its balance (product.md §10).
    { name: 'status', action: 'status', icon: SyncAltIcon, dialog: lazy(() => import('./RepairStatusDialog')) },
    // One of a kind: a timeline whose entries super admins edit or delete.
    { name: 'history', action: 'show', icon: HistoryIcon, dialog: lazy(() => import('./StatusHistoryDialog')) },
    // The spec's two messages (product.md §4), in the owner's wording where the backend keeps it (§10).
    { name: 'whatsappReturned', action: 'show', icon: ChatIcon, when: (repair) => repair.status === RETURNED_STATUS, dialog: whatsappDialog },
    { name: 'whatsappCollected', action: 'show', icon: ChatIcon, when: (repair) => repair.status === COLLECTED_STATUS, dialog: whatsappDialog },
    { name: 'jobCard', action: 'show', print: () => documents().then((m) => m.jobCard) },
    // What came in with the device and its condition (product.md §10), beside the job's own lines.
    // The engine's details with each payment listed (RepairDetailsDialog.tsx).
    { name: 'details', action: 'show', feature: 'repairIntake', icon: VisibilityIcon, dialog: lazy(() => import('./RepairDetailsDialog')) },
    // Warranties (product.md §10): a free repair of a device still under warranty, and the owner's approval of one.
    { name: 'warrantyClaim', action: 'claim', feature: 'warranties', when: underWarrantyNow, dialog: lazy(() => import('./WarrantyClaimDialog')) },
    { name: 'approveClaim', action: 'approve', feature: 'warranties', when: awaitingApproval, dialog: lazy(() => import('./ApproveClaimDialog')) },
  ],
  listActions: [
    { name: 'report', action: 'report', report: { route: 'GET /repairs/revenue', figures: revenueFigures('totalRevenue'), breakdown: takingsBreakdown } },
    { name: 'warrantyCheck', action: 'list', feature: 'warranties', icon: VerifiedIcon, dialog: lazy(() => import('./WarrantyCheckDialog')) },
  ],
};

// The API takes the customer on create only (it is fixed); optional fields cleared as null;
// the device and note where the backend keeps them; and on create the advance, where the
// backend takes it (product.md §10).
export const repairPayload: FormPayload = (values, mode) => ({
  ...(mode === 'create' ? { customerId: values.customerId } : {}),
  ...(intakeOffered() ? { repairProduct: optional(values.repairProduct) } : {}),
  issues: issueIds(values.issues),
  discount: discountOf(values as Record<string, unknown>),
  expectedReturnDate: optional(values.expectedReturnDate),
  ...(intakeOffered() ? { note: optional(values.note) } : {}),
  ...imeiPayload(values as Record<string, unknown>),
  ...(mode === 'create' ? advancePayload(values as Record<string, unknown>) : {}),
  ...intakePayload(values as Record<string, unknown>, mode),
});
