import { lazy } from 'react';
import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AccessDeniedPage } from './custom/AccessDeniedPage';
import { Dashboard } from './custom/Dashboard';
import { ErrorPage } from './custom/ErrorPage';
import { LoginPage } from './custom/LoginPage';
import { RedirectToRoot } from './custom/RedirectToRoot';
import { NOTICE_DURATION_MS } from './engine/notices';
import { i18nProvider } from './i18n/i18nProvider';
import { ShopLayout } from './layout/ShopLayout';
import { authProvider, dataProvider } from './providers';
import { registry } from './resources/registry';
import { theme } from './theme';

// Screens load on first visit, so the sign-in page ships only what it needs.
const ResourcePage = lazy(() => import('./engine/ResourcePage'));

// Spec §2: notifications at the top right for 4.5 seconds.
const ShopNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={NOTICE_DURATION_MS} />
);

export function App() {
  return (
    <Admin
      disableTelemetry
      requireAuth
      title="app.title"
      theme={theme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={ShopLayout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      catchAll={RedirectToRoot}
      accessDenied={AccessDeniedPage}
      error={ErrorPage}
      notification={ShopNotification}
    >
      {registry.map((resource) => (
        <Resource
          key={resource.name}
          name={resource.name}
          icon={resource.icon}
          list={ResourcePage}
          hasCreate={Boolean(resource.routes?.create ?? !resource.routes)}
          hasEdit={Boolean(resource.routes?.update ?? !resource.routes)}
        />
      ))}
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
  );
}
