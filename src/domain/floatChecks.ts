import { formatAmount } from './labels';
import type { MessageKey, Said } from './messages';
import { fromCents, toCents } from './money';
import { amount, isRechargeType } from './recharge';
import { isBlank, required, type Rule, type RuleSet } from './validation';

/**
 * The recharge float checked (product.md §10, beyond the spec): for each provider the balance
 * the provider shows beside the one the console computes (Σ top-ups − Σ sales + Σ adjustments),
 * the difference, and why they differ. The console and the server run these same rules; the
 * server judges the difference against the balance it holds when the check is saved.
 */

/** Why a provider's balance differs from the computed one; `other` needs a note. */
export const FLOAT_REASONS = ['failedReload', 'wrongNumber', 'saleNotEntered', 'providerCommission', 'other'] as const;
export type FloatReason = (typeof FLOAT_REASONS)[number];

/** The longest note a check keeps (the engine's usual text limit). */
export const FLOAT_NOTE_MAX = 500;

const readNumber = (value: unknown) => (typeof value === 'number' ? value : isBlank(value) ? NaN : Number(String(value).trim()));

/** What the provider shows − what the console computed, in LKR, worked out in whole cents. */
export function floatDifference(shown: number, computed: number): number {
  return fromCents(toCents(shown) - toCents(computed));
}

/**
 * The difference of a line as typed (shown and computed as numbers or numeric text), or
 * undefined while either is not a number yet.
 */
export function lineDifference(line: Record<string, unknown> | undefined): number | undefined {
  const shown = readNumber(line?.shown);
  const computed = readNumber(line?.computed);
  return Number.isFinite(shown) && Number.isFinite(computed) ? floatDifference(shown, computed) : undefined;
}

/** A reason is needed when the line's difference is known and not zero. */
const reason: Rule = (value, line) => {
  if (!isBlank(value)) return (FLOAT_REASONS as readonly unknown[]).includes(value) ? undefined : 'floatReasonInvalid';
  const difference = lineDifference(line);
  return difference !== undefined && difference !== 0 ? 'floatReasonRequired' : undefined;
};

/** `other` says what in a note; any note stays within the usual length. */
const note: Rule = (value, line) => {
  if (isBlank(value)) return line?.reason === 'other' ? 'floatNoteRequired' : undefined;
  return [...String(value).trim()].length > FLOAT_NOTE_MAX ? 'textTooLong' : undefined;
};

const provider: Rule = (value) => (isBlank(value) || isRechargeType(value) ? undefined : 'rechargeTypeInvalid');

/** The balance the provider shows: LKR, 0 or more, to the cent. Blank on the form: that provider is not checked. */
export const shownAmount: Rule = amount();

/** One provider's line (the server's: every line it receives is checked, so `shown` is required). */
export const floatLineRules: RuleSet = {
  rechargeType: [required('rechargeTypeRequired'), provider],
  shown: [required('floatShownRequired'), shownAmount],
  reason: [reason],
  note: [note],
};

/** A whole check: at least one provider, each once. */
export function floatCheckProblem(lines: readonly { rechargeType?: unknown }[]): MessageKey | undefined {
  if (lines.length === 0) return 'floatChecksRequired';
  const providers = lines.map((line) => line.rechargeType);
  return new Set(providers).size === providers.length ? undefined : 'floatProviderTwice';
}

/** What an adjustment of a check meets: its difference (cents), whether it was adjusted, the provider's balance now (cents). */
export interface AdjustmentCase {
  difference: number;
  adjusted: boolean;
  balance: number;
}

/**
 * Why a check's difference cannot be adjusted, or undefined when it can. An adjustment moves the
 * balance by the difference the check found: sales and top-ups since then moved the provider's
 * balance and the computed one alike, so the difference still holds.
 */
export function adjustmentProblem({ difference, adjusted, balance }: AdjustmentCase): MessageKey | undefined {
  if (adjusted) return 'floatAlreadyAdjusted';
  if (difference === 0) return 'floatNothingToAdjust';
  return balance + difference < 0 ? 'floatAdjustNegative' : undefined;
}

/** 'The Dialog balance changed to LKR 1,250.00 while you were checking…' (LKR amounts). */
export function balanceChangedMessage(type: string, balance: number): Said {
  return { key: 'floatBalanceChanged', values: { type, balance: formatAmount(balance) } };
}

/** 'This adjustment would make the Dialog balance negative (available: LKR 200.00)' (LKR amounts). */
export function adjustNegativeMessage(type: string, balance: number): Said {
  return { key: 'floatAdjustNegative', values: { type, balance: formatAmount(balance) } };
}
