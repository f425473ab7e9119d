/** The profit-and-loss statement (issue 48): income, cost of sales, gross profit, expenses and net profit. */
export const reportsProfit = {
  name: 'Profit and Loss |||| Profit and Loss',
  figures: 'This period',
  income: 'Income',
  totalIncome: 'Total income',
  cost: 'Cost of sales',
  totalCost: 'Total cost of sales',
  gross: 'Gross profit',
  totalGross: 'Gross profit',
  expenses: 'Expenses',
  totalExpenses: 'Total expenses',
  net: 'Net profit',
  columns: {
    line: 'Line',
    current: 'This period',
    previous: 'Previous period',
    change: 'Change',
    yearEarlier: 'A year earlier',
  },
  sincePrevious: '%{change} on the previous period',
  basis:
    'Income as the revenue reports and the day close count it: bills net of their returns, recharge sales, repairs when paid. Cost of sales at the buying price kept on each bill, the cost of each recharge and each repair issue. Expenses by their date.',
  print: 'Print (A4)',
  printed: 'Printed %{date}',
  failed: 'The profit and loss statement could not be loaded',
  chart: 'Net profit by month',
  chartFailed: 'Net profit by month could not be loaded',
};
