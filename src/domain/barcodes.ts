import { matches, type Rule } from './validation';

/**
 * Barcodes (issue 47, our server's `barcodes`): a product may carry one, unique, typed by a USB
 * scanner at the counter, read by a phone's camera, and printed on its shelf label.
 */

/** The longest barcode kept: far above EAN-13's 13 digits, room for a shop's own Code 128 codes. */
export const BARCODE_MAX = 48;

/**
 * What a scanner can type and a label can print: 3 to 48 visible ASCII characters, no spaces
 * (EAN-13, UPC-A, EAN-8 and Code 128 codes all fit).
 */
const BARCODE = new RegExp(`^[\\x21-\\x7e]{3,${BARCODE_MAX}}$`);

/** A product's barcode, when it has one: the rule of the product form and the server. */
export const barcodeRule: Rule = matches(BARCODE, 'barcodeInvalid');

/** A barcode as kept and looked up: what the scanner typed, without the spaces around it. */
export const normaliseBarcode = (code: string): string => code.trim();

/** Is `code` a well-formed barcode (a scan worth looking up)? */
export const isBarcode = (code: string): boolean => BARCODE.test(normaliseBarcode(code));

/** The EAN/UPC check digit of `digits` (all but the last): weights 3 and 1 from the right. */
export function eanCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const weight = (digits.length - index) % 2 === 1 ? 3 : 1;
    sum += Number(digits[index]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for an EAN-13, UPC-A (12) or EAN-8 code whose last digit checks the others. */
export function isEan(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code)) return false;
  return eanCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** How a label draws a code: a valid EAN/UPC as its own symbology (what a retail scanner expects), anything else as Code 128. */
export type Symbology = 'ean13' | 'upca' | 'ean8' | 'code128';

export function symbologyOf(code: string): Symbology {
  if (!isEan(code)) return 'code128';
  return code.length === 13 ? 'ean13' : code.length === 12 ? 'upca' : 'ean8';
}

/** Where a scan lands in a bill's lines: the line already holding the product, else the first line with no product yet, else a new line. */
export function scanTarget(lines: readonly Readonly<Record<string, unknown>>[], productId: string): { line: number; raise: boolean } {
  const holding = lines.findIndex((line) => line?.productId === productId);
  if (holding >= 0) return { line: holding, raise: true };
  const empty = lines.findIndex((line) => !line?.productId);
  return { line: empty >= 0 ? empty : lines.length, raise: false };
}
