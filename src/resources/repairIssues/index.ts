import IssueIcon from '@mui/icons-material/Handyman';
import { formatMoney } from '../../domain/labels';
import { issueNameRules, issueRules, profitMargin } from '../../domain/repairs';
import type { Rule } from '../../domain/validation';
import { warrantyDaysRule } from '../../domain/warranty';
import type { Figure, ResourceDeclaration, ShopRecord } from '../types';
import type { FormPayload } from '../../engine/views';

export interface RepairIssue extends ShopRecord {
  name: string;
  actualCost: number;
  customerPrice: number;
  /** The shop's warranty on the repair, whole days (product.md §10); absent from the shop's own backend. */
  warrantyDays?: number;
}

/** A rule of a new issue's name only: an existing issue's name is shown, never changed, so never checked (product.md §4). */
const newIssueOnly =
  (rule: Rule): Rule =>
  (value, record) =>
    record?.id === undefined ? rule(value, record) : undefined;

/** A form value or a stored amount as a number (a cleared input is 0 for the live figures). */
const amount = (value: unknown) => (value === '' || value === null || value === undefined ? 0 : Number(value));

/** Green when the margin is not negative, red when the issue is sold below cost. */
const marginColor = (margin: unknown) => (Number(margin) >= 0 ? 'success' : 'error');

/**
 * Repair Issues (product.md §2, §4, §5, §9): the catalogue of repairs the shop does, with cost,
 * price and margin. Every signed-in user may edit an issue's cost and price (product.md §6); the menu
 * item is the super admin's. The spec has no add and no delete, and the name never changes. Where
 * the backend offers warranties (product.md §10), the owner also adds issues and sets each one's
 * warranty (the authProvider refuses `create` elsewhere, so no Add button shows).
 */
export const repairIssues: ResourceDeclaration<RepairIssue> = {
  name: 'repairs/issues',
  icon: IssueIcon,
  menu: { order: 71 },
  routes: { list: 'GET /repairs/issues', create: 'POST /repairs/issues', update: 'PUT /repairs/issues/:id' },
  pickerText: (issue) => `${issue.name} · ${formatMoney(issue.customerPrice)}`,
  columns: [
    { source: 'name', kind: 'text', sortable: true },
    { source: 'actualCost', kind: 'money', sortable: true },
    { source: 'customerPrice', kind: 'money', sortable: true },
    {
      source: 'margin',
      kind: 'percent',
      value: (issue: RepairIssue) => profitMargin(amount(issue.actualCost), amount(issue.customerPrice)),
      color: marginColor,
    },
    { source: 'warrantyDays', kind: 'integer', sortable: true, feature: 'warranties' },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit' },
  ],
  inputs: [
    // product.md §4: shown, never editable (the server refuses another name); typed only for a new issue.
    { source: 'name', kind: 'text', readOnlyIn: ['edit'], fullWidth: true, rules: issueNameRules.map(newIssueOnly) },
    { source: 'actualCost', kind: 'money', rules: issueRules.actualCost },
    { source: 'customerPrice', kind: 'money', rules: issueRules.customerPrice },
    { source: 'warrantyDays', kind: 'integer', rules: [warrantyDaysRule], access: 'warranty', feature: 'warranties', defaultValue: 0 },
  ],
  list: { search: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
  views: () => import('./views'),
};

export const repairIssueFigures: readonly Figure<[values: Record<string, any>]>[] = [
  { key: 'profit', kind: 'money', value: (values) => amount(values.customerPrice) - amount(values.actualCost) },
  { key: 'margin', kind: 'percent', value: (values) => profitMargin(amount(values.actualCost), amount(values.customerPrice)) },
];

// The spec's API takes cost and price only; a new issue (our server) also its name, and the
// warranty goes where the backend keeps one (a staff edit sends it back unchanged).
export const repairIssuePayload: FormPayload = ({ name, actualCost, customerPrice, warrantyDays }, mode) => ({
  ...(mode === 'create' ? { name } : {}),
  actualCost: Number(actualCost),
  customerPrice: Number(customerPrice),
  ...(warrantyDays === undefined ? {} : { warrantyDays: Number(warrantyDays ?? 0) }),
});
