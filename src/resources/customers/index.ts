import HistoryIcon from '@mui/icons-material/History';
import AccountIcon from '@mui/icons-material/AccountBalanceWallet';
import CustomerIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { CUSTOMER_SEARCH, customerFields } from '../../domain/people';
import { personColumns, personInputs, personPayload, personPickerText, PERSON_PAGE_SIZES } from '../people';
import type { ResourceDeclaration } from '../types';
import type { FormPayload } from '../../engine/views';

// The account (product.md §10) loads with its dialog.
const customerAccount = lazy(() => import('../accounts/PersonAccountDialogs').then((module) => ({ default: module.CustomerAccountDialog })));

/** Customers (product.md §2, §5, §6): everyone lists and adds; super admins edit, delete and see history. */
export const customers: ResourceDeclaration = {
  name: 'customers',
  icon: CustomerIcon,
  menu: { order: 20 },
  routes: {
    list: 'GET /customers',
    create: 'POST /customers',
    update: 'PUT /customers/:id',
    delete: 'DELETE /customers/:id',
  },
  pickerText: personPickerText,
  columns: personColumns([{ source: 'cardNumber', kind: 'text', sortable: true }]),
  inputs: personInputs(customerFields),
  list: {
    search: CUSTOMER_SEARCH,
    pageSizes: PERSON_PAGE_SIZES, defaultSort: { field: 'createdAt', order: 'DESC' },
  },
  fallbackOnlyFailures: ['delete'],
  // The dialog and its tables load only when a super admin first opens a history.
  rowActions: [
    { action: 'history', icon: HistoryIcon, dialog: lazy(() => import('./CustomerHistoryDialog')) },
    { action: 'show', name: 'account', icon: AccountIcon, feature: 'payments', dialog: customerAccount },
  ],
  views: () => import('./views'),
};

export const customerPayload: FormPayload = personPayload(customerFields);
