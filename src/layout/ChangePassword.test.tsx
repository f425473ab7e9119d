import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { owner, staffUser } from '../../tests/support/builders';
import { fakeToken } from '../../tests/support/fakeToken';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';
import { SESSION_KEYS } from '../session';

const api = setupApi();

/** Records each PUT /api/auth/password body and answers with `answer`. */
function passwordRoute(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  api.use(
    http.put('*/api/auth/password', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function openChangePassword(user: typeof staffUser | typeof owner = staffUser) {
  renderApp({ user, path: '/dashboard', features: ['passwordChange'] });
  const clicks = userEvent.setup({ delay: null });
  await clicks.click(await screen.findByRole('button', { name: new RegExp(`${user.firstName} ${user.lastName}`) }));
  await clicks.click(await screen.findByRole('menuitem', { name: 'Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Profile' });
  await clicks.click(within(dialog).getByRole('button', { name: 'Change password' }));
  await within(dialog).findByLabelText(/^Current Password/);
  return { dialog, clicks };
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

describe('Change password, in the Profile dialog', () => {
  it('shows each rule under its field and sends nothing', async () => {
    const bodies = passwordRoute(() => HttpResponse.json({}));
    const { dialog, clicks } = await openChangePassword();

    await clicks.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await within(dialog).findByText('Please enter current password')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter new password')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm new password')).toBeInTheDocument();

    await clicks.type(field(dialog, /^Current Password/), 'staff123');
    await clicks.type(field(dialog, /^New Password/), '12345');
    await clicks.type(field(dialog, /^Confirm New Password/), '12346');
    await clicks.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();

    await clicks.clear(field(dialog, /^New Password/));
    await clicks.type(field(dialog, /^New Password/), 'staff123');
    await clicks.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('New password must be different from the current password')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('changes it: sends current and new password, keeps this session on the fresh token, says so', async () => {
    const freshToken = fakeToken({ sub: staffUser._id, role: 'admin', pwc: 'now' });
    const bodies = passwordRoute(() => HttpResponse.json({ message: 'Password changed successfully', token: freshToken, user: staffUser }));
    const { dialog, clicks } = await openChangePassword();

    await clicks.type(field(dialog, /^Current Password/), 'staff123');
    await clicks.type(field(dialog, /^New Password/), 'new-secret');
    await clicks.type(field(dialog, /^Confirm New Password/), 'new-secret');
    await clicks.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'staff123', newPassword: 'new-secret' }]);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(freshToken);
    await waitFor(() => expect(within(dialog).queryByLabelText(/^Current Password/)).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('shows a wrong current password under that field and stays signed in', async () => {
    passwordRoute(() => HttpResponse.json({ message: 'Current password is incorrect', key: 'currentPasswordWrong' }, { status: 400 }));
    const { dialog, clicks } = await openChangePassword(owner);
    const tokenBefore = localStorage.getItem(SESSION_KEYS.token);

    await clicks.type(field(dialog, /^Current Password/), 'not-it');
    await clicks.type(field(dialog, /^New Password/), 'new-secret');
    await clicks.type(field(dialog, /^Confirm New Password/), 'new-secret');
    await clicks.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(field(dialog, /^New Password/)).toHaveValue('new-secret');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(tokenBefore);
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('goes back to the profile on Cancel', async () => {
    const { dialog, clicks } = await openChangePassword();

    await clicks.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(within(dialog).queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('staff@shop.test')).toBeInTheDocument();
  });

  it("is not offered by the shop's own backend, which names no `passwordChange` (product.md §7 has no such call)", async () => {
    renderApp({ user: staffUser, path: '/dashboard', features: [] });
    const clicks = userEvent.setup({ delay: null });
    await clicks.click(await screen.findByRole('button', { name: new RegExp(`${staffUser.firstName} ${staffUser.lastName}`) }));
    await clicks.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(dialog).getByText('staff@shop.test')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
