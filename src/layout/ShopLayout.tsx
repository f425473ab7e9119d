import { useMediaQuery, type Theme } from '@mui/material';
import { lazy, memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  Sidebar,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { ErrorPage } from '../custom/ErrorPage';
import { dismissSignInShell } from '../signInShell';
import { PhoneUserMenu } from './PhoneUserMenu';
import { ProfileMenuItem } from './ProfileMenuItem';
import { sameSidebar } from './sameSidebar';
import { ShopMenu } from './ShopMenu';
import { SessionEndingNotice } from './SessionEndingNotice';
import { useAllowancesFollowServer } from './useAllowancesFollowServer';

const ProfileDialog = lazy(() => import('./ProfileDialog'));

// Named after the user, so the button reads as their name on every screen width (initials on a phone).
function ShopUserMenu() {
  const { identity } = useGetIdentity();
  const [profileOpen, setProfileOpen] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fullName = identity?.fullName ?? '';
  const items = [<ProfileMenuItem key="profile" onOpen={() => setProfileOpen(true)} />, <Logout key="logout" />];
  return (
    <>
      {phone && fullName ? (
        <PhoneUserMenu fullName={fullName}>{items}</PhoneUserMenu>
      ) : (
        <UserMenu label={fullName || 'app.userMenu.profile'}>{items}</UserMenu>
      )}
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The page's title in the top bar. It gives way to the icons beside it (minWidth 0: a flex item
 * is otherwise as wide as its text, and ran under them), and on a phone it is smaller and may
 * take two lines: 'Recharge Management' reads whole beside the icons at 390 px. Tamil's letters
 * are the widest: its longest one-word title ('வாடிக்கையாளர்கள்', 192 px at the phone's size)
 * fits the 165 px a phone leaves only a size smaller.
 */
const TITLE_SX = (theme: Theme) => ({
  minWidth: 0,
  [theme.breakpoints.down('sm')]: {
    fontSize: '1.05rem',
    lineHeight: 1.25,
    whiteSpace: 'normal',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    '&:lang(ta)': { fontSize: '0.875rem' },
  },
});

// The top bar: react-admin's own toolbar (the light/dark toggle, since App.tsx gives a dark theme,
// remembered per browser in its store; the refresh button) and the user's menu. Memoised: the
// layout renders again on every change of the URL (a page turn, a search), the bar need not
// (the screen's title reaches it through a portal; the loading spinner watches queries itself).
// react-admin's default toolbar (the language menu, the light/dark toggle, the spinner), but its
// spinner is named ('Loading'): a progress bar without a name is read as 'progress bar' alone.
function ShopToolbar() {
  const translate = useTranslate();
  return (
    <>
      <LocalesMenuButton />
      <ToggleThemeButton />
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
}

const ShopAppBar = memo(function ShopAppBar() {
  // Always shown: hiding it on scroll cost a slide (and a layout read) on every page turn, and the name stays in view.
  return (
    <AppBar userMenu={<ShopUserMenu />} toolbar={<ShopToolbar />} alwaysOn>
      <TitlePortal sx={TITLE_SX} />
    </AppBar>
  );
});

// The side menu: react-admin's, memoised. The layout renders it again at every change of the URL
// with a new `<ShopMenu />` element, always the same menu, which follows the URL by itself; so the
// menu counts as unchanged while it is the same component with the same props, every other prop
// is compared as React would, and the drawer is not drawn again at each turn.
const ShopSidebar = memo(Sidebar, sameSidebar);

const LAYOUT_WITHIN_WINDOW = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

export function ShopLayout({ children }: { children: ReactNode }) {
  // Signed in from the sign-in page: its outline, if still there, goes with it.
  useEffect(dismissSignInShell, []);
  useAllowancesFollowServer();
  return (
    // react-admin's layout grows to fit its content ('fit-content'): a wide table would widen
    // the page and push the side menu out of view. Keep it to the window; the table scrolls.
    <Layout appBar={ShopAppBar} sidebar={ShopSidebar} menu={ShopMenu} error={ErrorPage} sx={LAYOUT_WITHIN_WINDOW}>
      {children}
      <SessionEndingNotice />
    </Layout>
  );
}
