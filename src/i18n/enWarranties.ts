/**
 * English words of the shop's own repair issues, a repair's IMEI or serial and its warranty
 * (product.md §10, beyond the spec): the warranty check, claims and their approval, the lines
 * of the job card and the repair's details. Kept beside en.ts, which spreads them in under
 * `app.warranty` and into the repairs' and issues' own labels.
 */
export const warrantyWords = {
  until: 'Under warranty until %{day}',
  ended: 'Warranty ended on %{day}',
  none: 'No warranty',
  claim: 'Warranty claim',
  claimStatus: { awaitingApproval: 'Awaiting approval', approved: 'Approved' },
  check: {
    title: 'Warranty Check',
    query: 'Phone, IMEI / serial or job number',
    find: 'Check',
    empty: 'No collected repair found for this search',
    collected: 'Collected %{day}',
    failed: 'Failed to check the warranty',
  },
  claimForm: {
    issues: 'Issues to repair again',
    note: 'What is wrong now',
    free: 'Free of charge to the customer: the parts and work count as the shop’s cost.',
    awaits: 'It waits for the owner’s approval.',
    save: 'Open claim',
  },
  approve: {
    title: 'Approve this warranty claim?',
    content: 'The repair is done free of charge under the shop’s warranty.',
  },
  notifications: {
    claimed: 'Warranty claim %{number} opened',
    claimedAwaiting: 'Warranty claim %{number} opened: awaiting the owner’s approval',
    claimFailed: 'Failed to open the warranty claim',
    approved: 'Warranty claim approved',
    approveFailed: 'Failed to approve the warranty claim',
  },
  jobCard: { imei: 'IMEI / Serial', warrantyUntil: 'Warranty until', claim: 'Warranty claim' },
};

/** The repairs' own labels (merged into `resources.repairs/management`). */
export const repairWarrantyFields = { imei: 'IMEI / Serial' };
export const repairWarrantyActions = { warrantyClaim: 'Warranty Claim', approveClaim: 'Approve Claim', warrantyCheck: 'Warranty Check' };
export const repairWarrantyDenied = { claim: 'You do not have permission to open a warranty claim', approve: 'Only super admins can approve a warranty claim' };

/** The issues' own labels (merged into `resources.repairs/issues`). */
export const issueWarrantyFields = { warrantyDays: 'Warranty (days)' };
export const issueCreateWords = { create: 'Add Issue' };
export const issueCreateNotifications = { created: 'Issue created successfully', createFailed: 'Failed to create issue' };

/** How the activity log names a claim and its approval. */
export const warrantyActivityWords = { action: { warrantyClaim: 'Opened a warranty claim', approve: 'Approved a warranty claim' } };
