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
 * Starts loading the code of the screen at `pathname` (the page, the resource declarations,
 * the list's own chunk) at once, for a signed-in visit: as the app renders, each would start
 * only once the one before had loaded and rendered. Nothing for the sign-in and status pages.
 * Called at boot for the page's own screen, and by a menu item as the pointer or the focus
 * reaches it, so a first visit from the menu finds its code on the way; screens nobody opens are
 * never loaded (on a phone, their evaluation would hold up the one in view).
 * public/sign-in-shell.js picks the same screen for a path, to ask for its files before this runs.
 */
export function preloadScreen(pathname: string): void {
  if (!readToken()) return;
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path === '' || path === 'dashboard') {
    Dashboard.preload().catch(ignore);
    return;
  }
  if (path === 'login' || path.startsWith('status/')) return;
  // The date inputs (MUI's pickers), the largest of the screens' modules, linked and evaluated in
  // a task of their own before the rest of the screens' page, rather than all in one.
  import('./engine/inputs/DateFields')
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(ResourcePage.preload)
    .catch(ignore);
  loadRegistry()
    .then((registry) => {
      const resource = registry.find((declared) => path === declared.name || path.startsWith(`${declared.name}/`));
      return resource && viewsOf(resource).list.preload();
    })
    .catch(ignore);
}
