import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu } from 'react-admin';
import { ErrorPage } from '../custom/ErrorPage';
import { ProfileMenuItem } from './ProfileDialog';
import { ShopMenu } from './ShopMenu';

function ShopUserMenu() {
  return (
    <UserMenu>
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
