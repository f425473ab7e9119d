import { featuresOf, namedBy, type Feature } from './domain/features';
import { ALLOWANCES, type Allowance } from './domain/permissions';

/**
 * The signed-in session (product.md §3): an authToken and the user record kept in local storage,
 * what the backend offers beyond the spec (`features`, product.md §10), and the owner's switches
 * in Settings that open more to staff (`allowances`, issue 47).
 * Only the authProvider writes it; the HTTP client reads the token.
 */
export const SESSION_KEYS = { token: 'authToken', user: 'user', features: 'features', allowances: 'allowances' } as const;

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

/** Everything the backend named at sign-in (features and resources beyond the spec); nothing for the shop's own backend. */
export function readNamed(): string[] {
  try {
    return namedBy({ features: JSON.parse(localStorage.getItem(SESSION_KEYS.features) ?? '[]') });
  } catch {
    return [];
  }
}

/** The features the backend named at sign-in; none for a backend that names none (the shop's own). */
export function readFeatures(): Feature[] {
  return featuresOf({ features: readNamed() });
}

/** The owner's switches (Settings) our server said were on at sign-in (src/domain/permissions.ts); none for any other backend. */
export function readAllowances(): Allowance[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SESSION_KEYS.allowances) ?? '[]');
    return Array.isArray(stored) ? ALLOWANCES.filter((allowance) => stored.includes(allowance)) : [];
  } catch {
    return [];
  }
}

/** The allowances a sign-in answer names, keeping only those this console knows. */
export function allowancesOf(answer: unknown): Allowance[] {
  const named = (answer as { allowances?: unknown } | null)?.allowances;
  return Array.isArray(named) ? ALLOWANCES.filter((allowance) => named.includes(allowance)) : [];
}

/**
 * Saves a session; what the backend names only at sign-in (a password change renews the token,
 * not what the backend offers), and the owner's switches then on.
 */
export function saveSession(token: string, user: SessionUser | null, features?: readonly string[], allowances?: readonly Allowance[]): void {
  if (features) localStorage.setItem(SESSION_KEYS.features, JSON.stringify(features));
  if (allowances) localStorage.setItem(SESSION_KEYS.allowances, JSON.stringify(allowances));
  localStorage.setItem(SESSION_KEYS.token, token);
  if (user) localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  else localStorage.removeItem(SESSION_KEYS.user);
}

/** The owner's switches as our server answers them now (read again while signed in, src/layout/useAllowancesFollowServer.ts). */
export function saveAllowances(allowances: readonly Allowance[]): void {
  localStorage.setItem(SESSION_KEYS.allowances, JSON.stringify(allowances));
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEYS.token);
  localStorage.removeItem(SESSION_KEYS.user);
  localStorage.removeItem(SESSION_KEYS.features);
  localStorage.removeItem(SESSION_KEYS.allowances);
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
