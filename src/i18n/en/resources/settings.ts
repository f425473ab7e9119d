/** The Settings screen (product.md §10). */
export const settings = {
  name: 'Settings |||| Settings',
  fields: {
    shopName: 'Shop name',
    address: 'Address',
    phone: 'Phone',
    receiptFooter: 'Receipt footer',
    lowBalanceThreshold: 'Low balance at (LKR)',
    lowStockThreshold: 'Low stock at (quantity)',
    maxDiscountPercent: 'Largest discount staff may give (%)',
    closingHour: 'Closing hour (0–23)',
    closesByShift: 'Close by shift',
    statusPageEnabled: 'Repair status page for customers',
    statusPageAsksPhone: 'Ask the last four digits of the customer’s phone first',
    staffReceiveGoods: 'Staff may receive goods',
  },
  helpers: {
    statusPageEnabled: 'The job card prints a link and QR code where customers follow their repair without signing in. Off: no link is printed and every link says not found.',
    statusPageAsksPhone: 'A lost or forwarded job card then shows nothing without the customer’s phone number.',
    staffReceiveGoods: 'Staff record goods received from a supplier: the supplier, the invoice and the quantities, never a cost. Each line is valued at the average cost and owed to the supplier; you correct the unit costs afterwards. Turned on, staff find Goods Received when they next come back to the console’s window; turned off, they are refused at once.',
  },
  closesByShiftHelp: 'Staff may count the drawer and close a shift several times a day; the day is locked only when the day itself is closed.',
  title: 'Settings',
  intro:
    'The shop’s details print on every receipt and job card and sign every WhatsApp message. The two thresholds decide when the dashboard calls a recharge balance or a product’s stock low. Staff may take at most the largest discount off a selling price, with a reason; more, or below cost, only the owner may. From the closing hour (20 is 8 pm) the dashboard reminds everyone while the day is not closed.',
  fetchFailed: 'Failed to fetch settings',
  saveFailed: 'Failed to save settings',
};
