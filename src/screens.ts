import { lazyScreen } from './engine/lazyScreen';
import { loadRegistry } from './providers';
import { readToken } from './session';
import { viewsOf } from './engine/views';

// Screens (and the dashboard) load on first visit, so the sign-in page ships only what it needs.
export const ResourcePage = lazyScreen(() => import('./engine/ResourcePage'));
export const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'));

/**
 * Starts loading the code of the screen at `pathname` (the page, the resource declarations,
 * the list's own chunk) at once, for a signed-in visit: as the app renders, each would start
 * only once the one before had loaded and rendered. Nothing for the sign-in and status pages.
 */
export function preloadScreen(pathname: string): void {
  if (!readToken()) return;
  const path = pathname.replace(/^\/+|\/+$/g, '');
  // A chunk that fails to load is reported when its screen renders (its error page), not here.
  const ignore = () => undefined;
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
