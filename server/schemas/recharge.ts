import { fromCents, type RechargeType, type SoldToType } from '../../src/domain/recharge';
import type { RechargeSale, RechargeTopUp } from '../db/schema';
import { enumOf, languageOut, LIMITS, numberInput, numberOut, alwaysPresent, object, recordStamps, string, text, type Infer, type Schema } from './common';
import { RECHARGE_TYPES, SOLD_TO_TYPES } from '../../src/domain/recharge';
import { paymentAddition, paymentOut } from './payments';

/**
 * Top-ups, balances and sales (product.md §3, §7). Types and sizes only: presence, ranges,
 * decimals and the provider list are the domain's `topUpRules` / `saleRules`, so users read
 * the spec's messages. `null` in any field means none.
 */


/** POST /recharge/topup and PUT /recharge/topup/:id. */
export const topUpBody = object({
  rechargeType: text(LIMITS.word),
  topUpValue: numberInput,
  topUpCost: numberInput,
  topUpDate: text(LIMITS.word),
});
export type TopUpBody = Infer<typeof topUpBody>;

/** POST /recharge/sale. */
export const saleBody = object({
  rechargeType: text(LIMITS.word),
  soldValue: numberInput,
  soldPrice: numberInput,
  soldToType: text(LIMITS.word),
  soldToId: text(LIMITS.id),
  ...paymentAddition,
});
export type SaleBody = Infer<typeof saleBody>;


const topUpProperties = {
  _id: string,
  rechargeType: enumOf(RECHARGE_TYPES),
  topUpValue: numberOut,
  topUpCost: numberOut,
  topUpDate: string,
  ...recordStamps,
};
/** A top-up record: every field always present. */
export const topUpRecord = object(topUpProperties, alwaysPresent(topUpProperties));
export type TopUpRecord = Infer<typeof topUpRecord>;

const saleProperties = {
  _id: string,
  rechargeType: enumOf(RECHARGE_TYPES),
  soldPrice: numberOut,
  soldToType: enumOf(SOLD_TO_TYPES),
  soldToId: string,
  soldToName: string,
  saleDate: string,
  ...recordStamps,
};
/**
 * A sale record; `soldValue` (the provider's value sold, from which the cost follows),
 * `unitCost` and `profit` only for those who may see costs (`recharges/history` / `cost`:
 * super admins, product.md §6), absent for staff.
 */
export const saleRecord = object(
  { ...saleProperties, soldValue: numberOut, unitCost: numberOut, profit: numberOut, payment: paymentOut },
  alwaysPresent(saleProperties),
);
export type SaleRecord = Infer<typeof saleRecord>;

const buyerProperties = { _id: string, firstName: string, lastName: string, phoneNumber: string, whatsappNumber: string, nicNumber: string };
const buyerRecord = object({ ...buyerProperties, cardNumber: string, language: languageOut }, Object.keys(buyerProperties) as (keyof typeof buyerProperties)[]);
/**
 * A sale's buyer as their record now reads (`cardNumber` a customer's only; `language` their
 * preferred language, product.md §10); null when no such person is kept now.
 */
export type SaleBuyer = Infer<typeof buyerRecord>;

/**
 * A sale in Sales History's list. Asked by the page, each sale carries its `buyer` (the
 * fields the console reads: names, phone, WhatsApp, NIC, card number), so the console need
 * not read every customer and agent to join a page; the whole list leaves it out, as before.
 */
const saleListProperties = {
  ...saleProperties,
  soldValue: numberOut,
  unitCost: numberOut,
  profit: numberOut,
  buyer: { ...buyerRecord, type: ['object', 'null'] } as unknown as Schema<SaleBuyer | null>,
};
export const saleListRecord = object(saleListProperties, alwaysPresent(saleProperties));

/**
 * GET /recharge/sales/:id, our addition (product.md §10): one sale as its list page carries it
 * (cost figures and by-names by the same rules), with how it was paid; `payment` is absent for
 * a sale recorded without one.
 */
export const saleDetailsRecord = object({ ...saleListProperties, payment: paymentOut }, alwaysPresent(saleProperties));

/** GET /recharge/balance: every provider named, LKR. */
export const balanceAnswer = object(
  Object.fromEntries(RECHARGE_TYPES.map((type) => [type, numberOut])) as Record<RechargeType, Schema<number>>,
  RECHARGE_TYPES,
);

/** The one mapping from a stored top-up to what the API shows. */
export function toTopUpRecord(row: RechargeTopUp): TopUpRecord {
  return {
    _id: row.id,
    rechargeType: row.rechargeType as RechargeType,
    topUpValue: fromCents(row.topUpValue),
    topUpCost: fromCents(row.topUpCost),
    topUpDate: row.topUpDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
}

/** The one mapping from a stored sale to what the API shows; without cost figures unless `withCost`. */
export function toSaleRecord(row: RechargeSale, withCost: boolean): SaleRecord {
  const record: SaleRecord = {
    _id: row.id,
    rechargeType: row.rechargeType as RechargeType,
    soldPrice: fromCents(row.soldPrice),
    soldToType: row.soldToType as SoldToType,
    soldToId: row.soldToId,
    soldToName: row.soldToName,
    saleDate: row.saleDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
  };
  return withCost ? { ...record, soldValue: fromCents(row.soldValue), unitCost: row.unitCost, profit: fromCents(row.profit) } : record;
}
