import { customerFields } from '../../src/domain/people';
import { WALK_IN_CUSTOMER_ID } from '../../src/domain/walkIn';
import { plainResource } from '../crud/declaration';
import { hasOpenBalance } from '../db/payments';
import { customerList } from '../db/peopleLists';
import { customerHasRepairs } from '../db/repairs';

/**
 * Customers (product.md §2, §3, §5, §7): everyone lists and adds, super admins edit and delete (the
 * `customers` permissions). Phone numbers are unique (409; also the `customers_phone_unique`
 * index). A repair shows its customer's current details, so it keeps them: a customer with
 * repairs cannot be deleted (409); bills and recharge sales keep a snapshot and never block.
 * Their history is in routes/customerHistory.ts. The walk-in customer (product.md §10, migration
 * 0016) has blank details, is left out of the list (whole or paged; `GET /customers/built-in`
 * answers it) and is never edited or deleted. Table: migration 0002; search index: 0031.
 */
export const customers = plainResource({
  resource: 'customers',
  table: 'customers',
  fields: customerFields,
  // Where the record has always had it, after the stamps (clients of product.md §7 read it there).
  trailingFields: ['cardNumber'],
  unique: { field: 'phoneNumber', taken: 'phoneTaken' },
  builtIn: { ids: [WALK_IN_CUSTOMER_ID], message: 'walkInBuiltIn' },
  blocksDelete: async (db, id) => {
    if (await customerHasRepairs(db, id)) return { key: 'customerHasRepairs' };
    // Their debts would be lost with them (product.md §10).
    return (await hasOpenBalance(db, { type: 'customer', id })) ? { key: 'personHasBalance' } : undefined;
  },
  paged: customerList,
  messages: { notFound: 'customerNotFound', deleted: 'customerDeleted' },
  example: {
    // Not a demo customer: the API document holds no data.
    firstName: 'Sunil',
    lastName: 'Wickramasinghe',
    address: 'No. 12, Temple Lane, Negombo',
    email: 'sunil.w@example.lk',
    phoneNumber: '0779876543',
    whatsappNumber: '0779876543',
    nicNumber: '901234567V',
    cardNumber: 'DTV-40299999',
  },
});
