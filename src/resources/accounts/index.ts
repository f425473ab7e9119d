import { lazy } from 'react';
import AccountIcon from '@mui/icons-material/AccountBalanceWallet';
import StatementIcon from '@mui/icons-material/ReceiptLong';
import { shopDay, shopDayOf } from '../../domain/dates';
import { sumMoney } from '../../domain/money';
import { PARTY_TYPES } from '../../domain/payments';
import type { ResourceDeclaration } from '../types';
import { daysOwed, type Debtor } from './account';

/**
 * Who owes what (product.md §10, beyond the spec: our server's `payments` feature): every
 * customer and agent with a balance, most owed first, with the day of their oldest unpaid debt
 * and how long it has been owed. A balance below zero is what the shop owes them (a return
 * credited when nothing was owed): it reads "We owe …", with no day owed since. A row opens the
 * account: its statement, a payment received, and the owner's credit limit. The CSV keeps the
 * signed balance, so a spreadsheet sums it.
 */
export const accounts: ResourceDeclaration<Debtor> = {
  name: 'accounts',
  icon: AccountIcon,
  menu: { order: 35 },
  feature: 'payments',
  routes: { list: 'GET /accounts' },
  recordRepresentation: (debtor) => debtor.name,
  columns: [
    { source: 'name', kind: 'text', sortable: true },
    { source: 'partyType', kind: 'enum', sortable: true },
    { source: 'phoneNumber', kind: 'text' },
    { source: 'balance', kind: 'money', sortable: true },
    { source: 'creditLimit', kind: 'money', sortable: true },
    { source: 'oldestUnpaidAt', kind: 'date', sortable: true },
    {
      source: 'daysOwed',
      kind: 'integer',
      // Worked out on the day it is shown, so not sorted by itself: "Owed since" sorts the same rows.
      value: (debtor: Debtor) => {
        const day = debtor.oldestUnpaidAt ? shopDayOf(debtor.oldestUnpaidAt) : undefined;
        return day ? daysOwed(day, shopDay()) : '';
      },
    },
  ],
  inputs: [],
  list: {
    search: ['name', 'phoneNumber'],
    filters: [{ kind: 'enum', source: 'partyType', choices: PARTY_TYPES }],
    summary: [
      // What people owe the shop: a credit balance (the shop owes them) is no debt to net against it.
      { key: 'totalOwed', kind: 'money', value: (rows) => sumMoney(rows.filtered, (debtor) => Math.max(0, debtor.balance)) },
      { key: 'people', kind: 'count', value: (rows) => rows.filtered.filter((debtor) => debtor.balance > 0).length },
    ],
    defaultSort: { field: 'balance', order: 'DESC' },
  },
  rowActions: [{ action: 'show', name: 'statement', icon: StatementIcon, dialog: lazy(() => import('./DebtorAccountDialog')) }],
  views: () => import('./views'),
};
