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
  return <AppBar userMenu={<ShopUserMenu />} />;
}

export function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ShopAppBar} menu={ShopMenu} error={ErrorPage}>
      {children}
    </Layout>
  );
}
