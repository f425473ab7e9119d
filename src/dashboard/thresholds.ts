import { useStore } from 'react-admin';
import { useShopSettings } from '../engine/shop';

/** When the dashboard calls something low: a provider balance (LKR) and a product's stock, at or below. */
export interface Thresholds {
  balance: number;
  stock: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = { balance: 1000, stock: 5 };

/**
 * The thresholds: the shop's, from the server's settings where it keeps them (product.md §10:
 * the same in every browser, set by the owner on the Settings screen); else those a super
 * admin sets on the dashboard, kept in react-admin's store (this browser's local storage), so
 * they survive a reload. `kept` tells the dashboard which: only this browser's are set there.
 */
export function useThresholds() {
  const [stored, setStored] = useStore<Thresholds>('dashboard.thresholds', DEFAULT_THRESHOLDS);
  const { data: settings } = useShopSettings();
  const fromServer = settings && { balance: Number(settings.lowBalanceThreshold), stock: Number(settings.lowStockThreshold) };
  return [fromServer ?? stored, setStored, { kept: fromServer ? 'server' : 'browser' }] as const;
}
