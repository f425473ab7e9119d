/** The repairs report (issue 48): repairs taken in by issue, their turnaround and the warranty claims. */
export const reportsRepairs = {
  name: 'Repairs Report |||| Repairs Report',
  figures: 'This period',
  takenIn: 'Repairs taken in',
  collected: 'Repairs collected',
  averageDays: 'Average days to collection',
  median: 'median %{days}',
  days: '%{smart_count} day |||| %{smart_count} days',
  claims: 'Warranty claims',
  claimsDetail: '%{approved} approved, %{awaiting} awaiting approval',
  chart: 'Days from taken in to collected',
  bands: { sameDay: 'Same day', oneToTwo: '1–2 days', threeToSeven: '3–7 days', eightToFourteen: '8–14 days', overFourteen: 'Over 14 days' },
  byIssue: 'Repairs taken in by issue',
  nothing: 'No repair was taken in these days',
  columns: { issue: 'Issue', count: 'Repairs', amount: 'Charged' },
  basis:
    'Repairs and warranty claims by the day they were taken in; a repair collected in these days counts the shop days from its taking in to its Customer Collected status. Charged is what customers paid in these days for repairs with the issue, after any discount: a repair’s payments are shared among its issues by their prices, as the profit and loss counts repair income.',
  failed: 'The repairs report could not be loaded',
};
