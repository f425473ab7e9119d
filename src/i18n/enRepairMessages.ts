/**
 * English words of each repair status's WhatsApp message (product.md §10, beyond the spec):
 * `app.repairMessages`, for the owner's templates on the Settings screen and the message offered
 * as a status changes. The default templates themselves are the domain's (src/domain/repairMessages.ts).
 */
export const repairMessageWords = {
  title: 'Repair messages',
  intro:
    'The WhatsApp message offered as a repair moves to each status, with the customer’s details filled in. Leave a message empty to send nothing at that status.',
  placeholders: 'Placeholders: %{list}. A line whose placeholders are all empty (no expected date, no status link) is left out.',
  useDefault: 'Use the default',
  save: 'Save messages',
  fetchFailed: 'Failed to fetch repair messages',
  saveFailed: 'Failed to save repair messages',
  sendTitle: 'Send WhatsApp',
  currentStatus: 'Current status',
  newStatus: 'New status',
  offer: 'Status updated. Send the customer this status’s message?',
};
