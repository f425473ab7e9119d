import ExpenseIcon from '@mui/icons-material/Payments';
import { shopDayOf } from '../../../domain/dates';
import { categoryIdOf, DEFAULT_EXPENSE_TENDER, DESCRIPTION_MAX, EXPENSE_TENDERS, expenseRules, type ExpenseTender } from '../../../domain/expenses';
import { offeredByBackend } from '../../../engine/features';
import { formatMoney } from '../../../domain/labels';
import { sumMoney } from '../../../domain/money';
import { required } from '../../../domain/validation';
import type { ResourceDeclaration, ShopRecord } from '../../types';
import type { FormPayload } from '../../../engine/views';

export interface Expense extends ShopRecord {
  /** Answered as `{ _id, name }`; sent as the id. */
  categoryId: { _id: string; name: string } | string;
  amount: number;
  description: string;
  /** `YYYY-MM-DD`, an Asia/Colombo day. */
  expenseDate: string;
  /** How it was paid: our server's addition (product.md §10), absent from the shop's own backend. */
  paidBy?: ExpenseTender;
}

/** LKR summed in whole cents, so a total never drifts. */
const total = (expenses: readonly Expense[]) => sumMoney(expenses, (expense) => expense.amount);

/** 'Shop rent for March' on buttons and confirmations, cut to one line. */
const shortText = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/**
 * Expense Management (product.md §2, §3, §5, §6, §8): everyone lists and adds expenses; super
 * admins edit and delete them. Figures over the filtered and over all rows, filters by
 * search, category, one day and a range of days (each a removable chip), and a total row of
 * the page shown. On our server, also how each was paid (product.md §10).
 */
export const expenses: ResourceDeclaration<Expense> = {
  name: 'expenses/management',
  icon: ExpenseIcon,
  menu: { order: 80 },
  routes: {
    list: 'GET /expenses',
    create: 'POST /expenses',
    update: 'PUT /expenses/:id',
    delete: 'DELETE /expenses/:id',
  },
  recordRepresentation: (expense) => `${shortText(String(expense.description ?? ''))} (${formatMoney(expense.amount)})`,
  columns: [
    { source: 'expenseDate', kind: 'date', sortable: true },
    { source: 'categoryId.name', kind: 'text', sortable: true },
    { source: 'description', kind: 'text' },
    { source: 'amount', kind: 'money', sortable: true },
    // Cash from the drawer or otherwise, for the day's cash count (product.md §10).
    { source: 'paidBy', kind: 'enum', sortable: true, feature: 'payments' },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit' },
  ],
  inputs: [
    { source: 'categoryId', kind: 'enum', choices: { reference: 'expenses/categories' }, rules: expenseRules.categoryId },
    { source: 'amount', kind: 'money', rules: expenseRules.amount },
    { source: 'expenseDate', kind: 'date', rules: expenseRules.expenseDate },
    {
      source: 'paidBy',
      kind: 'enum',
      choices: EXPENSE_TENDERS,
      defaultValue: DEFAULT_EXPENSE_TENDER,
      rules: [required('expensePaidByRequired')],
      feature: 'payments',
    },
    { source: 'description', kind: 'textarea', rules: expenseRules.description, maxLength: DESCRIPTION_MAX, fullWidth: true },
  ],
  // The page's total row under the table is the screen's own.
  views: () => import('./views'),
  list: {
    search: ['description', 'categoryId.name'],
    filters: [
      { kind: 'enum', source: 'categoryId', choices: { reference: 'expenses/categories' } },
      { kind: 'day', source: 'expenseDate' },
      { kind: 'dateRange', source: 'expenseDate', label: 'expenseDateRange' },
      { kind: 'enum', source: 'paidBy', choices: EXPENSE_TENDERS, feature: 'payments' },
    ],
    summary: [
      { key: 'filteredTotal', kind: 'money', value: (rows) => total(rows.filtered) },
      { key: 'globalTotal', kind: 'money', value: (rows) => total(rows.all) },
      { key: 'count', kind: 'count', value: (rows) => rows.filtered.length },
    ],
    defaultSort: { field: 'expenseDate', order: 'DESC' },
  },
};

// The API takes categoryId (the id, not the `{ _id, name }` read), amount, description, expenseDate as YYYY-MM-DD;
// and how it was paid only where the backend takes it: the spec's payload stays as it was.
export const expensePayload: FormPayload = ({ categoryId, amount, description, expenseDate, paidBy }) => ({
  categoryId: categoryIdOf(categoryId),
  amount: Number(amount),
  description: typeof description === 'string' ? description.trim() : description,
  // A day, whatever the backend answered it as (an instant such as '2026-11-28T00:00:00.000Z').
  expenseDate: shopDayOf(expenseDate) ?? expenseDate,
  ...(paidBy && offeredByBackend({ feature: 'payments' }) ? { paidBy } : {}),
});
