import englishMessages from 'ra-language-english';
import { MESSAGES } from '../domain/messages';

/** Labels customers and agents share (spec §3). */
const personFields = {
  firstName: 'First Name',
  lastName: 'Last Name',
  fullName: 'Name',
  address: 'Address',
  email: 'Email',
  phoneNumber: 'Phone Number',
  whatsappNumber: 'WhatsApp Number',
  nicNumber: 'NIC Number',
  createdByName: 'Created By',
  updatedByName: 'Updated By',
  createdAt: 'Created',
  updatedAt: 'Updated',
};

/**
 * Every visible string of the console. Resource labels live under
 * `resources.<name>.fields.<source>` (react-admin's convention); notices, titles and the
 * rule messages (shared with the server through src/domain/messages.ts) under `app`.
 */
export const en = {
  ...englishMessages,
  app: {
    title: 'Shop Staff Console',
    portalName: 'Shop Staff Portal',
    messages: MESSAGES,
    notice: { errorTitle: 'Error' },
    login: {
      title: 'Sign in',
      subtitle: 'Staff and administrators of the shop',
      email: 'Email',
      password: 'Password',
      submit: 'Login',
      successTitle: 'Login Successful',
      welcome: 'Welcome to the %{portal}',
      failedTitle: 'Login Failed',
      loadingSession: 'Loading your session…',
    },
    menu: { dashboard: 'Dashboard' },
    userMenu: { profile: 'Profile', logout: 'Logout' },
    profile: {
      title: 'Profile',
      fullName: 'Full Name',
      role: 'Role',
      status: 'Status',
      email: 'Email',
      close: 'Close',
    },
    roles: { admin: 'Staff', super_admin: 'Administrator' },
    statuses: { active: 'Active', inactive: 'Inactive' },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      intro: 'Choose a screen from the menu to get started.',
    },
    error: { title: 'Sorry, something went wrong.', reload: 'Reload Page' },
    accessDenied: {
      title: 'Access denied',
      message: 'Your role does not allow this page. Ask an administrator if you need it.',
      back: 'Back to the dashboard',
    },
    list: {
      search: 'Search',
      slNo: 'SL No.',
      actions: 'Actions',
      edit: 'Edit',
      delete: 'Delete',
      jumpToPage: 'Go to page',
      more: '+%{count} more',
      confirmDeleteTitle: 'Delete %{name}?',
      confirmDeleteContent: 'This cannot be undone.',
    },
    form: { save: 'Save', cancel: 'Cancel' },
  },
  resources: {
    customers: {
      name: 'Customer |||| Customers',
      fields: { ...personFields, cardNumber: 'Card Number' },
      search: 'Search by name, phone, WhatsApp, NIC, card number, email or address',
      create: 'Add Customer',
      edit: 'Edit Customer',
      empty: 'No customers found',
      notifications: {
        created: 'Customer created successfully',
        updated: 'Customer updated successfully',
        deleted: 'Customer deleted successfully',
        createFailed: 'Failed to create customer',
        updateFailed: 'Failed to update customer',
        deleteFailed: 'Failed to delete customer',
        fetchFailed: 'Failed to fetch customers',
      },
      history: {
        open: 'History of %{name}',
        title: 'History of %{name}',
        tabs: { purchase: 'Purchase', recharge: 'Recharge', repair: 'Repair' },
        empty: {
          purchase: 'No purchase history found',
          recharge: 'No recharge history found',
          repair: 'No repair history found',
        },
        failed: {
          purchase: 'Failed to fetch purchase history',
          recharge: 'Failed to fetch recharge history',
          repair: 'Failed to fetch repair history',
        },
        columns: {
          date: 'Date',
          products: 'Products',
          total: 'Total',
          type: 'Type',
          value: 'Value',
          price: 'Price',
          dateIn: 'Date In',
          device: 'Device',
          issues: 'Issues',
          status: 'Status',
          amount: 'Final Amount',
        },
      },
    },
    agents: {
      name: 'Agent |||| Agents',
      fields: personFields,
      search: 'Search by name, phone, WhatsApp, NIC, email or address',
      create: 'Add Agent',
      edit: 'Edit Agent',
      empty: 'No agents found',
      notifications: {
        created: 'Agent created successfully',
        updated: 'Agent updated successfully',
        deleted: 'Agent deleted successfully',
        createFailed: 'Failed to create agent',
        updateFailed: 'Failed to update agent',
        deleteFailed: 'Failed to delete agent',
        fetchFailed: 'Failed to fetch agents',
      },
    },
    staffs: {
      name: 'Staff |||| Staffs',
      fields: {
        firstName: 'First Name',
        lastName: 'Last Name',
        fullName: 'Name',
        email: 'Email',
        password: 'Password',
        role: 'Role',
        status: 'Status',
        createdAt: 'Created',
        updatedAt: 'Updated',
      },
      choices: {
        role: { admin: 'Staff', super_admin: 'Administrator' },
        status: { active: 'Active', inactive: 'Inactive' },
      },
      search: 'Search by name or email',
      create: 'Add Staff',
      edit: 'Edit Staff',
      empty: 'No staff found',
      notifications: {
        created: 'Staff created successfully',
        updated: 'Staff updated successfully',
        deleted: 'Staff deleted successfully',
        createFailed: 'Failed to create staff',
        updateFailed: 'Failed to update staff',
        deleteFailed: 'Failed to delete staff',
        fetchFailed: 'Failed to fetch staff list',
      },
    },
  },
};

export type ShopMessages = typeof en;
