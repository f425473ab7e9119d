import type { StatusEntry } from './repairs';

/**
 * The repair status page without sign-in (product.md §10): each repair has an unguessable code,
 * and `/status/<code>` shows its customer the device, the status timeline, the expected return
 * date, the amount due and the shop's phone, nothing more.
 */

/**
 * Lower-case letters and digits without i, l, o and u, so a code copied from paper reads one
 * way (Crockford's base 32); 5 bits a character.
 */
export const STATUS_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 12 characters, 60 random bits: at 30 tries a minute, guessing one of a shop's codes takes longer than the shop will exist. */
export const STATUS_CODE_LENGTH = 12;
/** The random bytes a code is made from (64 bits, 60 of them used). */
export const STATUS_CODE_BYTES = 8;

const CODE_PATTERN = new RegExp(`^[${STATUS_CODE_ALPHABET}]{${STATUS_CODE_LENGTH}}$`);

/** A code from random bytes (the server passes crypto.randomBytes(STATUS_CODE_BYTES)). */
export function statusCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < STATUS_CODE_BYTES) throw new Error(`A status code needs ${STATUS_CODE_BYTES} random bytes`);
  let bits = 0n;
  for (const byte of bytes.subarray(0, STATUS_CODE_BYTES)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < STATUS_CODE_LENGTH; index += 1) {
    code = STATUS_CODE_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/**
 * A code as typed or scanned, in its stored form: trimmed, lower case, with the letters a
 * reader may take for digits read as those digits (I and L as 1, O as 0). Undefined when it
 * cannot be a code, so the server answers it as it answers an unknown one.
 */
export function normaliseStatusCode(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const code = text.trim().toLowerCase().replace(/[il]/g, '1').replace(/o/g, '0');
  return CODE_PATTERN.test(code) ? code : undefined;
}

/** The console's path of a repair's status page. */
export const statusPagePath = (code: string) => `/status/${code}`;

/** The languages a link opens the status page in by name (`?lang=`, server/statusPage/language.ts). */
const LINKED_LANGUAGES: readonly string[] = ['si', 'ta'];

/**
 * The link printed on the job card and sent in messages: `https://shop.example/status/<code>`,
 * with `?lang=si` or `?lang=ta` when the card or message is in Sinhala or Tamil, so the page
 * opens in the customer's language whatever their phone's. English's stays as it always was
 * (the page then follows the browser, else English).
 */
export function statusPageLink(origin: string, code: string, language?: unknown): string {
  const link = `${origin.replace(/\/+$/, '')}${statusPagePath(code)}`;
  return typeof language === 'string' && LINKED_LANGUAGES.includes(language) ? `${link}?lang=${language}` : link;
}

/** What a link reads as on paper, without the scheme: `shop.example/status/<code>`. */
export const shortStatusLink = (link: string) => link.replace(/^https?:\/\//, '');

/** Four digits, as the customer types the end of their phone number. */
export const PHONE_DIGITS_PATTERN = /^\d{4}$/;

/** The last four digits of a phone number ('' when it has fewer). */
export function lastFourDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : '';
}

/** Do these four digits end one of the customer's numbers (phone or WhatsApp)? */
export function phoneDigitsMatch(typed: unknown, numbers: readonly (string | null | undefined)[]): boolean {
  if (typeof typed !== 'string' || !PHONE_DIGITS_PATTERN.test(typed.trim())) return false;
  return numbers.some((number) => lastFourDigits(number) === typed.trim());
}

/** One step of the public timeline: the status and when; never its note or who made it. */
export interface PublicStatusStep {
  status: string;
  date: string;
}

/** The steps a customer sees: the history's entries not deleted, in their order, status and date only. */
export function publicTimeline(history: readonly StatusEntry[]): PublicStatusStep[] {
  return history.filter((entry) => !entry.isDeleted).map((entry) => ({ status: entry.status, date: entry.dateEntered }));
}

/**
 * The status page's answer: exactly these fields (an allow-list: a field added to a repair
 * never reaches the page unless it is named here). Money in LKR.
 */
export interface StatusPageAnswer {
  /** R-000678 */
  jobNumber: string;
  /** The device as written at intake, or null. */
  device: string | null;
  /** The current status. */
  status: string;
  timeline: PublicStatusStep[];
  expectedReturnDate: string | null;
  /** What is still to pay, LKR. */
  amountDue: number;
  shopName: string;
  /** A local number, or '' when the shop has none in Settings. */
  shopPhone: string;
}

export const STATUS_PAGE_FIELDS = [
  'jobNumber',
  'device',
  'status',
  'timeline',
  'expectedReturnDate',
  'amountDue',
  'shopName',
  'shopPhone',
] as const satisfies readonly (keyof StatusPageAnswer)[];

/** The answer while the owner asks for the phone's last four digits first: the same for every code, known or not. */
export interface StatusPageQuestion {
  asksPhone: true;
}
