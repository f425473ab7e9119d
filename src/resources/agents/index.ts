import AccountIcon from '@mui/icons-material/AccountBalanceWallet';
import AgentIcon from '@mui/icons-material/SupportAgent';
import { lazy } from 'react';
import { AGENT_SEARCH, agentFields } from '../../domain/people';
import { personColumns, personInputs, personPayload, personPickerText, PERSON_PAGE_SIZES } from '../people';
import type { ResourceDeclaration } from '../types';
import type { FormPayload } from '../../engine/views';

// The account (product.md §10) loads with its dialog.
const agentAccount = lazy(() => import('../accounts/PersonAccountDialogs').then((module) => ({ default: module.AgentAccountDialog })));

/** Agents (product.md §2): the customer pattern without card number and without history. */
export const agents: ResourceDeclaration = {
  name: 'agents',
  icon: AgentIcon,
  menu: { order: 30 },
  routes: {
    list: 'GET /agents',
    create: 'POST /agents',
    update: 'PUT /agents/:id',
    delete: 'DELETE /agents/:id',
  },
  // Told apart as customers are: phone and NIC.
  pickerText: personPickerText,
  columns: personColumns(),
  inputs: personInputs(agentFields),
  list: {
    search: AGENT_SEARCH,
    pageSizes: PERSON_PAGE_SIZES, defaultSort: { field: 'createdAt', order: 'DESC' },
  },
  fallbackOnlyFailures: ['delete'],
  rowActions: [{ action: 'show', name: 'account', icon: AccountIcon, feature: 'payments', dialog: agentAccount }],
  views: () => import('./views'),
};

export const agentPayload: FormPayload = personPayload(agentFields);
