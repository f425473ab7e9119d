import type { MessageKey } from './messages';

/**
 * WhatsApp links (product.md §5, §7, §8): bills, sales and repairs are sent to a customer by
 * opening `https://wa.me/<digits>?text=<message>` in a new tab; it is not an API call.
 */

/** product.md §9: the shop's country code. */
export const COUNTRY_CODE = '94';

/**
 * The number wa.me wants, as digits with the country code: only digits are kept; a local
 * `0XXXXXXXXX` becomes `94XXXXXXXXX`; other digits are used as they are. Undefined for none.
 */
export function whatsappDigits(number: unknown): string | undefined {
  const digits = String(number ?? '').replace(/\D/g, '');
  if (!digits) return undefined;
  return /^0\d{9}$/.test(digits) ? COUNTRY_CODE + digits.slice(1) : digits;
}

/** `+94771234567` as shown to the user. */
export function displayNumber(digits: string): string {
  return `+${digits}`;
}

/**
 * The number to message, from the record's candidates in order (WhatsApp number, then
 * phone): `{ digits }`, or the message key saying why there is none (product.md §8): each
 * screen names its recipient ('…for this customer', '…for this user'); without one, the
 * spec's general 'WhatsApp number not available'. A stored
 * number with no digits says which one is wrong: the WhatsApp number ('Invalid WhatsApp
 * number format') or the phone number used in its place ('Invalid phone number format').
 */
export function whatsappTarget(
  candidates: readonly unknown[],
  missing: MessageKey = 'whatsappMissing',
): { digits: string } | { error: MessageKey } {
  const index = candidates.findIndex((candidate) => String(candidate ?? '').trim() !== '');
  if (index < 0) return { error: missing };
  const digits = whatsappDigits(candidates[index]);
  if (digits) return { digits };
  return { error: index === 0 ? 'whatsappInvalidFormat' : 'whatsappInvalidNumber' };
}

/** The chat link with the message URL-encoded. */
export function whatsappLink(digits: string, message: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
