import { Avatar, IconButton, Menu } from '@mui/material';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { UserMenuContextProvider } from 'react-admin';
import { initialsOf } from './initials';

const AVATAR = { width: 32, height: 32, fontSize: 14, bgcolor: 'primary.dark', color: 'common.white' } as const;

/**
 * The user menu on a phone, where the full name does not fit the top bar: the user's initials,
 * named 'Owner Demo (OD)' (what the button shows is part of its name, WCAG 2.5.3). react-admin's
 * own small-screen button shows an anonymous icon named 'Profile'. Its items close it through
 * react-admin's user-menu context, as in the desktop menu.
 */
export function PhoneUserMenu({ fullName, children }: { fullName: string; children: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose: close }), [close]);
  const initials = initialsOf(fullName);
  return (
    <>
      <IconButton color="inherit" aria-label={`${fullName} (${initials})`} aria-haspopup onClick={(event) => setAnchor(event.currentTarget)}>
        <Avatar sx={AVATAR}>{initials}</Avatar>
      </IconButton>
      <UserMenuContextProvider value={context}>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} disableScrollLock>
          {children}
        </Menu>
      </UserMenuContextProvider>
    </>
  );
}
