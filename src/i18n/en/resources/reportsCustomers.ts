/** Top customers and new against returning (issue 48). */
export const reportsCustomers = {
  name: 'Top Customers |||| Top Customers',
  figures: 'This period',
  newCustomers: 'New customers',
  returningCustomers: 'Returning customers',
  walkIn: 'Walk-in customer',
  spent: 'spent %{amount}',
  chart: 'Spent by new, returning and walk-in customers',
  top: 'Customers who spent most',
  new: 'New',
  returning: 'Returning',
  nothing: 'No bill was made in these days',
  columns: { customer: 'Customer', bills: 'Bills', amount: 'Spent', kind: 'New or returning' },
  basis:
    'Bills made in these days, net of their returns, as the revenue reports count them. A customer is new when their first bill was made in these days. The walk-in customer spent %{walkIn}; all bills: %{total}.',
  failed: 'Top customers could not be loaded',
};
