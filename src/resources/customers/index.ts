import CustomerIcon from '@mui/icons-material/People';
import { CUSTOMER_FIELDS, customerRules } from '../../domain/people';
import { personColumns, personInputs, personPayload, PERSON_PAGE_SIZES } from '../people';
import type { ResourceDeclaration } from '../types';
import { CustomerHistoryButton } from './CustomerHistoryButton';

/** Customers (spec §2, §5, §6): everyone lists and adds; super admins edit, delete and see history. */
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
  search: ['firstName', 'lastName', 'phoneNumber', 'whatsappNumber', 'nicNumber', 'cardNumber', 'email', 'address'],
  columns: personColumns([{ source: 'cardNumber', kind: 'text', sortable: true }]),
  inputs: personInputs(CUSTOMER_FIELDS, customerRules),
  list: { pageSizes: PERSON_PAGE_SIZES, defaultSort: { field: 'createdAt', order: 'DESC' } },
  fallbackOnlyFailures: ['delete'],
  rowActions: [{ action: 'history', component: CustomerHistoryButton }],
  transform: personPayload(CUSTOMER_FIELDS),
};
