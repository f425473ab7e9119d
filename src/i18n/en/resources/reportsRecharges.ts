/** Recharge sales and margin by provider (issue 48). */
export const reportsRecharges = {
  name: 'Recharge Margins |||| Recharge Margins',
  chart: 'Takings and profit by provider',
  total: 'Total',
  columns: { provider: 'Provider', count: 'Sales', value: 'Value sold', amount: 'Takings', profit: 'Profit', margin: 'Margin' },
  basis:
    'Recharge sales by their sale date, as the revenue reports count them: what the buyers paid, and the profit kept on each sale at the cost of the reload then. Margin is profit as a share of what was paid.',
  failed: 'Recharge margins could not be loaded',
};
