import { agentFields } from '../../src/domain/people';
import { plainResource } from '../crud/declaration';
import { hasOpenBalance } from '../db/payments';
import { agentList } from '../db/peopleLists';

/**
 * Agents (product.md §2, §3, §5, §7): the customer pattern without card number or history; the NIC
 * is only required and phone numbers may repeat. Everyone lists and adds, super admins edit
 * and delete (the `agents` permissions). Table: migration 0002.
 */
export const agents = plainResource({
  resource: 'agents',
  table: 'agents',
  fields: agentFields,
  // An agent who owes (or is owed) money keeps their account (product.md §10).
  blocksDelete: async (db, id) => ((await hasOpenBalance(db, { type: 'agent', id })) ? { key: 'personHasBalance' } : undefined),
  paged: agentList,
  messages: { notFound: 'agentNotFound', deleted: 'agentDeleted' },
  example: {
    // Not a demo agent: the API document holds no data.
    firstName: 'Sunil',
    lastName: 'Gunasekara',
    address: 'Sunil Mobile, 8 Market Road, Kegalle',
    email: 'sunilmobile@example.lk',
    phoneNumber: '0712345670',
    whatsappNumber: '0712345670',
    nicNumber: '780112233V',
  },
});
