import { matches, type Rule } from './validation';

/**
 * A sold device's IMEI or serial number on its bill line (product.md §10, beyond the spec):
 * optional; 15 IMEI digits, or a maker's serial ('R58N 12AB-34/C'), up to 40 characters.
 */
export const SERIAL_MAX = 40;

const SERIAL = new RegExp(`^[A-Za-z0-9][A-Za-z0-9 \\-/]{0,${SERIAL_MAX - 1}}$`);

export const serialRules: readonly Rule[] = [matches(SERIAL, 'serialInvalid')];
