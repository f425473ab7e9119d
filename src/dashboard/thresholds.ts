import { useStore } from 'react-admin';

/** When the dashboard calls something low: a provider balance (LKR) and a product's stock, at or below. */
export interface Thresholds {
  balance: number;
  stock: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = { balance: 1000, stock: 5 };

/**
 * The thresholds a super admin sets on the dashboard, kept in react-admin's store (this
 * browser's local storage), so they survive a reload.
 */
export function useThresholds() {
  return useStore<Thresholds>('dashboard.thresholds', DEFAULT_THRESHOLDS);
}
