import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { ErrorPage } from '../custom/ErrorPage';
import { ProfileMenuItem } from './ProfileDialog';
import { ShopMenu } from './ShopMenu';

// Named after the user, so the button reads as their name on every screen width.
function ShopUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName || 'app.userMenu.profile'}>
      <ProfileMenuItem />
      <Logout />
    </UserMenu>
  );
}

// The top bar shows the user's full name (react-admin's UserMenu reads getIdentity).
function ShopAppBar() {
  // Always shown: hiding it on scroll cost a slide (and a layout read) on every page turn, and the name stays in view.
  return <AppBar userMenu={<ShopUserMenu />} alwaysOn />;
}

const LAYOUT_WITHIN_WINDOW = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

export function ShopLayout({ children }: { children: ReactNode }) {
  return (
    // react-admin's layout grows to fit its content ('fit-content'): a wide table would widen
    // the page and push the side menu out of view. Keep it to the window; the table scrolls.
    <Layout appBar={ShopAppBar} menu={ShopMenu} error={ErrorPage} sx={LAYOUT_WITHIN_WINDOW}>
      {children}
    </Layout>
  );
}
