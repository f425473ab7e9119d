import { isBlank, type Rule } from './validation';

/**
 * A repair's device: its IMEI (fifteen digits, the last a Luhn check digit) or another serial
 * (product.md §10, beyond the spec), optional, found by the repairs' search and the warranty check.
 */

/** An IMEI or serial as the shop keeps it: spaces and hyphens (as printed on boxes) dropped, letters in capitals. */
export function normaliseDeviceId(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The Luhn check an IMEI's fifteenth digit makes over the first fourteen. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const SERIAL = /^[A-Z0-9]{4,30}$/;

/**
 * A repair's device identifier, optional: fifteen digits are an IMEI and must pass its check
 * digit; anything else is a serial of 4 to 30 letters and digits.
 */
export const deviceIdRule: Rule = (value) => {
  if (isBlank(value)) return undefined;
  const id = normaliseDeviceId(String(value));
  if (/^\d{15}$/.test(id)) return luhnValid(id) ? undefined : 'imeiCheckDigit';
  return SERIAL.test(id) ? undefined : 'deviceIdInvalid';
};

/** What is stored for a form's IMEI or serial: normalised, or null when none was typed. */
export function deviceIdOf(value: unknown): string | null {
  return typeof value === 'string' && !isBlank(value) ? normaliseDeviceId(value) : null;
}

