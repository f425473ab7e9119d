import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildStaff, owner, staffUser } from '../../../tests/support/builders';
import { fakeStaffApi } from '../../../tests/support/fakeStaffApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';

const api = setupApi();
const kamala = buildStaff({ firstName: 'Kamala', lastName: 'Silva', email: 'kamala@shop.test', createdAt: '2026-03-12T10:00:00Z' });

async function openStaffs(staff = [owner, staffUser, kamala], path = '/staffs') {
  const fake = fakeStaffApi(staff);
  api.use(...fake.handlers);
  renderScreen({ user: owner, path });
  await screen.findByText('kamala@shop.test');
  return fake;
}

const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('Staffs list (product.md §2)', () => {
  it('shows the spec columns with names, role labels, statuses and Colombo dates', async () => {
    await openStaffs();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['SL No.', 'Name', 'Email', 'Role', 'Status', 'Created', 'Updated', 'Actions']);
    const kamalaRow = within(row('kamala@shop.test'));
    expect(kamalaRow.getByText('Kamala Silva')).toBeInTheDocument();
    expect(kamalaRow.getByText('Staff')).toBeInTheDocument();
    expect(kamalaRow.getByText('Active')).toBeInTheDocument();
    expect(kamalaRow.getAllByText('12 Mar 2026 03:30 PM').length).toBeGreaterThan(0);
    expect(within(row('owner@shop.test')).getByText('Administrator')).toBeInTheDocument();
  });

  it('searches by name or email without fetching the list again', async () => {
    const fake = await openStaffs();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByPlaceholderText('Search by name or email'), 'kamala');
    await waitFor(() => expect(screen.queryByText('owner@shop.test')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('kamala@shop.test')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search by name or email'));
    await user.type(screen.getByPlaceholderText('Search by name or email'), 'Owner Demo');
    await waitFor(() => expect(screen.queryByText('kamala@shop.test')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('owner@shop.test')).toBeInTheDocument();
    expect(fake.gets()).toBe(1);
  });

  it('says so when a search matches nobody', async () => {
    await openStaffs();
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search by name or email'), 'nobody-here');
    expect(await screen.findByText('No staff found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('pages 10 at a time with a size changer and a jump-to-page box', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      buildStaff({ firstName: `Person${index + 1}`, email: `p${index + 1}@shop.test`, createdAt: `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00Z` }),
    );
    api.use(...fakeStaffApi([...many, kamala]).handlers);
    renderScreen({ user: owner, path: '/staffs' });
    await screen.findByText('kamala@shop.test');
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + 10
    const user = userEvent.setup({ delay: null });
    const jump = screen.getByRole('textbox', { name: 'Go to page' });
    await user.type(jump, '3{Enter}');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(7)); // 26 records: 6 on page 3
    expect(within(screen.getAllByRole('row')[1]).getByText('21')).toBeInTheDocument(); // SL No. continues
  });

  it('shows the fetch failure notice', async () => {
    api.use(http.get('*/api/admins', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderScreen({ user: owner, path: '/staffs' });
    expect(await screen.findByText('Failed to fetch staff list')).toBeInTheDocument();
  });
});

describe('Add Staff (product.md §5, §7)', () => {
  it('shows every validation message under its field and sends nothing', async () => {
    const fake = await openStaffs();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog');
    expect(window.location.pathname).toBe('/staffs/create');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of ['Please enter first name', 'Please enter last name', 'Please enter email', 'Please enter password']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/^Password/), '123');
    expect(await within(dialog).findByText('Please enter valid email')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fake.state.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates an admin with the spec payload, closes the dialog and shows the new row', async () => {
    const fake = await openStaffs();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Role/)).toHaveTextContent('Staff');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Sunil');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Fernando');
    await user.type(within(dialog).getByLabelText(/^Email/), 'sunil@shop.test');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff created successfully')).toBeInTheDocument();
    expect(fake.state.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admins/create',
      body: { firstName: 'Sunil', lastName: 'Fernando', email: 'sunil@shop.test', password: 'secret1', role: 'admin' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/staffs');
    expect(await screen.findByText('sunil@shop.test')).toBeInTheDocument();
  });

  it("keeps the form and shows the server's message when the save is refused", async () => {
    await openStaffs();
    api.use(
      http.post('*/api/admins/create', () =>
        HttpResponse.json({ message: 'A staff member with this email already exists' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Dup');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Licate');
    await user.type(within(dialog).getByLabelText(/^Email/), 'kamala@shop.test');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A staff member with this email already exists')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText(/^First Name/)).toHaveValue('Dup');
  });

  it("falls back to 'Failed to create staff' without a server message", async () => {
    await openStaffs();
    api.use(http.post('*/api/admins/create', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^First Name/), 'A');
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'B');
    await user.type(within(dialog).getByLabelText(/^Email/), 'ab@shop.test');
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create staff')).toBeInTheDocument();
  });

  it('closes with the browser Back button', async () => {
    await openStaffs();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add Staff' }));
    await screen.findByRole('dialog');
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/staffs');
  });
});

describe('Edit staff (product.md §4, §5)', () => {
  it('opens from its address with the email read-only, and saves the form plus status', async () => {
    const fake = await openStaffs(undefined, `/staffs/${kamala._id}`);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Kamala'));
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAttribute('readonly');
    expect(within(dialog).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const status = within(dialog).getByRole('switch', { name: 'Status' });
    expect(status).toBeChecked();
    await user.click(status);
    await user.clear(within(dialog).getByLabelText(/^Last Name/));
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Perera');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff updated successfully')).toBeInTheDocument();
    expect(fake.state.calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/admins/edit/${kamala._id}`,
      body: { firstName: 'Kamala', lastName: 'Perera', email: 'kamala@shop.test', role: 'admin', status: 'inactive' },
    });
    expect(await within(row('kamala@shop.test')).findByText('Inactive')).toBeInTheDocument();
  });

  it('sets a new password when one is typed (a super admin resets a staff member’s password)', async () => {
    const fake = await openStaffs(undefined, `/staffs/${kamala._id}`);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Kamala'));
    const user = userEvent.setup({ delay: null });
    const password = within(dialog).getByLabelText(/^New Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('autocomplete', 'new-password');

    await user.type(password, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fake.state.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(password, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Staff updated successfully')).toBeInTheDocument();
    expect(fake.state.calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/admins/edit/${kamala._id}`,
      body: { firstName: 'Kamala', lastName: 'Silva', email: 'kamala@shop.test', role: 'admin', status: 'active', password: '123456' },
    });
  });

  it('has no new-password input when adding a staff member', async () => {
    await openStaffs(undefined, '/staffs/create');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Password/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('disables the status switch of a super admin', async () => {
    await openStaffs(undefined, `/staffs/${owner._id}`);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Owner'));
    expect(within(dialog).getByRole('switch', { name: 'Status' })).toBeDisabled();
  });

  it('opens from the row’s Edit button', async () => {
    await openStaffs();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Edit Kamala Silva' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Staff' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/staffs/${kamala._id}`);
  });
});

describe('Delete staff (product.md §6, §8)', () => {
  it('asks for confirmation, deletes and says so', async () => {
    const fake = await openStaffs();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Kamala Silva' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Delete Kamala Silva?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Staff deleted successfully')).toBeInTheDocument();
    expect(fake.state.calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/admins/delete/${kamala._id}`);
    await waitFor(() => expect(screen.queryByText('kamala@shop.test')).not.toBeInTheDocument());
  });

  it('disables delete for a super admin, with the reason as its tooltip', async () => {
    await openStaffs();
    const button = await screen.findByRole('button', { name: 'Delete Owner Demo' });
    expect(button).toBeDisabled();
    await userEvent.setup({ delay: null }).hover(button.parentElement!);
    expect(await screen.findByText('Super admins cannot be deleted')).toBeInTheDocument();
  });

  it("shows only 'Failed to delete staff' when the server fails (fallback only: a 500's text is no reason)", async () => {
    await openStaffs();
    api.use(http.delete('*/api/admins/delete/:id', () => HttpResponse.json({ message: 'db locked' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Kamala Silva' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete staff')).toBeInTheDocument();
    expect(screen.queryByText('db locked')).not.toBeInTheDocument();
  });
});

describe('Staffs for staff members (product.md §6)', () => {
  it('shows the access-denied page at /staffs and calls no staff route', async () => {
    const fake = fakeStaffApi([owner]);
    api.use(...fake.handlers);
    renderScreen({ user: staffUser, path: '/staffs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(fake.state.calls).toHaveLength(0);
  });
});
