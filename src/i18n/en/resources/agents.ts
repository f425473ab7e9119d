import { personFields } from './customers';

export const agents = {
  name: 'Agent |||| Agents',
  fields: personFields,
  search: 'Search by name, phone, WhatsApp, NIC, email or address',
  create: 'Add Agent',
  edit: 'Edit Agent',
  empty: 'No agents found',
  actions: { account: 'Account' },
  notifications: {
    created: 'Agent created successfully',
    updated: 'Agent updated successfully',
    deleted: 'Agent deleted successfully',
    createFailed: 'Failed to create agent',
    updateFailed: 'Failed to update agent',
    deleteFailed: 'Failed to delete agent',
    fetchFailed: 'Failed to fetch agents',
  },
};
