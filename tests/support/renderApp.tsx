import { render } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { App } from '../../src/App';
import { createProviders } from '../../src/providers';
import { registry } from '../../src/resources/registry';
import { SESSION_KEYS } from '../../src/session';
import { fakeToken } from './fakeToken';

interface Options {
  /** Signed in as this user (the login answer's `user`), or signed out when omitted. */
  user?: { _id?: string; role?: string };
  path?: string;
  /** Translations of the test's own (e.g. labels of a resource it declares); en.ts when omitted. */
  i18nProvider?: I18nProvider;
  /** What the backend named at sign-in beyond the spec (our server: ['payments']); none, as the shop's own backend, when omitted. */
  features?: readonly string[];
  /** How long the signed-in session's token has left (default an hour). */
  expiresInSeconds?: number;
}

/**
 * Renders the whole console, as the browser would, against msw handlers at `*\/api/...`.
 * Providers are made per test so a stored session is read fresh.
 */
export function renderApp({ user, path = '/', i18nProvider, features = [], expiresInSeconds }: Options = {}) {
  if (user) {
    localStorage.setItem(SESSION_KEYS.token, fakeToken({ sub: user._id, role: user.role }, expiresInSeconds));
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    localStorage.setItem(SESSION_KEYS.features, JSON.stringify(features));
  }
  window.history.pushState({}, '', path);
  const providers = createProviders({
    apiBase: '/api',
    resources: registry,
    redirect: (to) => window.history.pushState({}, '', to),
  });
  return { ...render(<App providers={providers} i18nProvider={i18nProvider} />), providers };
}
