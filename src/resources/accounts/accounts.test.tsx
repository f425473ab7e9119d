import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCustomer, owner, staffUser } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { translatorFor } from '../../i18n/i18nProvider';
import { ta } from '../../i18n/ta';
import { customers } from '../customers';
import { accounts } from '.';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' });
const PAYMENTS = ['payments'];

const debtor = {
  _id: kasun._id,
  partyType: 'customer',
  partyId: kasun._id,
  name: 'Kasun Perera',
  phoneNumber: '0771234567',
  balance: 5000,
  creditLimit: 10000,
  oldestUnpaidAt: '2026-03-01T04:30:00.000Z',
};

const statement = (overrides: Record<string, unknown> = {}) => ({
  ...debtor,
  movements: [
    { _id: 'm1', at: '2026-03-01T04:30:00.000Z', source: 'bill', sourceId: 'b1', method: 'credit', amount: 7000, balance: 7000, note: null, number: 44, sourceNumber: 123 },
    { _id: 'm2', at: '2026-03-05T04:30:00.000Z', source: 'account', sourceId: null, method: 'cash', amount: -2000, balance: 5000, note: 'paid by his son', number: 45, sourceNumber: null },
  ],
  whatsappNumber: '0779876543',
  ...overrides,
});

/** Serves who owes what, Kasun's account, and records what is posted to it. */
function serveAccounts(account = statement()) {
  const posted: { method: string; path: string; body: unknown }[] = [];
  api.use(
    ...fakeResourceApi(accounts.routes!, [debtor], (body) => body as typeof debtor).handlers,
    http.get('*/api/accounts/customer/:id', () => HttpResponse.json(account)),
    http.post('*/api/accounts/customer/:id/payments', async ({ request }) => {
      posted.push({ method: 'POST', path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(statement({ balance: 3000 }), { status: 201 });
    }),
    http.put('*/api/accounts/customer/:id', async ({ request }) => {
      posted.push({ method: 'PUT', path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(statement({ creditLimit: 15000 }));
    }),
  );
  return posted;
}

async function openStatement(user = owner, account = statement()) {
  const posted = serveAccounts(account);
  renderScreen({ user, path: '/accounts', features: PAYMENTS });
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Account Kasun Perera' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Account of Kasun Perera' });
  return { dialog, posted };
}

describe('Who owes what (product.md §10)', () => {
  it('lists everyone who owes, with the total owed on a card', async () => {
    serveAccounts();
    renderScreen({ user: staffUser, path: '/accounts', features: PAYMENTS });
    expect(await screen.findByText('Kasun Perera', {}, { timeout: 15_000 })).toBeInTheDocument();
    const cards = await screen.findByRole('group', { name: /figures|summary/i });
    expect(within(cards).getByText('Total owed')).toBeInTheDocument();
    expect(within(cards).getAllByText('LKR 5,000.00').length).toBeGreaterThan(0);
  });

  it('shows an account as a statement: figures, each credit sale and payment with the running balance', async () => {
    const { dialog } = await openStatement(staffUser);
    const figures = within(dialog).getByRole('group', { name: 'Account figures' });
    expect(within(figures).getByText('LKR 5,000.00')).toBeInTheDocument();
    expect(within(figures).getByText('LKR 10,000.00')).toBeInTheDocument();
    expect(within(figures).getByText('01 Mar 2026')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Credit sales and payments' })).getAllByRole('row');
    // The date and the time each stay whole (no-break spaces); a phone puts the time under the date.
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateDetailsAmountBalance',
      expect.stringMatching(/^01\u00A0Mar\u00A02026 \d\d:\d\d\u00A0[AP]M.*BillB-000123Credit \(on account\)LKR 7,000.00LKR 7,000.00$/),
      expect.stringMatching(/^05\u00A0Mar\u00A02026 .*Payment receivedP-000045Cash.*paid by his sonLKR -2,000.00LKR 5,000.00$/),
    ]);
  });

  it('says a balance the shop owes as "We owe" among the figures, never as a negative amount owed', async () => {
    const { dialog } = await openStatement(staffUser, statement({ balance: -1000, oldestUnpaidAt: null }));
    const figures = within(dialog).getByRole('group', { name: 'Account figures' });
    expect(within(figures).getByText('We owe LKR 1,000.00')).toBeInTheDocument();
    expect(figures).not.toHaveTextContent('-');
  });

  it('says a running balance the shop owes (an overpayment) as "We owe" on its line, never as a negative balance', async () => {
    const overpaid = { _id: 'm3', at: '2026-03-06T04:30:00.000Z', source: 'account', sourceId: null, method: 'cash', amount: -5485, balance: -485, note: null, number: 46, sourceNumber: null };
    const { dialog } = await openStatement(staffUser, statement({ balance: -485, oldestUnpaidAt: null, movements: [...statement().movements, overpaid] }));
    const rows = within(within(dialog).getByRole('table', { name: 'Credit sales and payments' })).getAllByRole('row');
    expect(rows[3]).toHaveTextContent(/LKR -5,485.00We owe LKR 485.00$/);
    expect(rows[2]).toHaveTextContent(/LKR 5,000.00$/);
    // Only the payment's own signed amount carries a minus: no balance does.
    for (const cell of within(rows[3]!).getAllByRole('cell').slice(-1)) expect(cell).not.toHaveTextContent('-');
  });

  it("names a recharge sale's provider on its line, where the backend says it", async () => {
    const reload = { _id: 'm0', at: '2026-02-27T04:30:00.000Z', source: 'sale', sourceId: 's1', method: 'credit', amount: 2000, balance: 2000, note: null, number: 43, rechargeType: 'Mobitel' };
    const { dialog } = await openStatement(staffUser, statement({ movements: [reload, { ...reload, _id: 'm1', rechargeType: undefined, balance: 4000 }] }));
    const rows = within(within(dialog).getByRole('table', { name: 'Credit sales and payments' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Recharge sale · MobitelCredit/);
    expect(rows[2]).toHaveTextContent(/Recharge saleCredit/);
  });

  it('records a payment received, and refuses one over what is owed under the tenders', async () => {
    const { dialog, posted } = await openStatement(staffUser);
    const user = userEvent.setup({ delay: null });
    const receive = within(dialog).getByRole('region', { name: 'Record a payment received' });
    const amount = within(receive).getByLabelText('Amount');
    await user.type(amount, '5000.01');
    await user.click(within(receive).getByRole('button', { name: 'Record payment' }));
    expect(await within(receive).findByText('The payment is more than is owed (LKR 5,000.00)')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '2000');
    await user.type(within(receive).getByLabelText('Cash handed over'), '2500');
    expect(within(receive).getByText('LKR 500.00')).toBeInTheDocument(); // the change
    await user.click(within(receive).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded successfully')).toBeInTheDocument();
    expect(posted).toEqual([
      { method: 'POST', path: `/api/accounts/customer/${kasun._id}/payments`, body: { tenders: [{ method: 'cash', amount: 2000 }], cashGiven: 2500, note: null } },
    ]);
  });

  describe('the statement printed and the balance by WhatsApp', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('prints the statement on a roll or A4 and sends the balance owed since its oldest day', async () => {
      const print = vi.fn();
      const open = vi.fn();
      vi.stubGlobal('print', print);
      vi.stubGlobal('open', open);
      const { dialog } = await openStatement(staffUser);
      const user = userEvent.setup({ delay: null });

      await user.click(within(dialog).getByRole('button', { name: 'Print statement' }));
      const printing = await screen.findByRole('dialog', { name: 'Statement of Kasun Perera' });
      const paper = within(printing).getByText('Account Statement').closest('.shop-printed-document')!;
      expect(paper).toHaveAttribute('data-paper', 'roll');
      expect(paper).toHaveTextContent('Customer account');
      expect(paper).toHaveTextContent('NameKasun Perera');
      // On the roll: what each line was, then its amount and the balance after it.
      expect(paper).toHaveTextContent('01 Mar 2026 · Bill · B-000123LKR 7,000.00LKR 7,000.00');
      expect(paper).toHaveTextContent('05 Mar 2026 · Payment received (Cash) · P-000045LKR -2,000.00LKR 5,000.00');
      expect(paper).toHaveTextContent('Balance owedLKR 5,000.00');
      await user.click(within(printing).getByRole('button', { name: 'A4' }));
      const a4 = within(printing).getByText('Account Statement').closest('.shop-printed-document')!;
      expect(a4).toHaveTextContent('DateDetailsNo.DebitCreditBalance');
      expect(a4).toHaveTextContent('Payment received (Cash)P-000045LKR 2,000.00LKR 5,000.00');
      await user.click(within(printing).getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
      await user.click(within(printing).getByRole('button', { name: 'Close' }));

      await user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
      const sending = await screen.findByRole('dialog', { name: 'Send WhatsApp to Kasun Perera' });
      expect(within(sending).getByText('+94779876543')).toBeInTheDocument();
      const message = (within(sending).getByLabelText('Message') as HTMLTextAreaElement).value;
      expect(message).toMatch(/^Dear Kasun Perera,\nYour account with us shows LKR 5,000.00 owed, unpaid since 01 Mar 2026 \(\d+ days\)\./);
      await user.click(within(sending).getByRole('button', { name: 'Send' }));
      expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\/94779876543\?text=Dear%20Kasun%20Perera/), '_blank', 'noopener,noreferrer');
    });
  });

  it("shows the person's preferred language, and sends their statement's message in it on an English screen", async () => {
    serveAccounts(statement({ language: 'ta' }));
    renderScreen({ user: staffUser, path: '/accounts', features: [...PAYMENTS, 'preferredLanguage'] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Account Kasun Perera' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Account of Kasun Perera' });
    expect(within(dialog).getByText(/^Preferred language:/)).toHaveTextContent('Preferred language: தமிழ்');
    await user.click(within(dialog).getByRole('button', { name: 'Send WhatsApp' }));
    const sending = await screen.findByRole('dialog', { name: 'Send WhatsApp to Kasun Perera' });
    const message = (await within(sending).findByLabelText('Message')) as HTMLTextAreaElement;
    // Tamil's month names (dayjs's), the words of the Tamil catalogue.
    await waitFor(() => expect(message.value).toContain('01 மார்ச் 2026'));
    expect(message.value.split('\n')[0]).toBe(translatorFor('ta', { messages: ta as never })('resources.accounts.statement.whatsapp.greeting', { name: 'Kasun Perera' }));
  });

  it('hides the credit limit from staff', async () => {
    const { dialog: staffs } = await openStatement(staffUser);
    expect(within(staffs).queryByRole('region', { name: 'Credit limit' })).not.toBeInTheDocument();
  });

  it('sends the owner’s credit limit', async () => {
    const { dialog, posted } = await openStatement(owner);
    const user = userEvent.setup({ delay: null });
    // The owner prints and sends the statement as staff do.
    expect(within(dialog).getByRole('button', { name: 'Print statement' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send WhatsApp' })).toBeInTheDocument();
    const limit = within(dialog).getByRole('region', { name: 'Credit limit' });
    const input = within(limit).getByLabelText('Credit limit');
    await user.clear(input);
    await user.type(input, '15000');
    await user.click(within(limit).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Credit limit saved successfully')).toBeInTheDocument();
    expect(posted).toEqual([{ method: 'PUT', path: `/api/accounts/customer/${kasun._id}`, body: { creditLimit: 15000 } }]);
  });

  it('says under the credit limit that it cannot exceed 10,000,000, and sends nothing', async () => {
    const { dialog, posted } = await openStatement(owner);
    const user = userEvent.setup({ delay: null });
    const limit = within(dialog).getByRole('region', { name: 'Credit limit' });
    const input = within(limit).getByLabelText('Credit limit');
    await user.clear(input);
    await user.type(input, '10000000.01');
    await user.click(within(limit).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Credit limit cannot exceed 10,000,000'));
    expect(posted).toEqual([]);
  });

  it('says so when the account cannot be read', async () => {
    api.use(...fakeResourceApi(accounts.routes!, [debtor], (body) => body as typeof debtor).handlers, http.get('*/api/accounts/customer/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderScreen({ user: owner, path: '/accounts', features: PAYMENTS });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Account Kasun Perera' }, { timeout: 15_000 }));
    expect(await screen.findByText('Failed to fetch the account')).toBeInTheDocument();
  });
});

describe('who owes what: what the shop owes', () => {
  const person = (name: string, balance: number, oldestUnpaidAt: string | null) => {
    const id = buildCustomer()._id;
    return { ...debtor, _id: id, partyId: id, name, balance, oldestUnpaidAt };
  };
  // A return credited when he owed nothing: the shop owes him.
  const ruwan = person('Ruwan Jayasinghe', -1000, null);

  const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;

  it('lists a balance the shop owes as "We owe", with no day owed since, and leaves it out of the total owed', async () => {
    api.use(...fakeResourceApi(accounts.routes!, [debtor, ruwan], (body) => body as typeof debtor).handlers);
    renderScreen({ user: staffUser, path: '/accounts', features: PAYMENTS });
    await screen.findByText('Ruwan Jayasinghe', {}, { timeout: 15_000 });
    const row = rowOf('Ruwan Jayasinghe');
    expect(within(row).getByText('We owe LKR 1,000.00')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('-LKR');
    expect(row).not.toHaveTextContent('2026');
    const cells = within(row).getAllByRole('cell');
    const daysColumn = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'Days owed');
    expect(cells[daysColumn]).toHaveTextContent(/^$/);
    // Kasun's debt reads as before, with its days owed.
    expect(within(rowOf('Kasun Perera')).getByText('LKR 5,000.00')).toBeInTheDocument();
    expect(within(rowOf('Kasun Perera')).getAllByRole('cell')[daysColumn]).toHaveTextContent(/^\d+$/);
    const cards = screen.getByRole('group', { name: /figures|summary/i });
    expect(within(cards).getByText('LKR 5,000.00')).toBeInTheDocument();
    expect(within(cards).getByText('1')).toBeInTheDocument(); // people who owe
  });
});

describe('a customer’s account from the customers list', () => {
  it('opens an empty account where the owner gives credit before a first credit sale', async () => {
    serveAccounts(statement({ balance: 0, creditLimit: 0, oldestUnpaidAt: null, movements: [] }));
    api.use(...fakeResourceApi(customers.routes!, [kasun], (body) => body as typeof kasun).handlers);
    renderScreen({ user: owner, path: '/customers', features: PAYMENTS });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Account Kasun Perera' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Account of Kasun Perera' });
    expect(within(dialog).getByText('No credit sales or payments yet')).toBeInTheDocument();
    expect(within(dialog).getByText('Nothing owed')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Record a payment received' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Credit limit' })).toBeInTheDocument();
  });

  it('offers no account on a backend that does not name the feature (the shop’s own)', async () => {
    api.use(...fakeResourceApi(customers.routes!, [kasun], (body) => body as typeof kasun).handlers);
    renderScreen({ user: owner, path: '/customers' });
    await screen.findByRole('button', { name: 'Edit Kasun Perera' });
    expect(screen.queryByRole('button', { name: 'Account Kasun Perera' })).not.toBeInTheDocument();
  });
});
