/**
 * The signed-in session (product.md §3): an authToken and the user record kept in local storage.
 * Only the authProvider writes it; the HTTP client reads the token.
 */
export const SESSION_KEYS = { token: 'authToken', user: 'user' } as const;

/** The user record as the login call answers it; only these fields are read. */
export interface SessionUser {
  _id?: string;
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: string | null;
  userType?: string | null;
  status?: string;
  [key: string]: unknown;
}

export function readToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.token);
}

export function readUser(): SessionUser | null {
  const raw = localStorage.getItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user && typeof user === 'object' ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser | null): void {
  localStorage.setItem(SESSION_KEYS.token, token);
  if (user) localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  else localStorage.removeItem(SESSION_KEYS.user);
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEYS.token);
  localStorage.removeItem(SESSION_KEYS.user);
}

/** The JWT payload's `exp` (seconds since the epoch), read without verifying; undefined if unreadable. */
export function decodeExp(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** A token is expired once `exp` has passed; one without a readable `exp` counts as expired. */
export function isExpired(token: string, now: number = Date.now()): boolean {
  const exp = decodeExp(token);
  return exp === undefined || exp * 1000 <= now;
}
