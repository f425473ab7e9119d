import { resourceOfferedByBackend } from './engine/features';
import { lazyScreen } from './engine/lazyScreen';
import { loadRegistry } from './providers';
import { readToken } from './session';
import { viewsOf } from './engine/views';

// Screens (and the dashboard) load on first visit, so the sign-in page ships only what it needs.
export const ResourcePage = lazyScreen(() => import('./engine/ResourcePage'));
export const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'));

// A chunk that fails to load is reported when its screen renders (its error page), not here.
const ignore = () => undefined;

/**
 * Once signed in, the code of every screen the backend offers loads while the browser is idle,
 * so a first visit from the menu waits for its rows only, not for its code first. Only the
 * lists' code: charts, print and the dialogs of other screens still load when they are opened.
 */
export function preloadScreensWhenIdle(): () => void {
  const load = () => {
    ResourcePage.preload().catch(ignore);
    Dashboard.preload().catch(ignore);
    loadRegistry()
      .then((registry) => registry.filter(resourceOfferedByBackend).forEach((resource) => viewsOf(resource).list.preload().catch(ignore)))
      .catch(ignore);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(load, 500);
  return () => window.clearTimeout(timer);
}

/**
 * Starts loading the code of the screen at `pathname` (the page, the resource declarations,
 * the list's own chunk) at once, for a signed-in visit: as the app renders, each would start
 * only once the one before had loaded and rendered. Nothing for the sign-in and status pages.
 */
export function preloadScreen(pathname: string): void {
  if (!readToken()) return;
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path === '' || path === 'dashboard') {
    Dashboard.preload().catch(ignore);
    return;
  }
  if (path === 'login' || path.startsWith('status/')) return;
  ResourcePage.preload().catch(ignore);
  loadRegistry()
    .then((registry) => {
      const resource = registry.find((declared) => path === declared.name || path.startsWith(`${declared.name}/`));
      return resource && viewsOf(resource).list.preload();
    })
    .catch(ignore);
}
