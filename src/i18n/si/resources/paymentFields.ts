import type { Translation } from '../../catalogue';
import type { paymentFieldWords as english } from '../../en/resources/paymentFields';

/**
 * How a bill or a recharge sale was paid, in its Details (src/resources/accounts/paymentFields.ts):
 * the same words on both screens.
 */
export const paymentFieldWords = {
  "paidBy.cash": "ගෙවූ ආකාරය: මුදල්",
  "paidBy.card": "ගෙවූ ආකාරය: කාඩ්පත",
  "paidBy.bank": "ගෙවූ ආකාරය: බැංකු මාරුව",
  "paidBy.wallet": "ගෙවූ ආකාරය: ජංගම පසුම්බිය",
  "paidBy.lankaqr": "ගෙවූ ආකාරය: LankaQR",
  "paidBy.credit": "ණය (ගිණුමට)",
  "payment.cashGiven": "දුන් මුදල",
  "payment.change": "ඉතිරි මුදල",
} satisfies Translation<typeof english>;
