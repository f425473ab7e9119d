/**
 * English words of the revenue reports' breakdown (product.md §10, beyond the spec): the shop's
 * takings by business and by day, printed and exported. Kept beside en.ts, which spreads them
 * in as `app.takings`.
 */
export const takingsWords = {
  byBusiness: 'Takings by business',
  byDay: 'Takings by day',
  business: { bills: 'Bills', recharges: 'Recharge sales', repairs: 'Repairs (when paid)' },
  count: {
    bills: '1 bill |||| %{smart_count} bills',
    recharges: '1 sale |||| %{smart_count} sales',
    repairs: '1 payment |||| %{smart_count} payments',
  },
  profitOf: 'Profit %{amount}',
  all: 'All takings',
  /** On paper, beside what the spec's figures count. */
  figures: 'Report figures',
  day: 'Day',
  total: 'Total',
  profit: 'Profit',
  noDays: 'Nothing was taken on these days',
  repairsWhenPaid: 'Repairs count on the day they are paid: the advance when the device is taken in, the balance when it is collected.',
  print: 'Print (A4)',
  export: 'Export',
  printed: 'Printed %{date}',
  failed: 'The takings by day could not be read',
};
