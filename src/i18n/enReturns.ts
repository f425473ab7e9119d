/**
 * English words of bill returns (product.md §10, beyond the spec): the Return dialog
 * (`resources.bills.return`) and the credit note it prints (`resources.bills.creditNote`).
 * Kept beside en.ts, which spreads them into the bills' words.
 */
export const billReturnWords = {
  return: {
    loading: 'Loading the bill…',
    fetchFailed: 'Failed to fetch what may be returned',
    product: 'Product',
    price: 'Price',
    sold: 'Sold',
    returned: 'Already returned',
    quantity: 'Return',
    quantityOf: 'Quantity to return of %{name}',
    method: 'Money back by',
    toAccount: "To the customer's account",
    amount: 'To refund',
    nothingLeft: 'Everything on this bill has been returned',
    // Fills every line with all that may still come back: a whole bill returned in one click.
    everything: 'Return everything',
    save: 'Return',
    done: 'Return recorded: credit note %{number}',
    failed: 'Failed to record the return',
    earlier: 'Returns of this bill',
    printNote: 'Print credit note',
    printTitle: 'Credit note %{number}',
  },
  /** Beside a returned bill's net total, in the bills list and a customer's purchases. */
  returnState: { returned: 'Returned', partReturned: 'Part returned', amount: '%{amount} returned' },
  creditNote: {
    title: 'Credit Note',
    bill: 'Bill No.',
    customer: 'Customer',
    phone: 'Phone',
    item: 'Item',
    quantity: 'Qty',
    price: 'Price',
    amount: 'Amount',
    total: 'Refunded',
    method: 'Refunded by',
    toAccount: "Credited to the customer's account",
    thanks: 'Goods returned. Thank you.',
  },
};
