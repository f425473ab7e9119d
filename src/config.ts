declare global {
  interface Window {
    /** Set by an optional deploy-time `/config.js`, to point the console at another backend. */
    SHOP_CONFIG?: { apiBase?: string };
  }
}

/** The API base every call goes to: deploy-time config, else build-time env, else '/api'. */
export function apiBase(): string {
  const configured =
    (typeof window === 'undefined' ? undefined : window.SHOP_CONFIG?.apiBase) ||
    (import.meta.env.VITE_API_BASE as string | undefined) ||
    '/api';
  return configured.replace(/\/+$/, '');
}

/**
 * Where a repair's status page is (the job card's link and QR code, the WhatsApp messages): our
 * server writes the page out beside its API, so on the API base's origin, which is this console's
 * own unless the console is served from elsewhere.
 */
export function statusPageOrigin(): string {
  return new URL(apiBase(), window.location.href).origin;
}
