import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { columnChoices, headers, toggleColumn } from '../../../tests/support/columns';
import { renderScreen, withStyles } from '../../../tests/support/renderApp';
import type { RepairRecord } from '../../../tests/support/repairBuilders';
import { allRepairs, battery, kasun, phone, radio, screenIssue, serveRepairShop, tablet, tv } from '../../../tests/support/repairShop';
import { pickerField, pickerText, typeInPicker } from '../../../tests/support/pickers';
import { setupApi } from '../../../tests/support/server';

const api = setupApi();
// Whole-app renders with pickers and a dozen typed fields: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

async function openRepairs(user = owner, records: RepairRecord[] = allRepairs, features: readonly string[] = []) {
  const fake = serveRepairShop(api, user, records);
  renderScreen({ user, path: '/repairs/management', features });
  if (records.length) await screen.findByText('Samsung Galaxy A52', {}, { timeout: 15_000 });
  return fake;
}

const row = (product: string) => screen.getByText(product).closest('tr')!;
const card = (label: string) => within(screen.getByRole('group', { name: 'Summary' })).getByText(label).parentElement!;

describe('Repair Management list (product.md §2, §4, §6)', () => {
  it('shows super admins the repairs with totals by status, revenue and profit', async () => {
    await openRepairs();
    await waitFor(() => expect(card('Total profit')).toHaveTextContent('LKR 9,901.00'));
    expect(card('Repairs shown')).toHaveTextContent('4');
    expect(card('Sent to Company')).toHaveTextContent('1');
    expect(card('Pending Parts')).toHaveTextContent('0');
    // 14,000 + 2,000.50 + 4,500 + 2,000.50
    expect(card('Total revenue')).toHaveTextContent('LKR 22,501.00');
    // Issues, return date and creator wait behind Columns, so the table fits a 1366 px screen.
    expect(headers()).toEqual(['SL No.', 'Customer', 'Product', 'Final Amount', 'Status', 'Date In', 'Actions']);
    await toggleColumn(userEvent.setup({ delay: null }), 'Issues');
    await toggleColumn(userEvent.setup({ delay: null }), 'Expected Return');
    await toggleColumn(userEvent.setup({ delay: null }), 'Created By');
    expect(headers()).toEqual([
      'SL No.', 'Customer', 'Product', 'Issues', 'Final Amount', 'Status', 'Expected Return', 'Date In', 'Created By', 'Actions',
    ]);
    const first = row('Samsung Galaxy A52');
    expect(within(first).getByText('Kasun Perera')).toBeInTheDocument();
    expect(within(first).getByText('Screen Replacement')).toBeInTheDocument();
    expect(within(first).getByText('LKR 14,000.00')).toBeInTheDocument();
    expect(within(first).getByText('10 Mar 2026 10:00 AM')).toBeInTheDocument();
    expect(within(first).getByText('15 Mar 2026 06:00 PM')).toBeInTheDocument();
  });

  it.each([
    ['Samsung Galaxy A52', 'Sent to Company', 'MuiChip-colorWarning'],
    ['Sony Bravia 43"', 'Returned from Company', 'MuiChip-colorSecondary'],
    ['iPad Air', 'Customer Collected', 'MuiChip-colorSuccess'],
    ['Nokia 105', 'In Progress', 'MuiChip-colorDefault'],
  ])('colours the status of %s (%s) per product.md §4', async (product, status, colour) => {
    await openRepairs();
    expect(within(row(product)).getByText(status).closest('.MuiChip-root')).toHaveClass(colour);
  });

  it('marks a repair past its expected return date, not yet back or collected, as Overdue in its row; a loss in red', async () => {
    withStyles();
    const day = 24 * 60 * 60 * 1000;
    const past = new Date(Date.now() - day).toISOString();
    const records = [
      { ...phone, expectedReturnDate: past, profit: -250 },
      { ...tv, status: 'Returned from Company', expectedReturnDate: past },
      { ...tablet, status: 'Customer Collected', expectedReturnDate: past },
      { ...radio, expectedReturnDate: new Date(Date.now() + day).toISOString() },
    ];
    await openRepairs(owner, records);
    const overdue = within(row('Samsung Galaxy A52')).getByText('Overdue');
    expect(overdue.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    // The status chip stays beside it.
    expect(within(row('Samsung Galaxy A52')).getByText('Sent to Company')).toBeInTheDocument();
    for (const product of ['Sony Bravia 43"', 'iPad Air', 'Nokia 105']) expect(within(row(product)).queryByText('Overdue')).not.toBeInTheDocument();
    await toggleColumn(userEvent.setup({ delay: null }), 'Profit');
    expect(within(row('Samsung Galaxy A52')).getByText('LKR -250.00')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    for (const amount of within(row('Nokia 105')).getAllByText(/^LKR \d/)) expect(amount).not.toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it('shows staff no revenue, profit, created-by, edit, delete or report, but lets them change status', async () => {
    await openRepairs(staffUser);
    await screen.findByText('Repairs shown');
    expect(screen.queryByText('Total revenue')).not.toBeInTheDocument();
    expect(screen.queryByText('Total profit')).not.toBeInTheDocument();
    expect(headers()).not.toContain('Created By');
    expect(await columnChoices(userEvent.setup({ delay: null }))).not.toContain('Created By');
    expect(await screen.findAllByRole('button', { name: /^Change Status/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Edit |^Delete |Revenue Report/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Repair' })).toBeInTheDocument();
  });

  it.each([
    ['kasun perera', 2],
    ['0712223334', 2],
    ['199012345678', 2],
    ['bravia', 1],
  ])('searches "%s" over customer name, phone, NIC and product without asking again', async (query, count) => {
    const fake = await openRepairs();
    const gets = fake.gets();
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search by customer, phone, NIC or product'), query);
    await waitFor(() => expect(card('Repairs shown')).toHaveTextContent(String(count)), { timeout: 10_000 });
    expect(fake.gets()).toBe(gets);
  });

  it('filters by a status from the server list, shows it as a chip, and Clear removes it', async () => {
    await openRepairs();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Received from Customer', 'Pending Parts', 'Customer Collected']));
    await user.click(screen.getByRole('option', { name: 'Returned from Company' }));
    await waitFor(() => expect(card('Repairs shown')).toHaveTextContent('1'));
    expect(screen.getByText('Status: Returned from Company')).toBeInTheDocument();
    expect(screen.queryByText('Samsung Galaxy A52')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(card('Repairs shown')).toHaveTextContent('4'));
  });

  it("says 'No repairs found' when there are none", async () => {
    await openRepairs(owner, []);
    expect(await screen.findByText('No repairs found')).toBeInTheDocument();
  });

  it("says 'Failed to fetch data' when the list cannot be read", async () => {
    serveRepairShop(api, owner);
    api.use(http.get('*/api/repairs', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderScreen({ user: owner, path: '/repairs/management' });
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
  });
});

async function pickIssue(user: UserEvent, dialog: HTMLElement, text: string, option: RegExp) {
  const box = within(dialog).getByRole('combobox', { name: 'Issues' });
  await user.click(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

const figure = (dialog: HTMLElement, label: string) => within(dialog).getByText(`${label}:`, { exact: false });

describe('Add Repair (product.md §5, §7, §8)', () => {
  async function openAdd(user = staffUser, features: readonly string[] = []) {
    const fake = await openRepairs(user, allRepairs, features);
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: 'Add Repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Repair' });
    return { fake, user: events, dialog };
  }

  it("asks for a customer and issues ('Please select customer', 'Please select issues'), and sends nothing", async () => {
    const { fake, user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select customer')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select issues')).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });

  it.each([
    ['-1', 'Discount cannot be negative'],
    ['10.555', 'Discount can have at most two decimals'],
  ])('refuses a discount of %s with "%s"', async (value, message) => {
    const { fake, user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Discount/), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });

  it('takes in a phone with two issues: live final amount, and the spec payload', async () => {
    const { fake, user, dialog } = await openAdd();
    // The spec's payload has no device and no note: the shop's own backend is asked for neither.
    expect(within(dialog).queryByLabelText(/^Product/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Note/)).not.toBeInTheDocument();
    const customer = within(dialog).getByRole('combobox', { name: 'Customer' });
    await user.type(customer, '0771234567');
    await user.click(await screen.findByRole('option', { name: /Kasun Perera/ }));
    await pickIssue(user, dialog, 'screen', /Screen Replacement/);
    await pickIssue(user, dialog, 'batt', /Battery Replacement/);
    await waitFor(() => expect(figure(dialog, 'Issues total')).toHaveTextContent('LKR 14,500.00'));
    await user.type(within(dialog).getByLabelText(/^Discount/), '500.50');
    await waitFor(() => expect(figure(dialog, 'Final amount')).toHaveTextContent('LKR 13,999.50'));
    await typeInPicker(user, pickerField(dialog, /^Expected Return/), '250320260430P');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Repair created successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/repairs',
        body: { customerId: kasun._id, issues: [screenIssue._id, battery._id], discount: 500.5, expectedReturnDate: '2026-03-25 16:30:00' },
      },
    ]);
  });

  it('takes the device and a note too, where the backend keeps a repair\'s intake', async () => {
    const { fake, user, dialog } = await openAdd(staffUser, ['repairIntake']);
    await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), '0771234567');
    await user.click(await screen.findByRole('option', { name: /Kasun Perera/ }));
    await user.type(within(dialog).getByLabelText(/^Product/), '  Redmi Note 12 ');
    await pickIssue(user, dialog, 'screen', /Screen Replacement/);
    await user.type(within(dialog).getByLabelText(/^Note/), 'Cracked screen, swollen battery');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Repair created successfully')).toBeInTheDocument();
    expect(fake.writes()[0].body).toMatchObject({ customerId: kasun._id, repairProduct: 'Redmi Note 12', issues: [screenIssue._id], note: 'Cracked screen, swollen battery' });
  });

  it("shows 'Failed to save repair' when saving fails without a reason, and the server's reason when given", async () => {
    const { user, dialog } = await openAdd();
    api.use(http.post('*/api/repairs', () => new HttpResponse(null, { status: 500 })));
    await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), 'kasun');
    await user.click(await screen.findByRole('option', { name: /Kasun Perera/ }));
    await pickIssue(user, dialog, 'screen', /Screen Replacement/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save repair')).toBeInTheDocument();
    const reason = 'Discount cannot exceed the total price of the issues (LKR 10,000.00)';
    api.use(http.post('*/api/repairs', () => HttpResponse.json({ message: reason }, { status: 400 })));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Repair' })).toBeInTheDocument();
  });
});

describe('Escape in the issues picker', () => {
  it('closes the open options only: the form stays, with what was picked, and asks nothing', async () => {
    const fake = await openRepairs(staffUser, allRepairs, []);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Repair' });
    await pickIssue(user, dialog, 'screen', /Screen Replacement/);
    const box = within(dialog).getByRole('combobox', { name: 'Issues' });
    await user.click(box);
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByRole('option')).toEqual([]));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Repair' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Screen Replacement/ })).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });
});

describe('Edit and delete (product.md §4, §6, §8)', () => {
  it('shows the customer fixed, starts from the repair, and sends no customer', async () => {
    const fake = await openRepairs();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Samsung Galaxy A52 of Kasun Perera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Repair' });
    const customer = within(dialog).getByRole('combobox', { name: 'Customer' }) as HTMLInputElement;
    await waitFor(() => expect(customer.value).toContain('Kasun Perera'));
    expect(customer).toBeDisabled();
    expect(pickerText(pickerField(dialog, /^Expected Return/))).toBe('15 Mar 2026 06:00 PM');
    expect(await within(dialog).findByText(/^Screen Replacement/)).toBeInTheDocument();
    await waitFor(() => expect(figure(dialog, 'Final amount')).toHaveTextContent('LKR 14,000.00'));
    const discount = within(dialog).getByLabelText(/^Discount/);
    await user.clear(discount);
    await user.type(discount, '1000');
    await waitFor(() => expect(figure(dialog, 'Final amount')).toHaveTextContent('LKR 13,500.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Repair updated successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/repairs/${phone._id}`,
        body: {
          issues: [screenIssue._id, battery._id],
          discount: 1000,
          expectedReturnDate: '2026-03-15 18:00:00',
        },
      },
    ]);
  });

  it('deletes a repair after confirmation', async () => {
    const fake = await openRepairs();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Delete ${tv.repairProduct} of Fathima Rizwan` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Repair deleted successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'DELETE', path: `/api/repairs/${tv._id}`, body: undefined }]);
  });

  it("shows only 'Failed to delete repair' when the server fails (product.md §8 fallback only)", async () => {
    await openRepairs();
    api.use(http.delete('*/api/repairs/:id', () => HttpResponse.json({ message: 'disk I/O error' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Delete ${tv.repairProduct} of Fathima Rizwan` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete repair')).toBeInTheDocument();
    expect(screen.queryByText('disk I/O error')).not.toBeInTheDocument();
  });

  it("tells staff who open an edit link 'Only super admins can edit repairs'", async () => {
    serveRepairShop(api, staffUser);
    renderScreen({ user: staffUser, path: `/repairs/management/${phone._id}` });
    expect(await screen.findByText('Only super admins can edit repairs')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Repair' })).not.toBeInTheDocument();
  });
});
