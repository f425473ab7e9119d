import { Admin, CustomRoutes, Notification, Resource, type I18nProvider, type LayoutComponent } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { AccessDeniedPage } from './custom/AccessDeniedPage';
import { ErrorPage } from './custom/ErrorPage';
import { LoginPage } from './custom/LoginPage';
import { RedirectToRoot } from './custom/RedirectToRoot';
import { HttpContext } from './engine/HttpContext';
import { handedOverInTransition } from './engine/handedOverInTransition';
import { NOTICE_DURATION_MS } from './engine/notices';
import { i18nProvider as defaultI18nProvider } from './i18n/i18nProvider';
import { createStore } from './i18n/store';
import { ShopLayout } from './layout/ShopLayout';
import * as defaultProviders from './providers';
import { loadRegistry } from './providers';
import type { createProviders } from './providers';
import { resourceOfferedByBackend } from './engine/features';
import { Dashboard, ResourcePage } from './screens';
import { darkTheme, theme } from './theme';

// Notifications stay 4.5 seconds (product.md §9), at the top, below the top bar (56 px on a phone,
// 48 px from `sm`), so they never cover the signed-in user's name. Centred rather than at the top
// right where product.md §2 puts them: there they sat over a list's Add button (top right of the
// list), and a bottom corner would sit over a dialog's Save (bottom right; the whole bottom row of
// a phone's full-screen dialog). A refusal is read while the dialog is still open, so the top keeps
// Save free; on a phone a notice spans the width either way, and leaves when the form is put right.
const BELOW_TOP_BAR = { top: { xs: 64, sm: 56 } } as const;
const ShopNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={NOTICE_DURATION_MS} sx={BELOW_TOP_BAR} />
);

/**
 * Every declared resource as react-admin's <Resource>. The declarations load once signed in
 * (react-admin waits for an async child), not with the sign-in page; the menu reads them back
 * from react-admin's resource definitions.
 */
const resourceElements = async () =>
  (await loadRegistry()).filter(resourceOfferedByBackend).map((resource) => (
    <Resource
      key={resource.name}
      name={resource.name}
      icon={resource.icon}
      options={{ menuOrder: resource.menu.order, menuGroup: resource.menu.group }}
      list={ResourcePage}
      hasCreate={Boolean(resource.routes?.create)}
      hasEdit={Boolean(resource.routes?.update)}
    />
  ));

// react-admin draws the whole console when the resources arrive: in a transition React draws it
// in slices, the browser free between them, rather than in one long task.
const declaredResources = () => handedOverInTransition(resourceElements());

interface AppProps {
  /** Tests pass providers of their own; the app uses the module-level ones. */
  providers?: ReturnType<typeof createProviders>;
  /** A test that declares a resource of its own passes the labels for it; the app uses English's (src/i18n/en). */
  i18nProvider?: I18nProvider;
  /** A screen's test renders it without the side menu and top bar; the app uses ShopLayout. */
  layout?: LayoutComponent;
}

const store = createStore();

export function App({ providers = defaultProviders, i18nProvider = defaultI18nProvider, layout = ShopLayout }: AppProps) {
  // Real paths (/staffs, /login) rather than react-admin's default hash URLs: the spec names
  // them, and the server answers index.html for any non-API path.
  return (
    <HttpContext.Provider value={providers.http}>
    {/* No transitions: a signed-out visit would otherwise loop on /login (logout keeps re-navigating). */}
    <BrowserRouter useTransitions={false}>
    <Admin
      disableTelemetry
      requireAuth
      title="app.title"
      store={store}
      theme={theme}
      darkTheme={darkTheme}
      defaultTheme="light"
      dataProvider={providers.dataProvider}
      queryClient={providers.queryClient}
      authProvider={providers.authProvider}
      i18nProvider={i18nProvider}
      layout={layout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      catchAll={RedirectToRoot}
      accessDenied={AccessDeniedPage}
      error={ErrorPage}
      notification={ShopNotification}
    >
      {declaredResources}
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
    </BrowserRouter>
    </HttpContext.Provider>
  );
}
