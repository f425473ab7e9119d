import type { Catalogue } from '../../catalogue';

export const agents: Catalogue['resources']["agents"] = {
  name: "Agent |||| Agents",
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    fullName: "Name",
    address: "Address",
    email: "Email",
    phoneNumber: "Phone Number",
    whatsappNumber: "WhatsApp Number",
    nicNumber: "NIC Number",
    createdByName: "Created By",
    updatedByName: "Updated By",
    createdAt: "Created",
    updatedAt: "Updated",
  },
  search: "Search by name, phone, WhatsApp, NIC, email or address",
  create: "Add Agent",
  edit: "Edit Agent",
  empty: "No agents found",
  actions: {
    account: "Account",
  },
  notifications: {
    created: "Agent created successfully",
    updated: "Agent updated successfully",
    deleted: "Agent deleted successfully",
    createFailed: "Failed to create agent",
    updateFailed: "Failed to update agent",
    deleteFailed: "Failed to delete agent",
    fetchFailed: "Failed to fetch agents",
  },
};
