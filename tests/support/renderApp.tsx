import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { Loading, TitlePortal, type I18nProvider, type LayoutComponent } from 'react-admin';
import { onTestFinished } from 'vitest';
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
  /** The owner's switches our server said were on at sign-in (['staffReceiveGoods']); none when omitted. */
  allowances?: readonly string[];
}

/**
 * A render's CSS, when a test does not ask for it: written nowhere. jsdom lays nothing out, yet it
 * matches every rule in the page against each element whose style a query reads (is it hidden?
 * what is its name?), and emotion compiles each of MUI's rules to text before writing it. This
 * cache still names every class as the console's does, but marks a style as written without
 * compiling it. A test of what CSS alone shows (a colour, an element CSS hides) calls
 * `withStyles()` first; the browser tests see the rest.
 */
function noStyles() {
  const cache = createCache({ key: 'css', container: document.createElement('div') });
  cache.insert = (_selector, serialized, _sheet, shouldCache) => {
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
  return cache;
}
let stylesInPage = false;

/** The theme's CSS in the page for the renders of the test that calls it (see noStyles). */
export function withStyles() {
  stylesInPage = true;
  onTestFinished(() => {
    stylesInPage = false;
  });
}

function renderWith(layout: LayoutComponent | undefined, { user, path = '/', i18nProvider, features = [], expiresInSeconds, allowances = [] }: Options) {
  if (user) {
    localStorage.setItem(SESSION_KEYS.token, fakeToken({ sub: user._id, role: user.role }, expiresInSeconds));
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    localStorage.setItem(SESSION_KEYS.features, JSON.stringify(features));
    localStorage.setItem(SESSION_KEYS.allowances, JSON.stringify(allowances));
  }
  window.history.pushState({}, '', path);
  const providers = createProviders({
    apiBase: '/api',
    resources: registry,
    redirect: (to) => window.history.pushState({}, '', to),
    // A failed read is still tried three more times, as in the console, but without the seconds
    // between tries: a test of a refusal waits for its message, not for react-query's clock.
    retryDelayMs: 0,
  });
  const app = <App providers={providers} i18nProvider={i18nProvider} layout={layout} />;
  return { ...render(stylesInPage ? app : <CacheProvider value={noStyles()}>{app}</CacheProvider>), providers };
}

/**
 * Renders the whole console, as the browser would, against msw handlers at `*\/api/...`: for
 * what the layout shows (the side menu, the top bar, the session's end) and for sign-in.
 * Providers are made per test so a stored session is read fresh.
 */
export const renderApp = (options: Options = {}) => renderWith(undefined, options);

/** The screen at the path, with its title as the top bar would show it, and nothing else of the layout. */
function ScreenOnly({ children }: { children: ReactNode }) {
  return (
    <>
      <TitlePortal />
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </>
  );
}

/**
 * Renders the screen at `path` (its list and the dialog its URL opens) as the console does, with
 * the same providers, routes, access checks and notices, but without the side menu and top bar:
 * a screen's test queries a page that holds that screen alone.
 */
export const renderScreen = (options: Options) => renderWith(ScreenOnly, options);
