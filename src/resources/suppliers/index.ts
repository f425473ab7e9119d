import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import AccountIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazy } from 'react';
import { SUPPLIER_SEARCH, supplierFields } from '../../domain/suppliers';
import { fieldInputs } from '../fieldInputs';
import type { ResourceDeclaration } from '../types';

/**
 * Suppliers (beyond the spec): whom the shop buys its stock from. A plain resource, made by
 * docs/adding-a-resource.md's steps: its list and its add and edit dialogs are the engine's.
 * Not a screen of the spec, so only a backend that names it at sign-in shows it.
 */
export const suppliers: ResourceDeclaration = {
  name: 'suppliers',
  icon: LocalShippingIcon,
  menu: { order: 45 },
  routes: {
    list: 'GET /suppliers',
    create: 'POST /suppliers',
    update: 'PUT /suppliers/:id',
    delete: 'DELETE /suppliers/:id',
  },
  columns: [
    { source: 'name', kind: 'text', sortable: true },
    { source: 'phoneNumber', kind: 'text' },
    { source: 'whatsappNumber', kind: 'text', optional: true },
    { source: 'email', kind: 'email', sortable: true, optional: true },
    { source: 'address', kind: 'text' },
    // What the shop owes them (issue 47), worked out by the server: the owner's (`cost`), where the
    // backend keeps goods received. The list is whole in the browser, so it sorts there.
    { source: 'owed', kind: 'money', sortable: true, access: 'cost', feature: 'goodsReceipts' },
    { source: 'createdByName', kind: 'text', sortable: true, access: 'audit', optional: true },
    { source: 'createdAt', kind: 'date', sortable: true },
  ],
  inputs: fieldInputs(supplierFields, { fullWidth: ['name', 'address', 'notes'] }),
  list: { search: SUPPLIER_SEARCH, defaultSort: { field: 'createdAt', order: 'DESC' } },
  // What the shop owes the supplier, their statement and a payment out (issue 47): the owner's
  // (`cost`), where the backend keeps goods received.
  rowActions: [{ name: 'account', action: 'cost', icon: AccountIcon, feature: 'goodsReceipts', dialog: lazy(() => import('./SupplierAccountDialog')) }],
  // Who the shop owes, most first, and the total: the owner's, beside the list.
  listActions: [{ name: 'balances', action: 'cost', icon: AccountIcon, feature: 'goodsReceipts', dialog: lazy(() => import('./SupplierBalancesDialog')) }],
};
