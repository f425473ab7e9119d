/**
 * How a bill or a recharge sale was paid, in its Details (src/resources/accounts/paymentFields.ts):
 * the same words on both screens.
 */
export const paymentFieldWords = {
  'paidBy.cash': 'Paid by Cash',
  'paidBy.card': 'Paid by Card',
  'paidBy.bank': 'Paid by Bank transfer',
  'paidBy.wallet': 'Paid by Mobile wallet',
  'paidBy.lankaqr': 'Paid by LankaQR',
  'paidBy.credit': 'Credit (on account)',
  'payment.cashGiven': 'Cash handed over',
  'payment.change': 'Change',
};
