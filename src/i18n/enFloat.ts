import { RECHARGE_TYPES } from '../domain/rechargeTypes';

/**
 * English words of the float check (product.md §10, beyond the spec): `resources.recharges/float`
 * for the Float Checks screen, its Check float dialog and the last-check line of the recharge
 * screens; `floatActivityWords` for how the activity log names an adjustment. Kept beside en.ts,
 * which spreads them in.
 */
export const floatWords = {
  name: 'Float Check |||| Float Checks',
  record: '%{type} check of %{at}',
  fields: {
    checkedAt: 'Checked',
    rechargeType: 'Provider',
    computed: 'Computed balance',
    shown: 'Provider shows',
    difference: 'Difference',
    reason: 'Reason',
    note: 'Note',
    checkedByName: 'Checked By',
    adjustedAmount: 'Adjusted',
    adjustedFrom: 'Balance before',
    adjustedTo: 'Balance after',
    adjustedAt: 'Adjusted on',
    adjustedByName: 'Adjusted By',
  },
  choices: {
    rechargeType: Object.fromEntries(RECHARGE_TYPES.map((type) => [type, type])),
    reason: {
      failedReload: 'Failed reload',
      wrongNumber: 'Wrong number',
      saleNotEntered: 'Sale not entered',
      providerCommission: 'Provider commission',
      other: 'Other',
    },
  },
  filters: { rechargeType: 'Provider', reason: 'Reason', checkedAt: 'Date', differs: 'With a difference only' },
  summary: { checks: 'Checks', differences: 'With a difference', toAdjust: 'Difference not adjusted', adjusted: 'Adjusted in all' },
  figures: { computed: 'Computed then', shown: 'Provider showed', difference: 'Adjust the balance by' },
  search: 'Search by provider, note or who checked',
  create: 'Check float',
  empty: 'No float checks yet',
  actions: { details: 'Check Details', adjust: 'Adjust balance' },
  form: {
    intro:
      'Type the balance each provider shows (its app, SMS or dealer portal). Leave a provider blank to skip it. A difference needs a reason.',
    computed: 'Computed: %{amount}',
    shownOf: '%{provider} shows',
    difference: 'Difference: %{amount}',
    reasonOf: 'Why %{provider} differs',
    noteOf: 'Note on %{provider}',
    adjustOf: 'Bring the %{provider} balance to what it shows (logged)',
  },
  last: {
    title: 'Float checked',
    checked: 'Checked %{at}',
    difference: 'difference %{amount}',
    adjusted: 'adjusted',
    never: 'Not checked yet',
    failed: 'Failed to fetch the last float checks',
  },
  notifications: {
    created: 'Float checked successfully',
    createFailed: 'Failed to save the float check',
    fetchFailed: 'Failed to fetch float checks',
    balancesFailed: 'Failed to fetch balances',
    adjustDone: 'Balance adjusted successfully',
    adjustFailed: 'Failed to adjust the balance',
  },
};

/** The activity log's words for what the float check adds. */
export const floatActivityWords = {
  action: { adjust: 'Adjusted a recharge balance' },
  resource: { 'recharges/float': 'Float checks' },
};
