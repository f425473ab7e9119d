/** Labels customers and agents share (product.md §3). */
export const personFields = {
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

export const customers = {
  name: 'Customer |||| Customers',
  fields: { ...personFields, cardNumber: 'Card Number' },
  search: 'Search by name, phone, WhatsApp, NIC, card number, email or address',
  create: 'Add Customer',
  edit: 'Edit Customer',
  empty: 'No customers found',
  actions: { history: 'History', historyFor: 'History of %{name}', account: 'Account' },
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
    title: 'History of %{name}',
    tabs: { purchase: 'Purchase', recharge: 'Recharge', repair: 'Repair' },
    empty: {
      purchase: 'No purchase history found',
      recharge: 'No recharge history found',
      repair: 'No repair history found',
    },
    /** Every tab's route failed: the dialog as a whole (product.md §8). */
    fetchFailed: 'Failed to fetch customer history',
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
};
