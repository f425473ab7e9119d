import IssueIcon from '@mui/icons-material/Handyman';
import { formatMoney } from '../../domain/labels';
import { issueRules, profitMargin } from '../../domain/repairs';
import type { ResourceDeclaration, ShopRecord } from '../types';

export interface RepairIssue extends ShopRecord {
  name: string;
  actualCost: number;
  customerPrice: number;
}

/** A form value or a stored amount as a number (a cleared input is 0 for the live figures). */
const amount = (value: unknown) => (value === '' || value === null || value === undefined ? 0 : Number(value));

/** Green when the margin is not negative, red when the issue is sold below cost. */
const marginColor = (margin: unknown) => (Number(margin) >= 0 ? 'success' : 'error');

/**
 * Repair Issues (product.md §2, §4, §5, §9): the catalogue of repairs the shop does, with cost,
 * price and margin. Every signed-in user may edit an issue's cost and price (product.md §6); the menu
 * item is the super admin's. There is no add and no delete, and the name never changes.
 */
export const repairIssues: ResourceDeclaration<RepairIssue> = {
  name: 'repairs/issues',
  icon: IssueIcon,
  menu: { order: 71 },
  routes: { list: 'GET /repairs/issues', update: 'PUT /repairs/issues/:id' },
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
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit' },
  ],
  inputs: [
    // product.md §4: shown, never editable (the server refuses another name).
    { source: 'name', kind: 'text', modes: ['edit'], readOnlyIn: ['edit'], fullWidth: true },
    { source: 'actualCost', kind: 'money', rules: issueRules.actualCost },
    { source: 'customerPrice', kind: 'money', rules: issueRules.customerPrice },
  ],
  formFigures: [
    { key: 'profit', kind: 'money', value: (values) => amount(values.customerPrice) - amount(values.actualCost) },
    { key: 'margin', kind: 'percent', value: (values) => profitMargin(amount(values.actualCost), amount(values.customerPrice)) },
  ],
  list: { search: ['name'], defaultSort: { field: 'name', order: 'ASC' } },
  // The API takes cost and price only.
  transform: ({ actualCost, customerPrice }) => ({ actualCost: Number(actualCost), customerPrice: Number(customerPrice) }),
};
