import type { Catalogue } from '../../catalogue';

export const staffs: Catalogue['resources']["staffs"] = {
  name: "Staff |||| Staffs",
  fields: {
    firstName: "First Name",
    lastName: "Last Name",
    fullName: "Name",
    email: "Email",
    password: "Password",
    newPassword: "New Password (leave blank to keep)",
    role: "Role",
    status: "Status",
    createdAt: "Created",
    updatedAt: "Updated",
  },
  choices: {
    role: {
      admin: "Staff",
      super_admin: "Administrator",
    },
    status: {
      active: "Active",
      inactive: "Inactive",
    },
  },
  search: "Search by name or email",
  create: "Add Staff",
  edit: "Edit Staff",
  empty: "No staff found",
  notifications: {
    created: "Staff created successfully",
    updated: "Staff updated successfully",
    deleted: "Staff deleted successfully",
    createFailed: "Failed to create staff",
    updateFailed: "Failed to update staff",
    deleteFailed: "Failed to delete staff",
    fetchFailed: "Failed to fetch staff list",
  },
};
