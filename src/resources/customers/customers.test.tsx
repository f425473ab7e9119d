import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildBill, buildCustomer, owner, staffUser } from '../../../tests/support/builders';
import { buildRepair } from '../../../tests/support/repairBuilders';
import { columnChoices, headers, toggleColumn } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { MESSAGES } from '../../domain/messages';
import { customers } from '.';

const api = setupApi();
const kasun = buildCustomer({ email: 'kasun@mail.lk', nicNumber: '199012345678', cardNumber: 'DTV-4455', address: '5 Temple Road, Kandy' });
const fathima = buildCustomer({ firstName: 'Fathima', lastName: 'Rizwan', phoneNumber: '0712223334', whatsappNumber: '0765554443', address: 'Main Street, Jaffna' });

async function openCustomers(user = owner, records = [kasun, fathima], features: readonly string[] = []) {
  const fake = fakeResourceApi(customers.routes!, records, (body) => buildCustomer(body));
  api.use(...fake.handlers);
  renderScreen({ user, path: '/customers', features });
  await screen.findByText('Fathima Rizwan');
  return fake;
}


async function fillCustomer(dialog: HTMLElement, values: Record<string, string>) {
  const user = userEvent.setup({ delay: null });
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.paste(value);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

const validCustomer = {
  'First Name': 'Nuwan',
  'Last Name': 'Bandara',
  Address: '44 Kandy Road, Kurunegala',
  Email: '',
  'Phone Number': '0751112223',
  'WhatsApp Number': '0751112223',
  'NIC Number': '200112345678',
  'Card Number': 'DTV-9001',
};

describe('Customers list by role (product.md §2, §6)', () => {
  it('offers super admins the audit columns (hidden until chosen, so the table fits) and the History, Edit and Delete actions', async () => {
    await openCustomers();
    const user = userEvent.setup({ delay: null });
    expect(headers()).toEqual(expect.arrayContaining(['Actions', 'Card Number']));
    expect(headers()).not.toContain('Created By');
    expect(await columnChoices(user)).toEqual(expect.arrayContaining(['Created By', 'Updated By', 'WhatsApp Number']));
    await toggleColumn(user, 'Created By');
    await waitFor(() => expect(headers()).toContain('Created By'));
    expect(screen.getAllByRole('cell', { name: 'Owner Demo' }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'History of Kasun Perera' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Kasun Perera' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Kasun Perera' })).toBeInTheDocument();
  });

  it('shows staff the list and Add only: no audit columns, no row actions', async () => {
    await openCustomers(staffUser);
    expect(await screen.findByRole('button', { name: 'Add Customer' })).toBeInTheDocument();
    await waitFor(() => expect(headers()).not.toContain('Created By'));
    expect(await columnChoices(userEvent.setup({ delay: null }))).not.toContain('Created By');
    expect(headers()).not.toContain('Updated By');
    expect(headers()).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: /History of|Edit |Delete / })).not.toBeInTheDocument();
  });

  it.each([
    ['0712223334', 'Fathima Rizwan'],
    ['0765554443', 'Fathima Rizwan'],
    ['199012345678', 'Kasun Perera'],
    ['dtv-4455', 'Kasun Perera'],
    ['kasun@mail', 'Kasun Perera'],
    ['jaffna', 'Fathima Rizwan'],
    ['rizwan', 'Fathima Rizwan'],
  ])('search "%s" finds %s only', async (query, name) => {
    await openCustomers();
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText(/^Search by name/), query);
    const other = name === 'Kasun Perera' ? 'Fathima Rizwan' : 'Kasun Perera';
    await waitFor(() => expect(screen.queryByText(other)).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it("says 'No customers found' when a search matches nothing", async () => {
    await openCustomers();
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText(/^Search by name/), 'zzz-nobody');
    expect(await screen.findByText('No customers found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('offers page sizes 5, 10, 20, 50 and 100', async () => {
    await openCustomers();
    await userEvent.setup({ delay: null }).click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '20', '50', '100']);
  });
});

describe('Add and edit customer (product.md §5, §8)', () => {
  it('shows every required-field message under its field', async () => {
    const fake = await openCustomers(staffUser);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please enter first name',
      'Please enter last name',
      'Please enter address',
      'NIC must be 9 digits + V/v/X (e.g. 987654321V) or 12 digits',
      'Please enter card number',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getAllByText('Please enter valid local phone number (0XXXXXXXXX)')).toHaveLength(2);
    expect(fake.writes()).toHaveLength(0);
  });

  it.each([
    ['Email', 'nuwan@', 'Please enter a valid email address'],
    ['Phone Number', '751112223', 'Please enter valid local phone number (0XXXXXXXXX)'],
    ['WhatsApp Number', '+44 20 7946 0958', 'Please enter valid local phone number (0XXXXXXXXX)'],
    ['NIC Number', '12345678V', 'NIC must be 9 digits + V/v/X (e.g. 987654321V) or 12 digits'],
  ])('refuses a bad %s (%s) with its message and saves nothing', async (label, value, message) => {
    const fake = await openCustomers(staffUser);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog');
    await fillCustomer(dialog, { ...validCustomer, [label]: value });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(fake.writes()).toHaveLength(0);
  });

  it('lets staff add a customer with the spec payload', async () => {
    const fake = await openCustomers(staffUser);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Add Customer' }));
    await fillCustomer(await screen.findByRole('dialog'), validCustomer);
    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/customers',
        body: {
          firstName: 'Nuwan',
          lastName: 'Bandara',
          address: '44 Kandy Road, Kurunegala',
          email: '',
          phoneNumber: '0751112223',
          whatsappNumber: '0751112223',
          nicNumber: '200112345678',
          cardNumber: 'DTV-9001',
        },
      },
    ]);
    expect(await screen.findByText('Nuwan Bandara')).toBeInTheDocument();
  });

  it.each([
    [{ message: 'A customer with this phone number already exists' }, 409, 'A customer with this phone number already exists'],
    [null, 500, 'Failed to create customer'],
  ])("shows the server's message or the fallback (%j)", async (body, status, shown) => {
    await openCustomers(staffUser);
    api.use(http.post('*/api/customers', () => HttpResponse.json(body, { status })));
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog');
    await fillCustomer(dialog, validCustomer);
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText(/^First Name/)).toHaveValue('Nuwan');
  });

  it('lets a super admin edit a customer', async () => {
    const fake = await openCustomers();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Edit Kasun Perera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Kasun'));
    await fillCustomer(dialog, { Address: '9 Lake Drive, Kandy' });
    expect(await screen.findByText('Customer updated successfully')).toBeInTheDocument();
    expect(fake.writes()[0]).toMatchObject({ method: 'PUT', path: `/api/customers/${kasun._id}`, body: { address: '9 Lake Drive, Kandy', cardNumber: 'DTV-4455' } });
  });

  it('sends the version it read, keeps what was typed when someone else saved first (409), and reloads their change on request', async () => {
    const fake = await openCustomers(owner, [kasun, fathima], ['preconditions']);
    const versions: (string | null)[] = [];
    api.use(
      http.put('*/api/customers/:id', ({ request }) => {
        versions.push(request.headers.get('if-match'));
        // Someone else changed Kasun's address in the meantime.
        fake.state.records[0] = { ...kasun, address: '1 Hill Street, Kandy', updatedAt: '2026-03-02T08:00:00.000Z' };
        return HttpResponse.json({ message: MESSAGES.staleWrite }, { status: 409 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Kasun Perera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Kasun'));
    await fillCustomer(dialog, { Address: '9 Lake Drive, Kandy' });
    const conflict = await within(dialog).findByRole('alert');
    expect(conflict).toHaveTextContent(MESSAGES.staleWrite);
    expect(versions).toEqual([`"v-${kasun.updatedAt}"`]);
    expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('9 Lake Drive, Kandy');

    await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Address/)).toHaveValue('1 Hill Street, Kandy'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps 'Failed to delete customer' as the title and adds the server's reason under it (409)", async () => {
    await openCustomers();
    const reason = 'This customer has repairs and cannot be deleted';
    api.use(http.delete('*/api/customers/:id', () => HttpResponse.json({ message: reason }, { status: 409 })));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Kasun Perera' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Failed to delete customer')).toHaveClass('MuiAlertTitle-root');
    expect(notice).toHaveTextContent(reason);
    expect(screen.getByText('Kasun Perera')).toBeInTheDocument();
  });
});

describe('Customer history (product.md §2, §7, §8)', () => {
  const bill = (n: number) => ({ _id: `b${n}`, createdAt: `2026-03-${String(n).padStart(2, '0')}T06:00:00Z`, totalAmount: 1000 + n, products: [{ name: 'Dish', quantity: 1 }, { name: 'Remote', quantity: 2 }, { name: 'Cable', quantity: 1 }] });

  async function openHistory() {
    await openCustomers();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'History of Kasun Perera' }, { timeout: 10_000 }));
    return screen.findByRole('dialog', { name: /History of Kasun Perera/ });
  }

  it('reads a list, a {data: [...]} answer and a single object, five rows a page', async () => {
    api.use(
      http.get('*/api/bills/customer/:id', () =>
        HttpResponse.json(
          // The second bill came back whole (our server's returns, product.md §10): it counts for nothing.
          Array.from({ length: 7 }, (_, i) => (i === 1 ? { ...bill(2), returnedAmount: 1002, returns: [{ lines: [{ quantity: 1 }, { quantity: 3 }] }] } : bill(i + 1))),
        ),
      ),
      http.get('*/api/recharge/sales/customer/:id', () =>
        HttpResponse.json({ data: [{ _id: 's1', rechargeType: 'Dialog', soldValue: 500, soldPrice: 520, saleDate: '2026-03-02T06:00:00Z' }] }),
      ),
      http.get('*/api/customers/:id/repairs', () =>
        HttpResponse.json({ _id: 'r1', repairProduct: 'Samsung A52', issues: [{ name: 'Screen' }], status: 'Sent to Company', finalAmount: 8500, dateIn: '2026-03-05T06:00:00Z' }),
      ),
    );
    const dialog = await openHistory();
    expect(await within(dialog).findByText('LKR 1,001.00')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(6); // header + 5
    const returned = within(dialog).getAllByRole('row')[2];
    expect(within(returned).getByText('LKR 0.00')).toBeInTheDocument();
    expect(within(returned).getByText('Returned')).toBeInTheDocument();
    expect(within(returned).getByText('LKR 1,002.00 returned')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Returned')).toHaveLength(1);
    expect(within(dialog).getAllByText('+1 more')).toHaveLength(5);
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('tab', { name: 'Recharge' }));
    expect(await within(dialog).findByText('Dialog')).toBeInTheDocument();
    expect(within(dialog).getByText('LKR 520.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Repair' }));
    expect(await within(dialog).findByText('Samsung A52')).toBeInTheDocument();
    expect(within(dialog).getByText('Sent to Company')).toBeInTheDocument();
  });

  function serveHistoryRows() {
    const sold = buildBill(kasun, [{ name: 'Dish Antenna', quantity: 1, billedPrice: 4200 }], { _id: 'b0000000000000000000077' });
    const repair = { ...buildRepair(kasun, [], { repairProduct: 'Samsung A52' }), _id: 'r0000000000000000000088' };
    api.use(
      http.get('*/api/bills/customer/:id', () => HttpResponse.json([sold])),
      http.get('*/api/recharge/sales/customer/:id', () => HttpResponse.json([])),
      http.get('*/api/customers/:id/repairs', () => HttpResponse.json([repair])),
      http.get('*/api/bills', () => HttpResponse.json([sold])),
      http.get('*/api/bills/:id', () => HttpResponse.json(sold)),
      http.get('*/api/repairs', () => HttpResponse.json([repair])),
      http.get('*/api/repairs/statuses', () => HttpResponse.json([])),
    );
  }

  it('opens a bill row as Bill Details', async () => {
    serveHistoryRows();
    const dialog = await openHistory();
    await within(dialog).findByText('LKR 4,200.00');
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('button', { name: 'Bill Details' }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' }, { timeout: 10_000 });
    // Its product tag and its line.
    expect(await within(details).findAllByText('Dish Antenna')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: /History of/ })).not.toBeInTheDocument();
  });

  it('opens a repair row as its job card, by a click anywhere on the row', async () => {
    serveHistoryRows();
    const dialog = await openHistory();
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('tab', { name: 'Repair' }));
    await user.click(await within(dialog).findByText('Samsung A52'));
    const card = await screen.findByRole('dialog', { name: 'Print Job Card' }, { timeout: 10_000 });
    expect(await within(card).findByText(/Samsung A52/)).toBeInTheDocument();
  });

  it('shows the empty states', async () => {
    api.use(
      http.get('*/api/bills/customer/:id', () => HttpResponse.json([])),
      http.get('*/api/recharge/sales/customer/:id', () => HttpResponse.json({ data: [] })),
      http.get('*/api/customers/:id/repairs', () => HttpResponse.json([])),
    );
    const dialog = await openHistory();
    expect(await within(dialog).findByText('No purchase history found')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('tab', { name: 'Recharge' }));
    expect(await within(dialog).findByText('No recharge history found')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('tab', { name: 'Repair' }));
    expect(await within(dialog).findByText('No repair history found')).toBeInTheDocument();
  });

  it('warns about a failing route while the others still show', async () => {
    api.use(
      http.get('*/api/bills/customer/:id', () => HttpResponse.json([bill(1)])),
      http.get('*/api/recharge/sales/customer/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get('*/api/customers/:id/repairs', () => HttpResponse.json([])),
    );
    const dialog = await openHistory();
    expect(await within(dialog).findByText('LKR 1,001.00')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch recharge history')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(dialog).getByRole('tab', { name: 'Repair' }));
    expect(await within(dialog).findByText('No repair history found')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch customer history')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch customer history' once when no part of the history can be read", async () => {
    api.use(
      http.get('*/api/bills/customer/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get('*/api/recharge/sales/customer/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get('*/api/customers/:id/repairs', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const dialog = await openHistory();
    expect(await within(dialog).findByText('Failed to fetch customer history')).toBeInTheDocument();
    // In the dialog, and as an error notice titled Error.
    await waitFor(() => expect(screen.getAllByText('Failed to fetch customer history')).toHaveLength(2));
    const notice = screen.getAllByRole('alert', { hidden: true }).find((alert) => !dialog.contains(alert));
    expect(notice).toHaveTextContent('ErrorFailed to fetch customer history');
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    for (const part of ['purchase', 'recharge', 'repair']) expect(screen.queryByText(`Failed to fetch ${part} history`)).not.toBeInTheDocument();
  });
});
