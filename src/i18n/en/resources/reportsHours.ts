/** Sales by hour of day and day of week (issue 48): when the shop takes its money. */
export const reportsHours = {
  name: 'Sales by Hour and Day |||| Sales by Hour and Day',
  byHour: 'Takings by hour of day',
  byWeekday: 'Takings by day of week',
  nothing: 'Nothing was sold in these days',
  columns: { hour: 'Hour', weekday: 'Day', count: 'Sales', amount: 'Takings', total: 'Total' },
  weekdays: { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' },
  basis:
    "As the revenue reports count takings: bills net of their returns (at the bill's time), recharge sales and repair payments, by the shop's clock. Sales counts bills, recharge sales and repair payments.",
  failed: 'Sales by hour and day could not be loaded',
};
