import { fromCents, toCents } from './money';
import { documentNumber, sequenceOf, type DocumentKind } from './numbers';

/**
 * An account statement (product.md §10): what a customer or agent was charged on credit and
 * what they paid or got credited, line by line, with the balance after each. Shared by the
 * account dialog, the printed statement and its WhatsApp message.
 */

/** A movement on an account as the server answers it, LKR: positive puts on the account, negative takes off. */
export interface StatementMovement {
  at: string;
  /** What moved it: 'bill', 'sale' (a recharge sale), 'repair', 'return' (a bill's return), 'account' (a payment received). */
  source: string;
  method: string;
  amount: number;
  /** The payment's own number (P-000123). */
  number?: number | null;
  /** The number of the bill, repair or credit note it pays or credits. */
  sourceNumber?: number | null;
  /** A recharge sale's provider (Dialog…), where the backend says it. */
  rechargeType?: string | null;
}

/** One line of a statement, LKR: a charge is a debit, a payment or a return credited a credit. */
export interface StatementLine {
  at: string;
  source: string;
  method: string;
  /** The paper it stands for ('B-000123', 'CN-000045', 'P-000123'), or '' for none (a recharge sale, the shop's own backend). */
  number: string;
  debit: number;
  credit: number;
  /** What is owed after this line (below zero: the shop owes them). */
  balance: number;
  /** A recharge sale's provider, or '' (other lines; a backend that does not say). */
  rechargeType: string;
}

/** Which number names a movement: the paper it pays or credits, or a payment received's own. */
const NUMBERED: Readonly<Record<string, { kind: DocumentKind; own: boolean }>> = {
  bill: { kind: 'bill', own: false },
  repair: { kind: 'repair', own: false },
  return: { kind: 'creditNote', own: false },
  account: { kind: 'payment', own: true },
};

/** What a line was, with a recharge sale's provider where known: 'Recharge sale · Dialog'. */
export function movementLabel(what: string, movement: { rechargeType?: string | null }): string {
  return movement.rechargeType ? `${what} · ${movement.rechargeType}` : what;
}

/** The number a statement shows for a movement ('B-000123'), or ''. */
export function movementNumber(movement: StatementMovement): string {
  const numbered = NUMBERED[movement.source];
  if (!numbered) return '';
  const sequence = sequenceOf(numbered.own ? movement.number : movement.sourceNumber);
  return sequence === undefined ? '' : documentNumber(numbered.kind, sequence);
}

/** The statement's lines, oldest first, the running balance added up in whole cents from nothing owed. */
export function statementLines(movements: readonly StatementMovement[]): StatementLine[] {
  let running = 0;
  return movements.map((movement) => {
    const cents = toCents(Number(movement.amount) || 0);
    running += cents;
    return {
      at: movement.at,
      source: movement.source,
      method: movement.method,
      number: movementNumber(movement),
      debit: cents > 0 ? fromCents(cents) : 0,
      credit: cents < 0 ? fromCents(-cents) : 0,
      balance: fromCents(running),
      rechargeType: movement.rechargeType ?? '',
    };
  });
}

/** What the lines add up to, LKR: all charged, all paid or credited, and the balance left. */
export function statementTotals(lines: readonly StatementLine[]): { debits: number; credits: number; balance: number } {
  const debits = lines.reduce((sum, line) => sum + toCents(line.debit), 0);
  const credits = lines.reduce((sum, line) => sum + toCents(line.credit), 0);
  return { debits: fromCents(debits), credits: fromCents(credits), balance: fromCents(debits - credits) };
}
