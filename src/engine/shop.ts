import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { DEFAULT_CLOSING_HOUR, type ShopSettings } from '../domain/settings';
import { offeredByBackend } from './features';
import { useHttp } from './HttpContext';
import { routeAnswerQuery } from './useRouteAnswer';

/** The shop as its papers and messages name it. */
export interface ShopDetails {
  name: string;
  address: string;
  phone: string;
  /** A closing line under every receipt and job card. */
  footer: string;
}

/** Where the settings live and under which resource their answer is cached (a save marks it stale). */
export const SETTINGS_RESOURCE = 'settings';
export const SETTINGS_ROUTE = 'GET /settings';

/** GET /settings's answer (product.md §10). */
export interface SettingsAnswer extends ShopSettings {
  updatedAt?: string;
  updatedByName?: string | null;
}

/**
 * The shop's settings from a backend that keeps them (our server's `settings` feature,
 * product.md §10), read once and shared by every document, message and dashboard card;
 * nothing is asked of a backend without them (the shop's own), and `data` stays undefined.
 * A failed read leaves `data` undefined too, so papers fall back to today's wording.
 */
export function useShopSettings() {
  const http = useHttp();
  const offered = offeredByBackend({ feature: 'settings' });
  const query = useQuery({ ...routeAnswerQuery(http, SETTINGS_ROUTE), enabled: offered, retry: 0, staleTime: 60_000 });
  return { data: offered ? (query.data as SettingsAnswer | undefined) : undefined, isPending: offered && query.isPending };
}

/** The shop's details from the server when it keeps them, else the console's own name and no more. */
export function useShop(): { shop: ShopDetails; isPending: boolean } {
  const translate = useTranslate();
  const { data, isPending } = useShopSettings();
  return {
    shop: {
      name: data?.shopName || translate('app.shopName'),
      address: data?.address ?? '',
      phone: data?.phone ?? '',
      footer: data?.receiptFooter ?? '',
    },
    isPending,
  };
}

/**
 * How a message signs off: the shop's name, then its address and phone when it has them, one
 * a line. Without a shop (an older caller) the console's own name.
 */
export function shopSignature(shop: ShopDetails | undefined, translate: (key: string, options?: object) => string): string {
  if (!shop) return translate('app.shopName');
  return [shop.name, shop.address, shop.phone && translate('app.shop.phone', { phone: shop.phone })].filter(Boolean).join('\n');
}

/** The shop's closing hour (Settings), or 8 pm where the backend keeps no settings; undefined while they load (no reminder or question flashes up). */
export function useClosingHour(): number | undefined {
  const { data, isPending } = useShopSettings();
  if (isPending) return undefined;
  const hour = Number(data?.closingHour);
  return data?.closingHour != null && Number.isInteger(hour) ? hour : DEFAULT_CLOSING_HOUR;
}

/** An hour of the day as the shop reads it: '20:00'. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
