/** The stock's value (issue 47): units on hand × average cost, at the end of a shop day. */
export const stockValue = {
  name: 'Stock Value |||| Stock Value',
  fields: {
    name: 'Product',
    quantity: 'On hand',
    averageCost: 'Average cost',
    value: 'Value',
  },
  day: 'At the end of',
  total: 'Stock value at the end of %{day}',
  products: '%{smart_count} product in stock |||| %{smart_count} products in stock',
  empty: 'No stock on that day',
  failed: 'The stock value could not be loaded',
};
