import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ExpenseTender } from '../../src/domain/expenses';
import type { FieldValues } from '../../src/domain/fields';
import type { agentFields, customerFields } from '../../src/domain/people';
import type { supplierFields } from '../../src/domain/suppliers';
import type { Role, Status } from '../../src/domain/roles';
import type { ClaimStatus } from '../../src/domain/warranty';
import type { StockMovementKind } from '../../src/domain/stockMovements';
import type { AdjustmentReason } from '../../src/domain/stockAdjustments';
import type { StockCountStatus } from '../../src/domain/stockCounts';
import type { ReceiptCosting } from '../../src/domain/goodsReceipts';

/** Every table the server reads or writes; each migration's result, as TypeScript sees it. */
export interface Database {
  admins: AdminsTable;
  customers: CustomersTable;
  agents: AgentsTable;
  recharge_topups: RechargeTopUpsTable;
  recharge_sales: RechargeSalesTable;
  recharge_totals: RechargeTotalsTable;
  expense_categories: ExpenseCategoriesTable;
  expenses: ExpensesTable;
  repair_issues: RepairIssuesTable;
  repairs: RepairsTable;
  products: ProductsTable;
  bills: BillsTable;
  activity: ActivityTable;
  payments: PaymentsTable;
  accounts: AccountsTable;
  bill_returns: BillReturnsTable;
  settings: SettingsTable;
  float_checks: FloatChecksTable;
  recharge_adjustments: RechargeAdjustmentsTable;
  day_closes: DayClosesTable;
  cash_movements: CashMovementsTable;
  repair_messages: RepairMessagesTable;
  suppliers: SuppliersTable;
  stock_movements: StockMovementsTable;
  goods_receipts: GoodsReceiptsTable;
  goods_receipt_lines: GoodsReceiptLinesTable;
  supplier_payments: SupplierPaymentsTable;
  stock_counts: StockCountsTable;
  stock_count_lines: StockCountLinesTable;
  supplier_returns: SupplierReturnsTable;
  renewal_reminders: RenewalRemindersTable;
  renewal_stops: RenewalStopsTable;
  renewal_lengths: RenewalLengthsTable;
}

/** Sign-in accounts: the console's "staffs" (product.md §3 Staff member). */
export interface AdminsTable {
  /** 24 lowercase hex characters (see ids.ts); the API calls it `_id`. */
  id: string;
  firstName: string;
  lastName: string;
  /** Stored trimmed and lowercased, so uniqueness is case-insensitive. */
  email: string;
  passwordHash: string;
  /** ISO-8601 UTC of the last password change (migration 0009); null: unchanged since creation. */
  passwordChangedAt: string | null;
  role: Role;
  status: Status;
  /** ISO-8601 UTC. */
  createdAt: string;
  updatedAt: string;
  createdByName: string | null;
  updatedByName: string | null;
}

export type Admin = Selectable<AdminsTable>;
export type NewAdmin = Insertable<AdminsTable>;
export type AdminChanges = Updateable<AdminsTable>;

/** What every shop record carries beside its own fields. */
export interface RecordStamps {
  /** 24 lowercase hex characters (see ids.ts); the API calls it `_id`. */
  id: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  updatedAt: string;
  /** Full name of the signed-in user who created / last edited the record; null until edited. */
  createdByName: string | null;
  updatedByName: string | null;
}

/** An agent's form fields (product.md §3), as stored: trimmed, `email` null when none (from the domain's field list). */
export type AgentFields = FieldValues<typeof agentFields>;

/** A customer's form fields: an agent's plus the TV subscription card number. */
export type CustomerFields = FieldValues<typeof customerFields>;

/** Shop customers (product.md §3 Customer); `phoneNumber` is unique. */
export type CustomersTable = CustomerFields & RecordStamps;

/** Resellers the shop sells recharges to (product.md §3 Agent). */
export type AgentsTable = AgentFields & RecordStamps;

/** Whom the shop buys stock from (server/resources/suppliers.ts); `nameKey` keeps names unique ignoring case. */
export type SuppliersTable = FieldValues<typeof supplierFields> & { nameKey: string } & RecordStamps;

export type Customer = Selectable<CustomersTable>;
export type Agent = Selectable<AgentsTable>;

/** Recharge stock bought from a provider (product.md §3 Top-up). Amounts in whole cents. */
export interface RechargeTopUpsTable extends RecordStamps {
  /** One of the domain RECHARGE_TYPES. */
  rechargeType: string;
  topUpValue: number;
  topUpCost: number;
  /** The payload day's start in Asia/Colombo, ISO-8601 UTC. */
  topUpDate: string;
  /** The top-up's own number, given when it is written and never changed: its search index row's key (migration 0029). */
  searchKey: Generated<number>;
}

/** A recharge sold to a customer or agent (product.md §3 Recharge sale). Money in whole cents. */
export interface RechargeSalesTable extends RecordStamps {
  rechargeType: string;
  soldValue: number;
  soldPrice: number;
  soldToType: 'customer' | 'agent';
  soldToId: string;
  /** The buyer's full name when sold. */
  soldToName: string;
  /** ISO-8601 UTC. */
  saleDate: string;
  /** LKR per unit of value, 4 decimals, at the time of sale. */
  unitCost: number;
  profit: number;
  /** The sale's own number, given when it is written and never changed: its search index row's key (migration 0029). */
  searchKey: Generated<number>;
  /** The account that made it (migration 0054); null on an older row whose name no one account bore. */
  createdById: string | null;
}

export type RechargeTopUp = Selectable<RechargeTopUpsTable>;
export type RechargeSale = Selectable<RechargeSalesTable>;

/** Running totals per provider, in cents, kept by triggers (migration 0008). */
export interface RechargeTotalsTable {
  rechargeType: string;
  bought: number;
  cost: number;
  sold: number;
  /** Σ the owner's float adjustments, signed (migration 0018). */
  adjusted: Generated<number>;
}

/** A provider's balance as it showed beside the computed one (product.md §10; migration 0018). Cents. */
export interface FloatChecksTable {
  id: string;
  rechargeType: string;
  /** The balance the server held when the check was saved. */
  computed: number;
  /** What the provider showed. */
  shown: number;
  /** shown − computed. */
  difference: number;
  reason: string | null;
  note: string | null;
  /** ISO-8601 UTC. */
  checkedAt: string;
  checkedById: string | null;
  checkedByName: string | null;
}
export type FloatCheck = Selectable<FloatChecksTable>;

/** A movement of a computed recharge balance by the owner, to what the provider showed (migration 0018). Cents. */
export interface RechargeAdjustmentsTable {
  id: string;
  rechargeType: string;
  /** Signed: the balance moved by this. */
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  reason: string | null;
  note: string | null;
  /** The check whose difference this adjusts (once: a unique index). */
  checkId: string | null;
  createdAt: string;
  createdById: string | null;
  createdByName: string | null;
}
export type RechargeAdjustment = Selectable<RechargeAdjustmentsTable>;
/** Kinds of shop expense (product.md §3 Expense category). */
export interface ExpenseCategoriesTable extends RecordStamps {
  /** As shown: trimmed, repeated spaces collapsed (domain normaliseCategoryName). */
  name: string;
  /** Unique: the name lowercased (domain categoryNameKey), so 'Shop  Rent' and 'shop rent' clash. */
  nameKey: string;
}

/** Money the shop spent (product.md §3 Expense). */
export interface ExpensesTable extends RecordStamps {
  /** An expense_categories id (a foreign key: used categories cannot be deleted). */
  categoryId: string;
  /** Whole cents. */
  amount: number;
  description: string;
  /** The Asia/Colombo day, `YYYY-MM-DD`. */
  expenseDate: string;
  /** How it was paid (product.md §10): a tender other than Credit; 'cash' unless said. */
  paidBy: ColumnType<ExpenseTender, ExpenseTender | undefined, ExpenseTender>;
  /** The expense's key in its search index (migration 0030): set by a trigger on insert, never changed. */
  searchKey: Generated<number>;
}

export type ExpenseCategory = Selectable<ExpenseCategoriesTable>;
export type Expense = Selectable<ExpensesTable>;
/** The repair issue catalogue (product.md §3 Repair issue), seeded by migration 0006. Money in whole cents. */
export interface RepairIssuesTable extends RecordStamps {
  /** Unique; never changes once seeded. */
  name: string;
  actualCost: number;
  customerPrice: number;
  /** The shop's warranty on this repair, whole days, 0 for none (migration 0024, product.md §10). */
  warrantyDays: ColumnType<number, number | undefined, number>;
}

/** An issue as copied into a repair when it was added (prices in cents), kept as the catalogue changes. */
export interface RepairIssueLine {
  issueId: string;
  name: string;
  customerPrice: number;
  actualCost: number;
  /** The issue's warranty when the repair was taken in (product.md §10); absent from repairs taken in before warranties. */
  warrantyDays?: number;
}

/** A repair (product.md §3 Repair). Money in whole cents; times ISO-8601 UTC. */
export interface RepairsTable extends RecordStamps {
  customerId: string;
  /** The device, free text (searchable in the console); null when none. */
  repairProduct: string | null;
  /** JSON `RepairIssueLine[]`: owned by the repair, always read and written whole. */
  issues: string;
  discount: number;
  finalAmount: number;
  profit: number;
  /** The status of the last history entry not flagged deleted. */
  status: string;
  expectedReturnDate: string | null;
  /** JSON `StatusEntry[]` (src/domain/repairs.ts), oldest first; deleted entries stay, flagged. */
  statusHistory: string;
  note: string | null;
  dateIn: string;
  /** Sequential, from 1, unique (migration 0014, product.md §10): shown as R-000678. */
  number: Generated<number>;
  /** The code of its status page without sign-in (`/status/<code>`, migration 0022): unique, set when taken in. */
  statusCode: string | null;
  /** Intake (migration 0023, product.md §10): JSON list of accessory names received; null when not noted. */
  accessories: string | null;
  /** What 'Other' among the accessories was. */
  otherAccessory: string | null;
  /** The device's condition as received, free text. */
  condition: string | null;
  /** The device's IMEI or serial, normalised; null when none (migration 0024, product.md §10). */
  imei: ColumnType<string | null, string | null | undefined, string | null>;
  /** A warranty claim's original repair; null for an ordinary repair. */
  warrantyOf: ColumnType<string | null, string | null | undefined, string | null>;
  /** A warranty claim's approval: 'awaitingApproval' or 'approved'; null for an ordinary repair. */
  claimStatus: ColumnType<ClaimStatus | null, ClaimStatus | null | undefined, ClaimStatus | null>;
  /** When it was collected (the domain's `collectedAt` of its history), null while not collected (migration 0053): set with `status`. */
  collectedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export type RepairIssue = Selectable<RepairIssuesTable>;
export type Repair = Selectable<RepairsTable>;
/** Stock products (product.md §3 Product). Prices in whole cents; `quantity` never below 0. */
export interface ProductsTable extends RecordStamps {
  name: string;
  /** 'normal' for everything the products page creates. */
  productType: string;
  quantity: number;
  buyingPrice: number;
  sellingPrice: number;
  /** Unique when set (migration 0047, issue 47); null for none. */
  barcode: ColumnType<string | null, string | null | undefined, string | null>;
  /** At or under it, the product is on the owner's reorder list (migration 0048, issue 47); null for none. */
  reorderLevel: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A bill (product.md §3): never edited; a snapshot of the customer and its lines when billed. Money in cents. */
export interface BillsTable extends RecordStamps {
  customerId: string;
  customerFirstName: string;
  customerLastName: string;
  customerCardNumber: string;
  customerPhoneNumber: string;
  customerWhatsappNumber: string;
  customerNicNumber: string;
  customerEmail: string | null;
  /** JSON of the domain's `BillLine[]` (name and buying price at sale time, cents). */
  lines: string;
  totalAmount: number;
  profit: number;
  /** Sequential, from 1, unique (migration 0014, product.md §10): shown as B-000123. */
  number: Generated<number>;
  /** 1 when a line sold under its buying price (migration 0015, product.md §10): the owner's mark. */
  belowCost: number;
  /** The account that made it (migration 0054); null on an older row whose name no one account bore. */
  createdById: string | null;
}

export type Product = Selectable<ProductsTable>;
export type Bill = Selectable<BillsTable>;

/** The activity log (migration 0010): who did what to which record, and when. */
export interface ActivityTable {
  id: string;
  /** ISO-8601 UTC. */
  at: string;
  /** The signed-in user, or for a sign-in the account it named; null when none matched. */
  userId: string | null;
  /** Full name then, or the email typed in a refused sign-in. */
  userName: string | null;
  action: string;
  /** The console's resource name ('bills', 'staffs', 'auth'…). */
  resource: string;
  recordId: string | null;
  /** JSON of the stored row before / after the change; null for none. */
  before: string | null;
  after: string | null;
  /** The entry's number in the order written (migration 0032, given by a trigger): keys its search index. */
  seq: Generated<number>;
}

export type ActivityRow = Selectable<ActivityTable>;

/** One tender of a sale or of a payment on an account, in cents (migration 0012, product.md §10). */
export interface PaymentsTable {
  id: string;
  /** The payment's sequential number, shared by its tenders; `line` orders them. */
  number: number;
  line: number;
  /** What it pays: a bill, a recharge sale, an account or a repair ('bill' | 'sale' | 'account' | 'repair'). */
  source: string;
  sourceId: string | null;
  /** Whose account it touches; null for none (a walk-in cash sale). */
  partyType: 'customer' | 'agent' | null;
  partyId: string | null;
  /** A domain `Tender`: cash, card, bank, wallet, lankaqr or credit. */
  method: string;
  /** Cents: received (positive), or for `credit`, put on the account. */
  amount: number;
  /** On a cash tender, when typed: cents handed over, and the change given back. */
  cashGiven: number | null;
  change: number | null;
  note: string | null;
  /** ISO-8601 UTC. */
  createdAt: string;
  createdByName: string | null;
  /** The account that took it (migration 0054); null on an older row whose name no one account bore. */
  createdById: string | null;
}
export type Payment = Selectable<PaymentsTable>;

/** A customer's or agent's account: what they owe and how much credit they may have, in cents. */
export interface AccountsTable {
  partyType: 'customer' | 'agent';
  partyId: string;
  balance: number;
  creditLimit: number;
  updatedAt: string;
  updatedByName: string | null;
}
export type Account = Selectable<AccountsTable>;

/** A return of a bill's products, one credit note (migration 0013, product.md §10). Money in cents. */
export interface BillReturnsTable {
  id: string;
  /** Sequential, printed as CN-000045. */
  number: number;
  billId: string;
  /** JSON of `ReturnedLine[]` (server/db/billReturns.ts): what came back, at the bill line's prices. */
  lines: string;
  /** Money given back. */
  amount: number;
  /** The profit the return undoes: Σ (billedPrice − buyingPrice) × quantity. */
  profit: number;
  /** A domain `Tender`; `credit` went onto the customer's account. */
  method: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  createdByName: string | null;
}
export type BillReturn = Selectable<BillReturnsTable>;
/** The shop's details and the dashboard's thresholds: one row, id 1 (migration 0014, product.md §10). Money in cents. */
export interface SettingsTable {
  id: number;
  shopName: string;
  address: string;
  phone: string;
  receiptFooter: string;
  lowBalanceThreshold: number;
  lowStockThreshold: number;
  /** Percent of the selling price (migration 0015). */
  maxDiscountPercent: number;
  /** The whole hour (0–23, Asia/Colombo) after which today's close is due (migration 0020). */
  closingHour: number;
  /** 1: staff may close the drawer by shift, several times a day (migration 0025); 0: once a day. */
  closesByShift: number;
  /** 1 while the repair status page answers; 0 when the owner turned it off (migration 0022). */
  statusPageEnabled: number;
  /** 1 when the status page asks the last four digits of the customer's phone first (migration 0022). */
  statusPageAsksPhone: number;
  /** 1 when the owner lets staff receive goods, without costs (migration 0051); 0 until then. */
  staffReceiveGoods: number;
  /** Days a DDTV package lasts: a customer's renewal is due this long after their last DDTV sale (migration 0052, issue 49). */
  renewalDays: ColumnType<number, number | undefined, number>;
  /** The owner's renewal reminder in English, Sinhala and Tamil; '' for the console's own words (migration 0052). */
  renewalMessageEn: ColumnType<string, string | undefined, string>;
  renewalMessageSi: ColumnType<string, string | undefined, string>;
  renewalMessageTa: ColumnType<string, string | undefined, string>;
  updatedAt: string;
  updatedByName: string | null;
}

export type SettingsRow = Selectable<SettingsTable>;

/** The owner's WhatsApp message for a repair status (migration 0021, product.md §10); a status without a row has the default. */
export interface RepairMessagesTable {
  /** A status of REPAIR_STATUSES, by name. */
  status: string;
  /** '' for no message at that status. */
  template: string;
  updatedAt: string;
  updatedByName: string | null;
}

/** A shop day closed: the drawer counted against the cash expected (migration 0019, product.md §10). Cents. */
export interface DayClosesTable {
  id: string;
  /** The Asia/Colombo day, `YYYY-MM-DD`. */
  day: string;
  openingFloat: number;
  expected: number;
  counted: number;
  /** counted − expected. */
  difference: number;
  /** Cash left in the drawer for the next day. */
  floatLeft: number;
  /** JSON: pieces of each note and coin (`{ "5000": 3 }`). */
  count: string;
  /** JSON of the domain's `DayMovements` when the day was closed. */
  movements: string;
  note: string | null;
  /** ISO-8601 UTC. */
  closedAt: string;
  closedById: string | null;
  closedByName: string | null;
  /** Set when the owner reopened the day: the close then no longer locks it. */
  reopenedAt: string | null;
  reopenedById: string | null;
  reopenedByName: string | null;
  reopenReason: string | null;
  /** 1: the day's close, which locks the day; 0: a shift's close, which does not (migration 0025). */
  closesDay: number;
  /** 1, 2, … within the day; the day's close is the last. */
  shift: number;
  /** The instant the close's period starts (the previous standing close of the day), null for the day's start. */
  fromAt: string | null;
}
export type DayCloseRow = Selectable<DayClosesTable>;

/** Cash put into or taken out of the drawer, with why (migration 0019). Cents. */
export interface CashMovementsTable {
  id: string;
  /** The Asia/Colombo day it was made, `YYYY-MM-DD`. */
  day: string;
  kind: 'in' | 'out';
  amount: number;
  reason: string;
  createdAt: string;
  createdById: string | null;
  createdByName: string | null;
}
export type CashMovement = Selectable<CashMovementsTable>;

/** One change of a product's stock (migration 0044, issue 47): quantity = the sum of a product's movements. */
export interface StockMovementsTable {
  id: string;
  productId: string;
  kind: StockMovementKind;
  /** Signed whole units: in positive, out negative. */
  quantity: number;
  /** The product's quantity right after this movement. */
  onHand: number;
  /** The bill (sold, billDeleted) or return (customerReturn) it came from, and its number then. */
  sourceId: string | null;
  sourceNumber: number | null;
  createdAt: string;
  createdById: string | null;
  createdByName: string | null;
  /** An adjustment's reason (src/domain/stockAdjustments.ts) and note (migration 0046); null for other kinds. */
  reason: Generated<AdjustmentReason | null>;
  note: Generated<string | null>;
  /** The unit cost in cents the movement is valued at, and the product's moving-average cost after it (migration 0049). */
  unitCost: number;
  averageCost: number;
}
export type StockMovementRow = Selectable<StockMovementsTable>;

/** Goods received from a supplier (issue 47; migration 0045). Money in whole cents. */
export interface GoodsReceiptsTable extends RecordStamps {
  /** GRN-000001 once read: one more than the highest (db/numbers.ts). */
  number: number;
  supplierId: string;
  /** The supplier's name when received. */
  supplierName: string;
  invoiceNumber: string;
  /** The supplier's invoice's day, `YYYY-MM-DD`. */
  invoiceDate: string;
  total: number;
  /** The tender it was paid by when written, or null: owed to the supplier. */
  paidBy: ExpenseTender | null;
  /** When an owed receipt is due, `YYYY-MM-DD`, or null. */
  dueDate: string | null;
  /** How its unit costs were set (migration 0051, src/domain/goodsReceipts.ts `ReceiptCosting`); the database fills it on insert. */
  costing: ColumnType<ReceiptCosting, ReceiptCosting | undefined, ReceiptCosting>;
}
export type GoodsReceiptRow = Selectable<GoodsReceiptsTable>;

/** One line of a goods received note: the product then, units and unit cost (cents). */
export interface GoodsReceiptLinesTable {
  id: string;
  receiptId: string;
  position: number;
  productId: string;
  productName: string;
  quantity: number;
  unitCost: number;
}
export type GoodsReceiptLineRow = Selectable<GoodsReceiptLinesTable>;

/** Money paid out to a supplier against what is owed (issue 47; migration 0045). Cents. */
export interface SupplierPaymentsTable extends RecordStamps {
  supplierId: string;
  amount: number;
  method: ExpenseTender;
  note: string | null;
}
export type SupplierPaymentRow = Selectable<SupplierPaymentsTable>;
/** A count sheet (migration 0046, issue 47); `postedValue` (cents) is the owner's. */
export interface StockCountsTable {
  id: string;
  status: StockCountStatus;
  search: string | null;
  note: string | null;
  postedValue: number | null;
  createdAt: string;
  createdByName: string | null;
  updatedAt: string;
  updatedByName: string | null;
  submittedAt: string | null;
  submittedByName: string | null;
  closedAt: string | null;
  closedByName: string | null;
}
export type StockCountRow = Selectable<StockCountsTable>;

/** One product of a count sheet: the stock expected when the sheet was made, what was counted, the buying price (cents, the owner's). */
export interface StockCountLinesTable {
  id: string;
  countId: string;
  position: number;
  productId: string;
  productName: string;
  expected: number;
  counted: number | null;
  unitCost: number;
}
export type StockCountLineRow = Selectable<StockCountLinesTable>;

/** Units of a goods received note's product returned to its supplier (issue 47; migration 0049). Money in whole cents. */
export interface SupplierReturnsTable extends RecordStamps {
  /** SRN-000001 once read: one more than the highest (db/numbers.ts). */
  number: number;
  supplierId: string;
  supplierName: string;
  receiptId: string;
  receiptNumber: number;
  productId: string;
  productName: string;
  quantity: number;
  /** The average cost the units left the stock at; `total` = quantity × it, credited to the supplier. */
  unitCost: number;
  total: number;
  note: string | null;
}
export type SupplierReturnRow = Selectable<SupplierReturnsTable>;

/** A TV renewal reminder sent (migration 0052, issue 49): one per customer and shop day. */
export interface RenewalRemindersTable {
  id: string;
  customerId: string;
  /** The Asia/Colombo day it was sent, `YYYY-MM-DD`. */
  day: string;
  createdAt: string;
  createdById: string | null;
  createdByName: string | null;
}

/** A customer marked stopped (migration 0052, issue 49): off the renewals list, with the reason, until undone. */
export interface RenewalStopsTable {
  customerId: string;
  reason: string;
  createdAt: string;
  createdByName: string | null;
}

/** A customer's own DDTV package length (migration 0054, issue 49), set by the owner; none: the shop's. */
export interface RenewalLengthsTable {
  customerId: string;
  days: number;
  updatedAt: string;
  updatedByName: string | null;
}
