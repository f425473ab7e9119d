import { CUSTOMER_FIELDS, customerRules } from '../../src/domain/people';
import { deleteCustomer, findCustomerById, findCustomerByPhone, insertCustomer, streamCustomers, updateCustomer } from '../db/customers';
import { customerHasRepairs } from '../db/repairs';
import { customerBody, customerRecord, toCustomerRecord } from '../schemas/people';
import { peopleRoutes } from './people';

/**
 * Customers (spec §2, §5, §7): everyone lists and adds, super admins edit and delete
 * (the `customers` permissions). Phone numbers are unique (409); NIC and card number are
 * checked by the domain's customerRules. Their history is in customerHistory.ts. A customer
 * with repairs cannot be deleted (409).
 */
export const customerRoutes = peopleRoutes({
  resource: 'customers',
  fields: CUSTOMER_FIELDS,
  rules: customerRules,
  body: customerBody,
  record: customerRecord,
  toRecord: toCustomerRecord,
  queries: {
    list: streamCustomers,
    findById: findCustomerById,
    insert: insertCustomer,
    update: updateCustomer,
    remove: deleteCustomer,
  },
  messages: { notFound: 'customerNotFound', deleted: 'customerDeleted' },
  uniquePhone: { findByPhone: findCustomerByPhone, taken: 'phoneTaken' },
  // A repair shows its customer's current details, so it keeps them; bills and recharge
  // sales keep a snapshot of the name and never block.
  deleteBlockedBy: async (db, id) => ((await customerHasRepairs(db, id)) ? 'customerHasRepairs' : undefined),
});
