/** Sales by staff member (issue 48): what each person took by business. */
export const reportsStaff = {
  name: 'Sales by Staff Member |||| Sales by Staff Member',
  chart: 'Takings by staff member',
  unknown: 'Not recorded',
  nothing: 'Nothing was sold in these days',
  columns: { staff: 'Staff member', total: 'Total', count: '%{business} (count)' },
  business: { bills: 'Bills', recharges: 'Recharge sales', repairs: 'Repair payments' },
  basis:
    'As the revenue reports count takings: bills made in these days net of their returns (a return taken off whoever made the bill), recharge sales, and repair payments by whoever took them. Each figure shows how many beside it.',
  failed: 'Sales by staff member could not be loaded',
};
