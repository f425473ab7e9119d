import type { Translation } from '../../catalogue';
import type { paymentFieldWords as english } from '../../en/resources/paymentFields';

/**
 * How a bill or a recharge sale was paid, in its Details (src/resources/accounts/paymentFields.ts):
 * the same words on both screens.
 */
export const paymentFieldWords = {
  "paidBy.cash": "செலுத்திய முறை: ரொக்கம்",
  "paidBy.card": "செலுத்திய முறை: அட்டை",
  "paidBy.bank": "செலுத்திய முறை: வங்கிப் பரிமாற்றம்",
  "paidBy.wallet": "செலுத்திய முறை: மொபைல் வாலட்",
  "paidBy.lankaqr": "செலுத்திய முறை: LankaQR",
  "paidBy.credit": "கடன் (கணக்கில்)",
  "payment.cashGiven": "கொடுத்த ரொக்கம்",
  "payment.change": "மீதி",
} satisfies Translation<typeof english>;
