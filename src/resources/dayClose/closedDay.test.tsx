import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBill, buildCategory, buildCustomer, buildExpense, owner, staffUser } from '../../../tests/support/builders';
import { buildTopUp, fakeBalance } from '../../../tests/support/recharges';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import type { RepairRecord } from '../../../tests/support/repairBuilders';
import { allRepairs, phone, serveRepairShop } from '../../../tests/support/repairShop';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { accounts } from '../accounts';
import { bills } from '../bills';
import { customers } from '../customers';
import { expenses } from '../expenses/management';
import { rechargeManagement } from '../recharges/management';
import type { DayClose } from '.';

const api = setupApi();
/** 28 Nov 2026, 5:30 pm in Colombo. */
const NOW = new Date('2026-11-28T12:00:00.000Z');
const TODAY = '2026-11-28';
const CLOSED_TEXT = '28 Nov 2026 is closed: no more bills, sales, expenses or payments on it until the owner reopens it.';

const CLOSE: DayClose = {
  id: 'c00000000000000000000009',
  _id: 'c00000000000000000000009',
  day: TODAY,
  status: 'closed',
  openingFloat: 2000,
  expected: 2000,
  counted: 2000,
  difference: 0,
  floatLeft: 2000,
  note: null,
  closedAt: '2026-11-28T11:43:00.000Z',
  closedByName: 'Owner Demo',
  reopenedAt: null,
  reopenedByName: null,
  reopenReason: null,
};

/** Our server's answer of a day: closed (its close) or open; counts the reads. */
function serveDay(closed: boolean) {
  const state = { closed, reads: 0 };
  api.use(
    http.get('*/api/customers', () => HttpResponse.json([])),
    http.get('*/api/expense-categories', () => HttpResponse.json([])),
    http.get('*/api/dayclose/day/:day', ({ params }) => {
      state.reads += 1;
      const close = state.closed && params.day === TODAY ? CLOSE : null;
      return HttpResponse.json({ day: params.day, openingFloat: 2000, movements: {}, cashMovements: [], floatChecks: [], close, closes: close ? [close] : [] });
    }),
  );
  return state;
}

const notice = (within_: HTMLElement) => within(within_).queryByText(CLOSED_TEXT, { exact: false });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('A closed today, said before any typing (issue 45)', () => {
  it('tells staff on Bills and in Create Bill, and to ask the owner', async () => {
    serveDay(true);
    const clicks = userEvent.setup({ delay: null });
    renderScreen({ user: staffUser, path: '/bills', features: ['dayClose'] });
    const banner = await screen.findByText(CLOSED_TEXT, { exact: false }, { timeout: 15_000 });
    expect(banner).toHaveTextContent('Ask the owner to reopen it.');
    expect(screen.queryByRole('link', { name: 'Reopen day' })).not.toBeInTheDocument();

    await clicks.click(screen.getByRole('button', { name: 'Create Bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
    expect(await within(dialog).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
  }, 60_000);

  it('says nothing while today is open', async () => {
    const day = serveDay(false);
    const clicks = userEvent.setup({ delay: null });
    renderScreen({ user: staffUser, path: '/bills', features: ['dayClose'] });
    await clicks.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
    await waitFor(() => expect(day.reads).toBeGreaterThan(0));
    await within(dialog).findAllByLabelText(/Quantity/);
    expect(notice(document.body)).toBeNull();
  }, 60_000);

  it('gives the owner Reopen, leading to the day close’s reopen; and says it in Delete Bill for a bill of the closed day', async () => {
    serveDay(true);
    const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera' });
    const bill = buildBill(kasun, [{ name: 'HDMI Cable', quantity: 1, billedPrice: 750 }], { createdAt: '2026-11-28T05:00:00.000Z' });
    api.use(...fakeResourceApi(bills.routes!, [bill], (body) => body as typeof bill).handlers, ...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers);
    const clicks = userEvent.setup({ delay: null });
    renderScreen({ user: owner, path: '/bills', features: ['dayClose'] });
    const reopen = await screen.findByRole('link', { name: 'Reopen day' }, { timeout: 15_000 });
    expect(reopen).toHaveAttribute('href', `/dayclose/${CLOSE._id}/reopen`);
    expect(screen.getByText(CLOSED_TEXT, { exact: false })).not.toHaveTextContent('Ask the owner');

    await clicks.click(await screen.findByRole('button', { name: /^Delete/ }));
    const question = await screen.findByRole('dialog');
    expect(await within(question).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
  }, 60_000);

  it('tells on Expense Management and in Add Expense, and on Sales History and in its new sale', async () => {
    serveDay(true);
    const clicks = userEvent.setup({ delay: null });
    const { unmount } = renderScreen({ user: staffUser, path: '/expenses/management', features: ['dayClose'] });
    await screen.findByText(CLOSED_TEXT, { exact: false }, { timeout: 15_000 });
    await clicks.click(screen.getByRole('button', { name: 'Add Expense' }));
    const expense = await screen.findByRole('dialog', { name: 'Add Expense' });
    expect(await within(expense).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
    unmount();

    renderScreen({ user: staffUser, path: '/recharges/history', features: ['dayClose'] });
    await screen.findByText(CLOSED_TEXT, { exact: false }, { timeout: 15_000 });
    await clicks.click(screen.getByRole('button', { name: 'Record Sale' }));
    const sale = await screen.findByRole('dialog', { name: 'Record Sale' });
    expect(await within(sale).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
  }, 60_000);

  it('tells in Record payment; a payment refused as the day closed meanwhile keeps what was typed and says so', async () => {
    const day = serveDay(false);
    const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera' });
    const debtor = { _id: kasun._id, partyType: 'customer', partyId: kasun._id, name: 'Kasun Perera', phoneNumber: '0771234567', balance: 5000, creditLimit: 10000, oldestUnpaidAt: '2026-11-01T04:30:00.000Z' };
    const posts: unknown[] = [];
    api.use(
      ...fakeResourceApi(accounts.routes!, [debtor], (body) => body as typeof debtor).handlers,
      http.get('*/api/accounts/customer/:id', () => HttpResponse.json({ ...debtor, movements: [], whatsappNumber: '' })),
      http.post('*/api/accounts/customer/:id/payments', async ({ request }) => {
        posts.push(await request.json());
        // Closed on another screen while the payment was typed.
        day.closed = true;
        return HttpResponse.json({ message: '28 Nov 2026 is closed; the owner can reopen it', key: 'dayClosed', values: { day: '28 Nov 2026' } }, { status: 409 });
      }),
    );
    const clicks = userEvent.setup({ delay: null });
    renderScreen({ user: staffUser, path: '/accounts', features: ['payments', 'dayClose'] });
    await clicks.click(await screen.findByRole('button', { name: 'Account Kasun Perera' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Account of Kasun Perera' });
    const receive = await within(dialog).findByRole('region', { name: 'Record a payment received' });
    expect(notice(receive)).toBeNull();
    await clicks.type(within(receive).getByLabelText('Amount'), '2000');
    await clicks.click(within(receive).getByRole('button', { name: 'Record payment' }));
    expect(await within(receive).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(within(receive).getByLabelText('Amount')).toHaveValue(2000);
  }, 60_000);

  it('tells on Repair Management, in a repair’s advance and in the balance taken on collection', async () => {
    serveDay(true);
    serveRepairShop(api, staffUser, [{ ...phone, paid: 4000, due: 10000 } as RepairRecord, ...allRepairs.slice(1)]);
    const clicks = userEvent.setup({ delay: null });
    renderScreen({ user: staffUser, path: '/repairs/management', features: ['payments', 'dayClose'] });
    await screen.findByText(CLOSED_TEXT, { exact: false }, { timeout: 15_000 });

    await clicks.click(screen.getByRole('button', { name: 'Add Repair' }));
    const add = await screen.findByRole('dialog', { name: 'Add Repair' });
    const advance = within(add).getByRole('region', { name: 'Advance' });
    expect(await within(advance).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
    await clicks.click(within(add).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Repair' })).not.toBeInTheDocument());

    await clicks.click(await screen.findByRole('button', { name: 'Change Status Samsung Galaxy A52 of Kasun Perera' }));
    const change = await screen.findByRole('dialog', { name: 'Change Status' });
    await clicks.click(within(change).getByRole('combobox', { name: 'Status' }));
    await clicks.click(await screen.findByRole('option', { name: 'Customer Collected' }));
    const balance = within(change).getByRole('region', { name: 'Balance to pay on collection' });
    expect(await within(balance).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
  }, 60_000);

  it('tells on Recharge Management and in Add Top-up, and in the owner’s Delete of a top-up of the closed day', async () => {
    serveDay(true);
    const topUp = buildTopUp({ topUpDate: '2026-11-27T18:30:00.000Z' });
    const topUps = fakeResourceApi(rechargeManagement.routes!, [topUp], (body) => buildTopUp(body as never));
    api.use(...topUps.handlers, fakeBalance(() => topUps.state.records, () => []).handler);
    const clicks = userEvent.setup({ delay: null });
    const { unmount } = renderScreen({ user: owner, path: '/recharges/management', features: ['dayClose'] });
    await screen.findByText(CLOSED_TEXT, { exact: false }, { timeout: 15_000 });
    await clicks.click(screen.getByRole('button', { name: 'Add Top-up' }));
    const add = await screen.findByRole('dialog', { name: 'Add Top-up' });
    expect(await within(add).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
    unmount();

    renderScreen({ user: owner, path: '/recharges/management', features: ['dayClose'] });
    await clicks.click(await screen.findByRole('button', { name: /^Delete/ }, { timeout: 15_000 }));
    const question = await screen.findByRole('dialog');
    expect(await within(question).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
  }, 60_000);

  it('says it in the owner’s Delete of an expense of the closed day, and not for another day’s', async () => {
    serveDay(true);
    const category = buildCategory();
    const today = buildExpense(category, { description: 'Tea today', expenseDate: TODAY });
    const earlier = buildExpense(category, { description: 'Tea earlier', expenseDate: '2026-11-20' });
    api.use(...fakeResourceApi(expenses.routes!, [today, earlier], (body) => body as typeof today).handlers);
    const clicks = userEvent.setup({ delay: null });
    renderScreen({ user: owner, path: '/expenses/management', features: ['dayClose'] });
    await screen.findByText(CLOSED_TEXT, { exact: false }, { timeout: 15_000 });
    await clicks.click(await screen.findByRole('button', { name: /^Delete Tea today/ }));
    let question = await screen.findByRole('dialog');
    expect(await within(question).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
    await clicks.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await clicks.click(screen.getByRole('button', { name: /^Delete Tea earlier/ }));
    question = await screen.findByRole('dialog');
    await within(question).findByRole('button', { name: 'Cancel' });
    expect(notice(question)).toBeNull();
  }, 60_000);

  it('says it in the owner’s Delete of a repair paid on the closed day', async () => {
    serveDay(true);
    serveRepairShop(api, owner, [{ ...phone, paid: 4000, due: 10000 } as RepairRecord, ...allRepairs.slice(1)]);
    api.use(http.get(`*/api/repairs/${phone._id}/payments`, () => HttpResponse.json([{ at: '2026-11-28T05:00:00.000Z', tenders: [{ method: 'cash', amount: 4000 }], credit: 0, received: 4000, cashGiven: null, change: 0 }])));
    const clicks = userEvent.setup({ delay: null });
    renderScreen({ user: owner, path: '/repairs/management', features: ['payments', 'dayClose'] });
    await screen.findByText(CLOSED_TEXT, { exact: false }, { timeout: 15_000 });
    await clicks.click(await screen.findByRole('button', { name: 'Delete Samsung Galaxy A52 of Kasun Perera' }));
    const question = await screen.findByRole('dialog');
    expect(await within(question).findByText(CLOSED_TEXT, { exact: false })).toBeInTheDocument();
  }, 60_000);

  it('asks nothing of the day close on a backend without it', async () => {
    const day = serveDay(true);
    const clicks = userEvent.setup({ delay: null });
    renderScreen({ user: staffUser, path: '/bills', features: [] });
    await clicks.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
    await screen.findByRole('dialog', { name: 'Create Bill' });
    expect(day.reads).toBe(0);
    expect(notice(document.body)).toBeNull();
  }, 60_000);
});
