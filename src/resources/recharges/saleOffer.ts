import { useCallback } from 'react';
import { useStore } from 'react-admin';
import { rechargeHistory, type Sale } from './history';

/**
 * The sale just recorded, kept for Sales History to offer its WhatsApp message at once: the
 * record as saved, with the sold value the user typed. The server never sends staff a sale's
 * sold value (product.md §6), so the row action's message to an agent lacks the reload value
 * when staff send it; this value they typed themselves, so nothing new is disclosed.
 * Kept in react-admin's store, which sign-out resets.
 */
const JUST_SOLD_KEY = 'recharges.justSold';

const declared = rechargeHistory.rowActions?.find((action) => 'whatsapp' in action);
/** The Sales History row action's Send WhatsApp: the same numbers, missing-number message and wording. */
export const saleWhatsApp = declared && 'whatsapp' in declared ? declared : undefined;

/** Whether the row action would be offered for this sale (the walk-in customer has no number). */
export function offersMessage(sale: Sale): boolean {
  return Boolean(saleWhatsApp && (saleWhatsApp.when?.(sale) ?? true));
}

/**
 * The sale to message about: the saved record, the sold value as sent (the answer to staff has
 * none), and the time of saving where the backend's answer names no sale date.
 */
export function soldAsTyped(saved: Record<string, unknown>, sent: Record<string, unknown>, savedAt: string): Sale {
  return { ...saved, soldValue: Number(sent.soldValue), saleDate: (saved.saleDate as string | undefined) ?? savedAt } as Sale;
}

/** Keeps a sale just recorded, replacing the one before. */
export function useRememberSale(): (sale: Sale) => void {
  const [, setSale] = useStore<Sale | null>(JUST_SOLD_KEY, null);
  return setSale;
}

/** The sale just recorded, if any, and how to let it go. */
export function useJustSold(): { sale: Sale | undefined; dismiss: () => void } {
  const [sale, setSale] = useStore<Sale | null>(JUST_SOLD_KEY, null);
  const dismiss = useCallback(() => setSale(null), [setSale]);
  return { sale: sale ?? undefined, dismiss };
}
