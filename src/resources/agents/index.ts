import AgentIcon from '@mui/icons-material/SupportAgent';
import { AGENT_FIELDS, AGENT_SEARCH, agentFields } from '../../domain/people';
import { personColumns, personInputs, personPayload, PERSON_PAGE_SIZES } from '../people';
import type { ResourceDeclaration } from '../types';

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
  columns: personColumns(),
  inputs: personInputs(agentFields),
  list: {
    search: AGENT_SEARCH,
    pageSizes: PERSON_PAGE_SIZES, defaultSort: { field: 'createdAt', order: 'DESC' },
  },
  fallbackOnlyFailures: ['delete'],
  transform: personPayload(AGENT_FIELDS),
};
