import { agentFields } from '../../src/domain/people';
import { plainResource } from '../crud/declaration';

/**
 * Agents (spec §2, §3, §5, §7): the customer pattern without card number or history; the NIC
 * is only required and phone numbers may repeat. Everyone lists and adds, super admins edit
 * and delete (the `agents` permissions). Table: migration 0002.
 */
export const agents = plainResource({
  resource: 'agents',
  table: 'agents',
  fields: agentFields,
  messages: { notFound: 'agentNotFound', deleted: 'agentDeleted' },
  example: {
    firstName: 'Sampath',
    lastName: 'Rajapakse',
    address: 'Sampath Communication, 112 Main Street, Matale',
    email: 'sampathcom@gmail.com',
    phoneNumber: '0712345678',
    whatsappNumber: '0712345678',
    nicNumber: '750982211V',
  },
});
