import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { fakeStaffApi } from '../../../tests/support/fakeStaffApi';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { ActivityEntry } from '.';

const api = setupApi();

const entry = (overrides: Partial<ActivityEntry>): Omit<ActivityEntry, 'id'> => ({
  _id: `e${Math.random().toString(16).slice(2, 10)}`,
  at: '2026-03-12T10:00:00.000Z',
  userId: owner._id ?? null,
  userName: 'Owner Demo',
  action: 'update',
  resource: 'customers',
  recordId: 'c0000000000000000000001',
  changes: [],
  ...overrides,
});

const ENTRIES = [
  entry({
    at: '2026-03-12T10:05:00.000Z',
    action: 'delete',
    resource: 'bills',
    recordId: 'b0000000000000000000042',
    changes: [
      { field: 'totalAmount', before: '1800', after: null },
      { field: 'profit', before: '800', after: null },
    ],
  }),
  entry({
    at: '2026-03-12T10:00:00.000Z',
    userId: staffUser._id ?? null,
    userName: 'Staff Demo',
    action: 'update',
    resource: 'customers',
    changes: [{ field: 'firstName', before: 'Kasun', after: 'Kasun Chaminda' }],
  }),
  entry({ at: '2026-03-11T08:00:00.000Z', userName: 'Staff Demo', userId: staffUser._id ?? null, action: 'signIn', resource: 'auth', changes: [] }),
];

function activityRoute(entries = ENTRIES) {
  let gets = 0;
  // The User filter picks among the staff accounts.
  api.use(...fakeStaffApi([owner, staffUser]).handlers);
  api.use(
    http.get('*/api/activity', () => {
      gets += 1;
      return HttpResponse.json(entries);
    }),
  );
  return { gets: () => gets };
}

const row = (text: string) => screen.getAllByText(text)[0]!.closest('tr')!;

async function chooseOption(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Activity, for super admins', () => {
  it("names each row's button in words, not the coded action and section", async () => {
    activityRoute();
    renderScreen({ user: owner, path: '/activity', features: ['activity'] });
    await screen.findByText('Deleted', {}, { timeout: 15_000 });
    const names = (await screen.findAllByRole('button', { name: /^Activity Details/ })).map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual([
      'Activity Details Owner Demo, Deleted, Bills',
      'Activity Details Staff Demo, Edited, Customers',
      'Activity Details Staff Demo, Signed in, Sign-in',
    ]);
  });

  it('lists who did what, newest first, in words', async () => {
    activityRoute();
    renderScreen({ user: owner, path: '/activity', features: ['activity'] });

    await screen.findByText('Deleted');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['SL No.', 'When', 'Who', 'What', 'Section', 'Actions']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Deleted')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Bills')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Edited')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Customers')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Staff Demo')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Signed in')).toBeInTheDocument();
  });

  it('shows what changed, before and after, in the details dialog', async () => {
    activityRoute();
    renderScreen({ user: owner, path: '/activity', features: ['activity'] });
    await screen.findByText('Edited');

    await userEvent.setup({ delay: null }).click(within(row('Edited')).getByRole('button', { name: /Activity Details/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Activity Details' });
    const changes = within(dialog).getByRole('table', { name: 'Changes' });
    expect(within(changes).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Field', 'Before', 'After']);
    expect(within(changes).getByText('firstName')).toBeInTheDocument();
    expect(within(changes).getByText('Kasun')).toBeInTheDocument();
    expect(within(changes).getByText('Kasun Chaminda')).toBeInTheDocument();
    expect(within(dialog).getByText('Staff Demo')).toBeInTheDocument();
  });

  it('filters by section and searches values', async () => {
    activityRoute();
    renderScreen({ user: owner, path: '/activity', features: ['activity'] });
    await screen.findByText('Edited');
    const user = userEvent.setup({ delay: null });
    const toolbar = screen.getByPlaceholderText('Search by user, record or value').closest('form')!;

    await chooseOption(user, within(toolbar).getByRole('combobox', { name: 'Section' }), 'Bills');

    await waitFor(() => expect(screen.queryByText('Edited')).not.toBeInTheDocument());
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    const chip = (await screen.findByText('Section: Bills')).closest('.MuiChip-root') as HTMLElement;
    await user.click(within(chip).getByTestId('CancelIcon'));
    expect(await screen.findByText('Edited')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search by user, record or value'), 'Chaminda');
    await waitFor(() => expect(screen.queryByText('Deleted')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('Edited')).toBeInTheDocument();
  });

  it('filters by user', async () => {
    activityRoute();
    renderScreen({ user: owner, path: '/activity', features: ['activity'] });
    await screen.findByText('Edited');
    const user = userEvent.setup({ delay: null });
    const toolbar = screen.getByPlaceholderText('Search by user, record or value').closest('form')!;

    await chooseOption(user, within(toolbar).getByRole('combobox', { name: 'User' }), 'Owner Demo');

    await waitFor(() => expect(screen.queryByText('Edited')).not.toBeInTheDocument());
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(screen.queryByText('Signed in')).not.toBeInTheDocument();
  });

  it('offers no add, edit or delete', async () => {
    activityRoute();
    renderScreen({ user: owner, path: '/activity', features: ['activity'] });
    await screen.findByText('Edited');

    expect(screen.queryByRole('button', { name: /^Add|^Create/ })).not.toBeInTheDocument();
    expect(within(row('Edited')).queryByRole('button', { name: /^Edit|^Delete/ })).not.toBeInTheDocument();
  });
});

describe('Activity, for staff', () => {
  it('shows access denied at /activity without calling the server', async () => {
    const route = activityRoute();
    renderScreen({ user: staffUser, path: '/activity', features: ['activity'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(route.gets()).toBe(0);
  });
});

describe("Activity, on the shop's own backend", () => {
  it('is not in the owner\'s menu, and is never asked for: the backend names no `activity`', async () => {
    const route = activityRoute();
    renderApp({ user: owner, path: '/dashboard', features: [] });
    await screen.findByRole('menuitem', { name: 'Customers' }, { timeout: 15_000 });
    expect(within(screen.getByRole('menu')).queryByText('Activity')).not.toBeInTheDocument();
    expect(route.gets()).toBe(0);
  });
});
