import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { MESSAGES } from './domain/messages';
import { can } from './domain/permissions';
import { roleOf, type Role } from './domain/roles';
import type { HttpClient, HttpMethod } from './http';
import { actionOffered, namedBy } from './domain/features';
import { allowancesOf, clearSession, isExpired, readAllowances, readFeatures, readToken, readUser, saveSession, type SessionUser } from './session';
import { messageKey } from './i18n/ruleMessages';

export const LOGIN_PATH = '/login';
export const AFTER_LOGIN_PATH = '/dashboard';
const LOGIN_CALL = '/auth/login';

export interface AuthProviderOptions {
  http: HttpClient;
  now?: () => number;
  /** Leaves the app for another page; a full load, so nothing of the ended session stays in memory. */
  redirect?: (path: string) => void;
  /** Told when a session starts or ends (the dataProvider drops its cached collections). */
  onSessionChange?: () => void;
}

export interface ShopIdentity extends UserIdentity {
  fullName: string;
  email?: string;
  role: Role;
  status: string;
}

export interface ShopAuthProvider extends AuthProvider {
  /** Wire to the HTTP client's `onUnauthorized`: any 401 but the login call's ends the session. */
  onUnauthorized(path: string, method: HttpMethod): void;
  /**
   * `canAccess`'s answer, at once: it is worked out from the stored session, so a screen draws
   * its buttons on its first frame rather than one frame later (when they would push the
   * filters about).
   */
  canAccessNow(params: { resource: string; action: string }): boolean;
}

/**
 * May the signed-in user do `action` on `resource`? From the stored session and the domain's
 * matrix, with the owner's switches as last read (staff receiving goods): at sign-in, and again
 * each time the window comes back into focus (src/layout/useAllowancesFollowServer.ts); the
 * server refuses at once what is no longer allowed.
 */
function canAccessNow({ resource, action }: { resource: string; action: string }): boolean {
  const user = readUser();
  // An action only some backends offer (adding a repair issue) is refused where the backend lacks it.
  return user !== null && can(roleOf(user), resource, action, readAllowances()) && actionOffered(resource, action, readFeatures());
}

/**
 * Sign-in, session and access (product.md §4, §6, §8). Two paths end a session on a 401 and may
 * both run for one call: `onUnauthorized` (every call, including custom ones) and react-admin's
 * `checkError` (dataProvider calls). Both clear the session and aim at /login, so they agree.
 */
export function createAuthProvider({
  http,
  now = Date.now,
  redirect = (path) => window.location.assign(path),
  onSessionChange,
}: AuthProviderOptions): ShopAuthProvider {
  const endSession = () => {
    clearSession();
    onSessionChange?.();
  };
  const validToken = () => {
    const token = readToken();
    if (token && !isExpired(token, now())) return token;
    if (token || readUser()) endSession();
    return null;
  };
  const onLoginPage = () => window.location.pathname === LOGIN_PATH;

  validToken(); // product.md §4: at start, a stored token whose expiry has passed is discarded

  return {
    async login({ email, password }: { email: string; password: string }) {
      let answer: { token?: unknown; user?: SessionUser } | null;
      try {
        answer = await http.request('POST', LOGIN_CALL, { body: { email, password } });
      } catch (error) {
        throw new Error(loginFailure(error));
      }
      if (typeof answer?.token !== 'string' || !answer.token) throw new Error(messageKey('unexpectedError'));
      saveSession(answer.token, answer.user ?? null, namedBy(answer), allowancesOf(answer));
      onSessionChange?.();
      return { redirectTo: AFTER_LOGIN_PATH };
    },

    async logout() {
      endSession();
      return LOGIN_PATH;
    },

    async checkAuth() {
      const hadToken = readToken() !== null;
      if (validToken()) return;
      throw { redirectTo: LOGIN_PATH, message: hadToken ? messageKey('sessionExpired') : undefined };
    },

    async checkError(error: { status?: number } | null | undefined) {
      if (error?.status !== 401 || onLoginPage()) return; // a 403 is a refusal, not the end of the session
      endSession();
      throw { redirectTo: LOGIN_PATH };
    },

    async getIdentity(): Promise<ShopIdentity> {
      const user = readUser();
      if (!user) throw new Error(MESSAGES.notSignedIn);
      const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
      return {
        id: String(user._id ?? user.id ?? user.email ?? ''),
        fullName: fullName || (user.email ?? ''),
        email: user.email,
        role: roleOf(user),
        status: user.status ?? 'active',
      };
    },

    async getPermissions() {
      const user = readUser();
      return user ? roleOf(user) : null;
    },

    async canAccess(params: { resource: string; action: string }) {
      return canAccessNow(params);
    },

    canAccessNow,

    onUnauthorized(path) {
      if (path === LOGIN_CALL || onLoginPage()) return;
      endSession();
      redirect(LOGIN_PATH);
    },
  };
}

/**
 * product.md §8: the server's message, else 'Login failed'; anything unexpected (no answer) gets its
 * own text. The console's own are i18n keys, which the sign-in page translates as it does the server's.
 */
function loginFailure(error: unknown): string {
  if (!(error instanceof HttpError)) return messageKey('unexpectedError');
  const message = (error.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : messageKey('loginFailed');
}
