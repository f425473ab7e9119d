import { Avatar } from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useGetIdentity } from 'react-admin';
import { ErrorPage } from '../custom/ErrorPage';
import { ProfileMenuItem } from './ProfileMenuItem';
import { ShopMenu } from './ShopMenu';

const ProfileDialog = lazy(() => import('./ProfileDialog'));

/** 'Owner Demo' → 'OD': what the top bar shows of the user on a phone, where the full name does not fit. */
export const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

const AVATAR = { width: 28, height: 28, fontSize: 13, bgcolor: 'primary.dark', color: 'common.white' } as const;

// Named after the user, so the button reads as their name on every screen width; their initials beside it.
function ShopUserMenu() {
  const { identity } = useGetIdentity();
  const [profileOpen, setProfileOpen] = useState(false);
  const fullName = identity?.fullName ?? '';
  return (
    <>
      <UserMenu label={fullName || 'app.userMenu.profile'} icon={fullName ? <Avatar sx={AVATAR}>{initialsOf(fullName)}</Avatar> : undefined}>
        <ProfileMenuItem onOpen={() => setProfileOpen(true)} />
        <Logout />
      </UserMenu>
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

// The top bar: react-admin's own toolbar (the light/dark toggle, since App.tsx gives a dark theme,
// remembered per browser in its store; the refresh button) and the user's menu.
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
