/**
 * product.md §9: the fixed provider list, in the spec's order. A module of its own, with no
 * imports, so the English catalogue can name the providers without bringing the recharge rules
 * and the date library onto the first screen.
 */
export const RECHARGE_TYPES = ['Dialog', 'DDTV', 'Mobitel', 'Hutch', 'Airtel'] as const;
export type RechargeType = (typeof RECHARGE_TYPES)[number];
