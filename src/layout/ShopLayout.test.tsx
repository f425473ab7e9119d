import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../tests/support/builders';
import { fakeStaffApi } from '../../tests/support/fakeStaffApi';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';
import { ErrorPage } from '../custom/ErrorPage';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';

const api = setupApi();

const menuItems = async () => {
  const menu = await screen.findByRole('menu');
  await within(menu).findByText('Dashboard');
  return menu;
};

describe('Side menu by role (product.md §2, §6)', () => {
  it('shows the product title and every item to the owner', async () => {
    api.use(...fakeStaffApi([owner]).handlers);
    renderApp({ user: owner, path: '/dashboard' });
    const menu = await menuItems();
    expect(await within(menu).findByText('Staffs')).toBeInTheDocument();
    expect(screen.getAllByText('Shop Staff Console').length).toBeGreaterThan(0);
  });

  it('hides Staffs from staff members', async () => {
    renderApp({ user: staffUser, path: '/dashboard' });
    const menu = await menuItems();
    await screen.findByText('Welcome, Staff Demo');
    expect(within(menu).queryByText('Staffs')).not.toBeInTheDocument();
  });

  it('treats a `userType: superadmin` record as an administrator', async () => {
    api.use(...fakeStaffApi([owner]).handlers);
    renderApp({ user: { ...staffUser, role: undefined, userType: 'superadmin' } as never, path: '/dashboard' });
    expect(await within(await menuItems()).findByText('Staffs')).toBeInTheDocument();
  });
});

// The features that add a menu item, as our server names them at sign-in; the shop's own backend names none.
const MENU_FEATURES = ['payments', 'settings', 'floatChecks', 'dayClose', 'activity'];

describe('Side menu: each screen for its roles, where the backend offers it (product.md §2, §6, §10)', () => {
  it.each([
    {
      who: 'the owner, on our server',
      user: owner,
      features: MENU_FEATURES,
      shown: ['Staffs', 'Recharge Management', 'Sales History', 'Repair Issues', 'Expense Categories', 'Who owes what', 'Float Checks', 'Day Close', 'Settings', 'Activity'],
      hidden: [],
    },
    {
      who: 'staff, on our server',
      user: staffUser,
      features: MENU_FEATURES,
      shown: ['Sales History', 'Who owes what', 'Float Checks', 'Day Close'],
      hidden: ['Staffs', 'Recharge Management', 'Repair Issues', 'Expense Categories', 'Settings', 'Activity'],
    },
    {
      who: "the owner, on the shop's own backend",
      user: owner,
      features: [],
      shown: ['Staffs', 'Recharge Management', 'Repair Issues', 'Expense Categories'],
      hidden: ['Who owes what', 'Float Checks', 'Day Close', 'Settings', 'Activity'],
    },
  ])('$who', async ({ user, features, shown, hidden }) => {
    api.use(http.get('*/api/agents', () => HttpResponse.json([])));
    renderApp({ user, path: '/agents', features });
    const menu = await menuItems();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    for (const item of shown) expect(items).toContain(item);
    for (const item of hidden) expect(items).not.toContain(item);
  });
});

describe('Top bar (product.md §2)', () => {
  it("shows the user's full name and a Profile popup with role label, status and email", async () => {
    renderApp({ user: staffUser, path: '/dashboard' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Staff Demo/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog');
    // Choosing Profile closes the user menu: it stays not open over the dialog.
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument());
    expect(within(dialog).getByText('Staff Demo')).toBeInTheDocument();
    expect(within(dialog).getByText('Staff')).toBeInTheDocument();
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
    expect(within(dialog).getByText('staff@shop.test')).toBeInTheDocument();
  });

  it('labels a super admin Administrator', async () => {
    renderApp({ user: owner, path: '/dashboard' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Owner Demo/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    expect(within(await screen.findByRole('dialog')).getByText('Administrator')).toBeInTheDocument();
  });

  it('logs out: the session is cleared and the login page shows', async () => {
    renderApp({ user: owner, path: '/dashboard' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Owner Demo/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it("names its spinner 'Loading' while a list is read, and shows the refresh button again after", async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.use(
      http.get('*/api/agents', async () => {
        await held;
        return HttpResponse.json([]);
      }),
    );
    renderApp({ user: owner, path: '/agents' });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(within(banner).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(banner).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});

describe('Routing (product.md §2)', () => {
  it('sends an unknown path to the root, which shows the dashboard, its menu item highlighted', async () => {
    renderApp({ user: owner, path: '/no/such/page' });
    expect(await screen.findByText('Welcome, Owner Demo')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(within(await menuItems()).getByRole('menuitem', { name: 'Dashboard' })).toHaveClass('RaMenuItemLink-active');
  });

  it("highlights the shown screen's item only, and follows the screen a menu item opens", async () => {
    renderApp({ user: owner, path: '/repairs/management' });
    const menu = await menuItems();
    const item = (name: string) => within(menu).findByRole('menuitem', { name });
    await waitFor(async () => expect(await item('Repair Management')).toHaveClass('RaMenuItemLink-active'));
    expect(await item('Dashboard')).not.toHaveClass('RaMenuItemLink-active');
    expect(await item('Repair Issues')).not.toHaveClass('RaMenuItemLink-active');
    await userEvent.setup({ delay: null }).click(await item('Bills'));
    await waitFor(() => expect(window.location.pathname).toBe('/bills'));
    await waitFor(async () => expect(await item('Bills')).toHaveClass('RaMenuItemLink-active'));
    expect(await item('Repair Management')).not.toHaveClass('RaMenuItemLink-active');
  });
});

describe('Error page (product.md §2)', () => {
  it("says 'Sorry, something went wrong.' and reloads on request", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <I18nContextProvider value={i18nProvider}>
        <ErrorPage />
      </I18nContextProvider>,
    );
    expect(screen.getByText('Sorry, something went wrong.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe("The session's end, said before it comes", () => {
  it('warns five minutes before the sign-in ends, naming the time, until dismissed', async () => {
    // The token's end is now + 4 minutes, to the second, when it is made; a slow render may cross
    // a minute meanwhile, so the time shown is that of the moment before the render or after it.
    const clock = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Colombo', hour: '2-digit', minute: '2-digit', hour12: true });
    const endFrom = (now: number) => clock.format(new Date(now + 4 * 60 * 1000));
    const before = endFrom(Date.now() - 1000);
    renderApp({ user: staffUser, path: '/dashboard', expiresInSeconds: 4 * 60 });
    const notice = await screen.findByText(/^Your session ends at \d\d:\d\d [AP]M\. Save what you are typing/);
    const shown = /ends at (\d\d:\d\d [AP]M)/.exec(notice.textContent ?? '')![1];
    expect([before, endFrom(Date.now())]).toContain(shown);
    await userEvent.setup({ delay: null }).click(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/^Your session ends at/)).not.toBeInTheDocument());
  });

  it('says nothing while more than five minutes are left', async () => {
    renderApp({ user: staffUser, path: '/dashboard', expiresInSeconds: 6 * 60 });
    await screen.findByText('Welcome, Staff Demo');
    expect(screen.queryByText(/^Your session ends at/)).not.toBeInTheDocument();
  });
});
