/**
 * English words of payments and accounts (product.md §10, beyond the spec): `app.payments` for
 * the tender inputs every sale dialog shares, `resources.accounts` for who owes what and an
 * account's statement. Kept beside en.ts, which spreads them in.
 */
export const paymentWords = {
  tenders: {
    label: 'Paid by',
    cash: 'Cash',
    card: 'Card',
    bank: 'Bank transfer',
    wallet: 'Mobile wallet',
    lankaqr: 'LankaQR',
    credit: 'Credit (on account)',
  },
  method: 'Method',
  amount: 'Amount',
  cashGiven: 'Cash handed over',
  stillDue: 'Still due',
  change: 'Change to give',
  addTender: 'Add a way to pay',
  removeTender: 'Remove this way to pay',
  allowOverLimit: 'Allow this sale over the credit limit (logged)',
};

/** How an expense was paid (product.md §10): the tenders, not Credit. */
export const expenseTenderWords = (({ cash, card, bank, wallet, lankaqr }) => ({ cash, card, bank, wallet, lankaqr }))(paymentWords.tenders);

export const accountWords = {
  name: 'Account |||| Who owes what',
  fields: {
    name: 'Name',
    partyType: 'Customer or agent',
    phoneNumber: 'Phone Number',
    balance: 'Owes',
    creditLimit: 'Credit limit',
    oldestUnpaidAt: 'Owed since',
    daysOwed: 'Days owed',
  },
  choices: { partyType: { customer: 'Customer', agent: 'Agent' } },
  filters: { partyType: 'Customer or agent' },
  search: 'Search by name or phone',
  empty: 'Nobody owes anything',
  summary: { totalOwed: 'Total owed', people: 'People who owe' },
  actions: { statement: 'Account' },
  notifications: { fetchFailed: 'Failed to fetch accounts' },
  statement: {
    title: 'Account of %{name}',
    loading: 'Account',
    fetchFailed: 'Failed to fetch the account',
    figures: 'Account figures',
    balance: 'Owes',
    creditLimit: 'Credit limit',
    oldestUnpaid: 'Owed since',
    nothingOwed: 'Nothing owed',
    daysOwed: '%{smart_count} day |||| %{smart_count} days',
    empty: 'No credit sales or payments yet',
    movements: 'Credit sales and payments',
    at: 'Date',
    what: 'Details',
    amount: 'Amount',
    balanceAfter: 'Balance',
    sources: { bill: 'Bill', sale: 'Recharge sale', account: 'Payment received', return: 'Bill return', repair: 'Repair' },
    receive: 'Record a payment received',
    note: 'Note',
    receiveSave: 'Record payment',
    received: 'Payment recorded successfully',
    receiveFailed: 'Failed to record the payment',
    limitTitle: 'Credit limit',
    limitHelp: '0: no credit until you give some',
    limitSave: 'Save limit',
    limitSaved: 'Credit limit saved successfully',
    limitFailed: 'Failed to save the credit limit',
  },
};
