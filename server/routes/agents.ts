import { AGENT_FIELDS, agentRules } from '../../src/domain/people';
import { deleteAgent, findAgentById, insertAgent, streamAgents, updateAgent } from '../db/agents';
import { agentBody, agentRecord, toAgentRecord } from '../schemas/people';
import { peopleRoutes } from './people';

/**
 * Agents (spec §2, §5, §7): the customer pattern without card number or history; the NIC
 * is only required and phone numbers may repeat. Everyone lists and adds, super admins
 * edit and delete (the `agents` permissions).
 */
export const agentRoutes = peopleRoutes({
  resource: 'agents',
  fields: AGENT_FIELDS,
  rules: agentRules,
  body: agentBody,
  record: agentRecord,
  toRecord: toAgentRecord,
  queries: { list: streamAgents, findById: findAgentById, insert: insertAgent, update: updateAgent, remove: deleteAgent },
  messages: { notFound: 'agentNotFound', deleted: 'agentDeleted' },
});
