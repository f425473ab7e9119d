import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { captureDownloads } from '../../../tests/support/download';
import { setupApi } from '../../../tests/support/server';
import type { Renewal } from '../../domain/renewals';

/** The Renewals Due screen (issue 49, `renewals`): the list as the server answers it, Remind and Stop from the row. */

const api = setupApi();
const FEATURES = ['renewals', 'preferredLanguage', 'paging'];

const row = (overrides: Partial<Renewal>): Renewal => ({
  _id: 'c1',
  customerName: 'Kasun Perera',
  cardNumber: 'DTV-40211873',
  phoneNumber: '0771234567',
  whatsappNumber: '0771234567',
  language: null,
  lastSaleDay: '2027-01-27',
  lastAmount: 1500,
  renewalDays: 30,
  customerRenewalDays: null,
  dueDay: '2027-02-26',
  daysLeft: -3,
  remindedAt: null,
  remindedByName: null,
  remindedToday: false,
  stopReason: null,
  ...overrides,
});

/** Serves the list from `rows` (a reminder marks its row, a stop takes it off), and counts what is asked. */
function serve(messages = { en: '', si: '', ta: '' }, rows: Renewal[] = [row({}), row({ _id: 'c2', customerName: 'Nimal Silva', cardNumber: 'DTV-555', whatsappNumber: '0719876543', language: 'si', dueDay: '2027-03-01', daysLeft: 0, lastAmount: 990 }), row({ _id: 'c3', customerName: 'Ravi Kumar', daysLeft: 5, dueDay: '2027-03-06' })]) {
  const state = { rows: [...rows] };
  const reads = vi.fn();
  const writes: { method: string; path: string; body: unknown }[] = [];
  api.use(
    http.get('*/api/renewals/summary', () => HttpResponse.json({ dueToday: 1, overdue: 1 })),
    http.get('*/api/settings/renewals', () => HttpResponse.json({ renewalDays: 30, messages, updatedAt: '2027-01-01T00:00:00.000Z', updatedByName: null })),
    http.get('*/api/renewals', ({ request }) => {
      // What was asked, and how many writes had been made by then.
      reads(new URL(request.url).searchParams.get('_filter'), writes.length);
      return HttpResponse.json({ data: state.rows, total: state.rows.length, summary: {} });
    }),
    http.post('*/api/renewals/:id/reminders', ({ params, request }) => {
      writes.push({ method: 'POST', path: new URL(request.url).pathname, body: null });
      state.rows = state.rows.map((one) => (one._id === params.id ? { ...one, remindedToday: true, remindedAt: '2027-03-01T04:30:00.000Z', remindedByName: 'Staff Demo' } : one));
      return HttpResponse.json({ _id: params.id, remindedToday: true }, { status: 201 });
    }),
    http.post('*/api/renewals/:id/length', async ({ params, request }) => {
      const body = (await request.json()) as { days: number | null };
      writes.push({ method: 'POST', path: new URL(request.url).pathname, body });
      state.rows = state.rows.map((one) => (one._id === params.id ? { ...one, customerRenewalDays: body.days, renewalDays: body.days ?? 30 } : one));
      return HttpResponse.json({ _id: params.id, customerRenewalDays: body.days });
    }),
    http.post('*/api/renewals/:id/stop', async ({ params, request }) => {
      const body = (await request.json()) as { reason?: string };
      writes.push({ method: 'POST', path: new URL(request.url).pathname, body });
      state.rows = state.rows.filter((one) => one._id !== params.id);
      return HttpResponse.json({ _id: params.id, stopped: true, reason: body.reason });
    }),
  );
  return { reads, writes };
}

/** The button named `name`, once it is enabled. */
async function enabledButton(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), { timeout: 15_000 });
  return screen.getByRole('button', { name });
}

const open = vi.fn();
beforeEach(() => {
  open.mockReset();
  vi.stubGlobal('open', open);
});
afterEach(() => vi.unstubAllGlobals());

describe('Renewals Due', () => {
  it('lists each customer with their card, last amount and days left or late as chips', async () => {
    serve();
    renderScreen({ user: staffUser, path: '/renewals', features: FEATURES });
    expect((await screen.findByText('3 days late', {}, { timeout: 15_000 })).closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(screen.getByText('Due today').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(screen.getByText('5 days left').closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(screen.getByText('DTV-555')).toBeInTheDocument();
    expect(screen.getByText('LKR 990.00')).toBeInTheDocument();
  });

  it('asks the server for the overdue and a search, and exports the rows with days left as numbers', async () => {
    const { reads } = serve();
    const downloads = captureDownloads();
    try {
      renderScreen({ user: staffUser, path: '/renewals', features: FEATURES });
      await screen.findByText('3 days late', {}, { timeout: 15_000 });
      const user = userEvent.setup({ delay: null });
      const search = screen.getByPlaceholderText('Search by name, phone or card number');
      await user.click(within(search.closest('form')!).getByRole('combobox', { name: 'Due or overdue' }));
      await user.click(await screen.findByRole('option', { name: 'Overdue' }));
      const lastFilter = () => JSON.parse(reads.mock.calls.at(-1)![0] as string);
      await waitFor(() => expect(lastFilter()).toEqual({ status: 'overdue' }));
      await user.type(search, 'DTV-555');
      await waitFor(() => expect(lastFilter()).toEqual({ status: 'overdue', q: 'DTV-555' }));

      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(async () => expect(await downloads.last()).toBeDefined());
      const [header, ...lines] = (await downloads.last())!.split('\r\n');
      expect(header).toBe('Customer,Card Number,Phone Number,Last renewed,Last amount,Package (days),Due,Days left,Reminded,Reminded By,Why stopped');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^Kasun Perera,DTV-40211873,0771234567,.+,1500\.00,30,.+,-3,,,$/);
    } finally {
      downloads.restore();
    }
  });

  it('reminds on WhatsApp in the customer’s language with one click, records it, and offers no second reminder that day', async () => {
    const { writes } = serve();
    renderScreen({ user: staffUser, path: '/renewals', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    // The Sinhala words load first (a disabled button is another element, wrapped for its hint).
    const remind = await enabledButton('Remind on WhatsApp Nimal Silva');
    await user.click(remind);
    expect(open).toHaveBeenCalledTimes(1);
    const [link] = open.mock.calls[0]! as [string];
    expect(link).toMatch(/^https:\/\/wa\.me\/94719876543\?text=/);
    const message = decodeURIComponent(link.split('text=')[1]!);
    expect(message).toContain('හිතවත් Nimal Silva');
    expect(message).toContain('DTV-555');
    expect(message).toContain('LKR 990.00');
    await waitFor(() => expect(writes).toEqual([{ method: 'POST', path: '/api/renewals/c2/reminders', body: null }]));
    // Read again: the row says who reminded, and its button is off for the day.
    expect(await screen.findByRole('button', { name: 'Reminded today by Staff Demo' }, { timeout: 15_000 })).toBeDisabled();
    expect(screen.getAllByText('Staff Demo').length).toBeGreaterThan(0);

    // The next customer, in English (none kept), one click too.
    await user.click(await enabledButton('Remind on WhatsApp Kasun Perera'));
    expect(open).toHaveBeenCalledTimes(2);
    expect(decodeURIComponent((open.mock.calls[1]![0] as string).split('text=')[1]!)).toContain('Dear Kasun Perera,\nYour TV subscription (card DTV-40211873)');
    await waitFor(() => expect(writes.map((write) => write.path)).toEqual(['/api/renewals/c2/reminders', '/api/renewals/c1/reminders']));
  });

  it('sends the owner’s reminder for the customer’s language where Settings has one', async () => {
    serve({ en: 'Hello {customerName}, card {cardNumber} due {dueDate} ({amount}) - {shopName}', si: '', ta: '' });
    renderScreen({ user: staffUser, path: '/renewals', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.click(await enabledButton('Remind on WhatsApp Ravi Kumar'));
    expect(decodeURIComponent((open.mock.calls[0]![0] as string).split('text=')[1]!)).toMatch(/^Hello Ravi Kumar, card DTV-40211873 due .+ \(LKR 1,500.00\) - /);
  });

  it('marks a customer stopped with a reason, and refuses a blank one under the field', async () => {
    const { writes } = serve();
    const logged = vi.spyOn(console, 'error');
    renderScreen({ user: staffUser, path: '/renewals', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Mark stopped Ravi Kumar' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark stopped' });
    await user.click(within(dialog).getByRole('button', { name: /save/i }));
    expect(await within(dialog).findByText('Please enter why this customer stopped')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Why has this customer stopped/), 'Moved to Jaffna');
    await user.click(within(dialog).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(writes).toEqual([{ method: 'POST', path: '/api/renewals/c3/stop', body: { reason: 'Moved to Jaffna' } }]));
    await waitFor(() => expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument());
    // The dialog, closing, did not ask again for the customer who has left the list (a 404).
    expect(logged.mock.calls.flat().filter((said) => (said as { status?: number } | null)?.status === 404)).toEqual([]);
    logged.mockRestore();
  });

  it('lets the owner give a customer a package length of their own, refusing one out of 1–366 under the field; staff are not offered it', async () => {
    const { writes } = serve();
    const rendered = renderScreen({ user: owner, path: '/renewals', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Package length Kasun Perera' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Package length' });
    const field = within(dialog).getByLabelText(/package length in days/);
    await user.type(field, '0');
    await user.click(within(dialog).getByRole('button', { name: /save/i }));
    expect(await within(dialog).findByText('Package length must be a whole number of days, 1 to 366')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.clear(field);
    await user.type(field, '45');
    await user.click(within(dialog).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(writes).toEqual([{ method: 'POST', path: '/api/renewals/c1/length', body: { days: 45 } }]));
    expect(await screen.findByText('45')).toBeInTheDocument();
    rendered.unmount();

    renderScreen({ user: staffUser, path: '/renewals', features: FEATURES });
    await screen.findByRole('button', { name: 'Mark stopped Kasun Perera' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Package length Kasun Perera' })).not.toBeInTheDocument();
  });

  it('is in the menu where the backend names `renewals`', async () => {
    serve();
    renderApp({ user: owner, path: '/dashboard', features: FEATURES });
    expect(await screen.findByRole('menuitem', { name: 'Renewals Due' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('is nowhere on the shop’s own backend, which names no `renewals` and is never asked', async () => {
    const { reads } = serve();
    renderApp({ user: owner, path: '/dashboard', features: [] });
    await screen.findByRole('menuitem', { name: 'Customers' }, { timeout: 15_000 });
    expect(screen.queryByRole('menuitem', { name: 'Renewals Due' })).not.toBeInTheDocument();
    expect(reads).not.toHaveBeenCalled();
  });
});
