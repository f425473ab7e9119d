import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAgent, buildCustomer, owner, staffUser, staffView } from '../../../tests/support/builders';
import { columnChoices, headers, toggleColumn } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { buildSale, buildTopUp, fakeBalance, type SaleRecord } from '../../../tests/support/recharges';
import { renderScreen } from '../../../tests/support/renderApp';
import { pickerNamed, typeInPicker } from '../../../tests/support/pickers';
import { setupApi } from '../../../tests/support/server';
import { MESSAGES } from '../../domain/messages';
import { agents } from '../agents';
import { customers } from '../customers';
import { rechargeHistory } from './history';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0761112223', nicNumber: '199012345678', cardNumber: 'DTV-4455' });
const ruwan = buildAgent({ firstName: 'Ruwan', lastName: 'Jayasinghe', phoneNumber: '0712223334', whatsappNumber: '', nicNumber: '881234567V' });
const sunil = buildAgent({ firstName: 'Sunil', lastName: 'Fernando', phoneNumber: '', whatsappNumber: '' });
const topUps = [buildTopUp({ rechargeType: 'Dialog', topUpValue: 5000 }), buildTopUp({ rechargeType: 'Mobitel', topUpValue: 3000 })];
// 12 Mar 2026 10:00 and 13 Mar 2026 10:30 in Colombo.
const toKasun = buildSale({ rechargeType: 'Dialog', soldValue: 500, soldPrice: 500, unitCost: 0.965, profit: 17.5, soldToType: 'customer', soldToId: kasun._id, soldToName: 'Kasun Perera' });
const toRuwan = buildSale({ rechargeType: 'Mobitel', soldValue: 1000, soldPrice: 980, unitCost: 0.97, profit: 10, soldToType: 'agent', soldToId: ruwan._id, soldToName: 'Ruwan Jayasinghe', saleDate: '2026-03-13T05:00:00.000Z' });
const toSunil = buildSale({ rechargeType: 'Dialog', soldValue: 200, soldPrice: 210, unitCost: 0.9651, profit: 16.98, soldToType: 'agent', soldToId: sunil._id, soldToName: 'Sunil Fernando', saleDate: '2026-03-13T06:00:00.000Z', createdByName: 'Owner Demo' });

function serve(user = owner, records: SaleRecord[] = [toKasun, toRuwan, toSunil]) {
  const served = user.role === 'super_admin' ? records : records.map((sale) => staffView(sale, ['unitCost', 'profit']));
  const sales = fakeResourceApi(rechargeHistory.routes!, served, (body) => buildSale({ ...body, soldToName: 'New Buyer', unitCost: undefined, profit: undefined }));
  const balance = fakeBalance(() => topUps, () => sales.state.records);
  api.use(...sales.handlers, balance.handler);
  api.use(...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers, ...fakeResourceApi(agents.routes!, [ruwan, sunil], buildAgent).handlers);
  return { sales, balance };
}

async function openHistory(user = owner, records?: SaleRecord[], features: readonly string[] = []) {
  const fake = serve(user, records);
  renderScreen({ user, path: '/recharges/history', features });
  await screen.findByRole('heading', { name: 'Sales History' }, { timeout: 15_000 });
  return fake;
}

const figure = (label: string) => within(screen.getByRole('group', { name: 'Summary' })).getByText(label).parentElement!;
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

async function choose(user: UserEvent, container: HTMLElement, label: string, option: string) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function pick(user: UserEvent, dialog: HTMLElement, text: string, option: RegExp) {
  const box = within(dialog).getByRole('combobox', { name: 'Customer / Agent' });
  await user.click(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Sales History list (product.md §2, §6)', () => {
  it('shows super admins the balances, every total and the cost columns (unit cost with four decimals)', async () => {
    await openHistory();
    await waitFor(() => expect(figure('Dialog Balance')).toHaveTextContent('LKR 4,300.00'));
    expect(figure('Mobitel Balance')).toHaveTextContent('LKR 2,000.00');
    await waitFor(() => expect(figure('Records')).toHaveTextContent('3'));
    expect(figure('Total Sold Price')).toHaveTextContent('LKR 1,690.00');
    expect(figure('Total Sold Value')).toHaveTextContent('LKR 1,700.00');
    expect(figure('Total Cost')).toHaveTextContent('LKR 1,645.52');
    expect(figure('Total Profit')).toHaveTextContent('LKR 44.48');
    expect(headers()).toEqual(['SL No.', 'Recharge Type', 'Sold To', 'Customer Type', 'Sold Value', 'Sold Price', 'Profit', 'Date', 'Actions']);
    await toggleColumn(userEvent.setup({ delay: null }), 'Unit Cost');
    expect(headers()).toContain('Unit Cost');
    // The owner's created-by waits behind Columns, so the list fits a 1366 px screen.
    await toggleColumn(userEvent.setup({ delay: null }), 'Created By');
    expect(headers()).toContain('Created By');
    const row = await rowOf('Sunil Fernando');
    expect(row).toHaveTextContent('Agent');
    expect(row).toHaveTextContent('LKR 0.9651');
    expect(row).toHaveTextContent('LKR 16.98');
    expect(row).toHaveTextContent('13 Mar 2026');
    expect(row).not.toHaveTextContent('11:30 AM');
  });

  it('shows staff no sold value, unit cost, profit or created by, and no edit or delete', async () => {
    await openHistory(staffUser);
    await waitFor(() => expect(figure('Total Sold Price')).toHaveTextContent('LKR 1,690.00'));
    expect(figure('Dialog Balance')).toHaveTextContent('LKR 4,300.00');
    for (const label of ['Total Sold Value', 'Total Cost', 'Total Profit']) expect(screen.queryByText(label)).not.toBeInTheDocument();
    // Created-by is the owner's (product.md §6), neither a column nor a choice behind Columns.
    expect(headers()).toEqual(['SL No.', 'Recharge Type', 'Sold To', 'Customer Type', 'Sold Price', 'Date', 'Actions']);
    const choices = await columnChoices(userEvent.setup({ delay: null }));
    expect(choices).not.toContain('Unit Cost');
    expect(choices).not.toContain('Created By');
    expect(screen.getByRole('button', { name: 'Record Sale' })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Sale Details/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });

  it.each([
    ['ruwan', 'Ruwan Jayasinghe'],
    ['881234567v', 'Ruwan Jayasinghe'],
    ['0771234567', 'Kasun Perera'],
    ['DTV-4455', 'Kasun Perera'],
  ])('searches "%s" over the buyer’s name, NIC, phone and card number', async (query, found) => {
    await openHistory(staffUser);
    await screen.findByText('Sunil Fernando');
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search by name, NIC, phone or card number'), query);
    await waitFor(() => expect(figure('Records')).toHaveTextContent('1'), { timeout: 3000 });
    expect(screen.getByText(found)).toBeInTheDocument();
  });

  it("filters by type and day, and 'Clear All Filters' brings every sale back", async () => {
    await openHistory();
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Sunil Fernando');
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
    await choose(user, document.body, 'Type', 'Dialog');
    await waitFor(() => expect(figure('Records')).toHaveTextContent('2'));
    await typeInPicker(user, pickerNamed('saleDate_day'), '13032026');
    await waitFor(() => expect(figure('Records')).toHaveTextContent('1'));
    expect(figure('Total Sold Price')).toHaveTextContent('LKR 210.00');
    expect(screen.getByText('Type: Dialog')).toBeInTheDocument();
    expect(screen.getByText('Date: 13 Mar 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(figure('Records')).toHaveTextContent('3'));
  });

  it("says 'No sales found' for an empty list", async () => {
    await openHistory(staffUser, []);
    expect(await screen.findByText('No sales found')).toBeInTheDocument();
  });

  it("says 'Failed to fetch sales' when they cannot be read", async () => {
    serve();
    api.use(http.get('*/api/recharge/sales', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen({ user: staffUser, path: '/recharges/history' });
    expect(await screen.findByText('Failed to fetch sales', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('Record Sale (product.md §4, §5, §7, §8)', () => {
  async function openRecord(user = staffUser) {
    const fake = await openHistory(user);
    await waitFor(() => expect(figure('Dialog Balance')).toHaveTextContent('LKR 4,300.00'));
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: 'Record Sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Sale' });
    return { ...fake, user: events, dialog };
  }

  it('asks for type, value, price and customer type, and sends nothing', async () => {
    const { sales, user, dialog } = await openRecord();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select recharge type')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter sold value')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter sold price')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select customer type')).toBeInTheDocument();
    expect(sales.writes()).toEqual([]);
  });

  it("asks for the agent once 'Agent' is chosen", async () => {
    const { user, dialog } = await openRecord();
    await choose(user, dialog, 'Customer Type', 'Agent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select agent')).toBeInTheDocument();
  });

  it('checks value and price against the provider’s balance as the user types, and again when the provider changes', async () => {
    const { sales, user, dialog } = await openRecord();
    await choose(user, dialog, 'Recharge Type', 'Mobitel');
    await user.type(within(dialog).getByLabelText(/^Sold Value/), '2500');
    expect(await within(dialog).findByText('Insufficient balance! Available: LKR 2,000.00, Required: LKR 2,500.00')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Sold Price/), '2000.5');
    expect(await within(dialog).findByText('Insufficient balance! Available: LKR 2,000.00, Required: LKR 2,000.50')).toBeInTheDocument();
    await choose(user, dialog, 'Recharge Type', 'Dialog');
    await waitFor(() => expect(within(dialog).queryByText(/^Insufficient balance!/)).not.toBeInTheDocument());
    await choose(user, dialog, 'Recharge Type', 'Hutch');
    expect(await within(dialog).findByText('Insufficient balance! Available: LKR 0.00, Required: LKR 2,500.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(sales.writes()).toEqual([]);
  });

  it('switches the picker between agents and customers, clearing the pick, then records the sale and the balance falls', async () => {
    const { sales, balance, user, dialog } = await openRecord();
    await choose(user, dialog, 'Recharge Type', 'Dialog');
    await user.type(within(dialog).getByLabelText(/^Sold Value/), '1000');
    await user.type(within(dialog).getByLabelText(/^Sold Price/), '1010');
    await choose(user, dialog, 'Customer Type', 'Agent');
    await pick(user, dialog, 'ruwan', /Ruwan Jayasinghe/);
    const picker = () => within(dialog).getByRole('combobox', { name: 'Customer / Agent' }) as HTMLInputElement;
    expect(picker().value).toContain('Ruwan Jayasinghe');
    await choose(user, dialog, 'Customer Type', 'Customer');
    await waitFor(() => expect(picker().value).toBe(''));
    await user.click(picker());
    await user.type(picker(), 'ruwan');
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    await user.clear(picker());
    await choose(user, dialog, 'Customer Type', 'Agent');
    await pick(user, dialog, 'ruwan', /Ruwan Jayasinghe/);
    const reads = balance.state.reads;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sale recorded successfully')).toBeInTheDocument();
    expect(sales.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/recharge/sale',
        body: { rechargeType: 'Dialog', soldValue: 1000, soldPrice: 1010, soldToType: 'agent', soldToId: ruwan._id },
      },
    ]);
    await waitFor(() => expect(figure('Dialog Balance')).toHaveTextContent('LKR 3,300.00'));
    expect(balance.state.reads).toBeGreaterThan(reads);
  }, 45_000);

  it("shows staff the server's below-cost refusal under Sold Price, and keeps the form", async () => {
    const { sales, user, dialog } = await openRecord();
    api.use(
      http.post('*/api/recharge/sale', () =>
        HttpResponse.json({ message: MESSAGES.belowCostForbidden, errors: { soldPrice: MESSAGES.belowCostForbidden } }, { status: 403 }),
      ),
    );
    await choose(user, dialog, 'Recharge Type', 'Dialog');
    await user.type(within(dialog).getByLabelText(/^Sold Value/), '1000');
    await user.type(within(dialog).getByLabelText(/^Sold Price/), '1');
    await choose(user, dialog, 'Customer Type', 'Agent');
    await pick(user, dialog, 'ruwan', /Ruwan Jayasinghe/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const price = within(dialog).getByLabelText(/^Sold Price/);
    await waitFor(() => expect(price.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent).toBe(MESSAGES.belowCostForbidden));
    expect(price).toHaveValue(1);
    expect(sales.writes()).toEqual([]);
  }, 45_000);

  it.each([
    [409, { message: 'Insufficient balance! Available: LKR 100.00, Required: LKR 150.00' }, 'Insufficient balance! Available: LKR 100.00, Required: LKR 150.00'],
    [500, {}, 'Failed to record sale'],
  ])("a refused sale (%s) shows the server's message, else 'Failed to record sale', and keeps the form", async (status, body, message) => {
    const { user, dialog } = await openRecord();
    api.use(http.post('*/api/recharge/sale', () => HttpResponse.json(body, { status })));
    await choose(user, dialog, 'Recharge Type', 'Dialog');
    await user.type(within(dialog).getByLabelText(/^Sold Value/), '150');
    await user.type(within(dialog).getByLabelText(/^Sold Price/), '150');
    await choose(user, dialog, 'Customer Type', 'Customer');
    await pick(user, dialog, 'kasun', /Kasun Perera/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Sold Value/)).toHaveValue(150);
  }, 45_000);

  it('only logs a picker list that cannot be read (product.md §8): no notice, and the sales still list', async () => {
    serve(staffUser);
    let asked = 0;
    api.use(
      http.get('*/api/customers', () => {
        asked += 1;
        return HttpResponse.json({ message: 'x' }, { status: 500 });
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen({ user: staffUser, path: '/recharges/history' });
    expect(await screen.findByText('Kasun Perera', {}, { timeout: 15_000 })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Record Sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Sale' });
    const before = asked;
    await choose(user, dialog, 'Customer Type', 'Customer');
    await user.click(within(dialog).getByRole('combobox', { name: 'Customer / Agent' }));
    await waitFor(() => expect(asked).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Failed to fetch customers')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('Sale Details and Send WhatsApp (product.md §5, §8)', () => {
  it('shows the sale, with cost figures for super admins only', async () => {
    await openHistory(staffUser);
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await rowOf('Sunil Fernando')).findByRole('button', { name: /^Sale Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
    expect(await within(dialog).findByText('Sunil Fernando')).toBeInTheDocument();
    expect(within(dialog).getByText('LKR 210.00')).toBeInTheDocument();
    expect(within(dialog).getByText('13 Mar 2026 11:30 AM')).toBeInTheDocument();
    for (const label of ['Sold Value', 'Unit Cost', 'Profit', 'Created By']) expect(within(dialog).queryByText(label)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Owner Demo')).not.toBeInTheDocument();
  });

  it('shows super admins the sold value, unit cost, profit and who recorded it in the details', async () => {
    await openHistory();
    const user = userEvent.setup({ delay: null });
    await user.click(await within(await rowOf('Sunil Fernando')).findByRole('button', { name: /^Sale Details/ }));
    const sunilDialog = await screen.findByRole('dialog', { name: 'Sale Details' });
    expect(await within(sunilDialog).findByText('Created By')).toBeInTheDocument();
    expect(within(sunilDialog).getByText('Owner Demo')).toBeInTheDocument();
    await user.click(within(sunilDialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await within(await rowOf('Kasun Perera')).findByRole('button', { name: /^Sale Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
    expect(await within(dialog).findByText('LKR 0.9650')).toBeInTheDocument();
    expect(within(dialog).getByText('LKR 17.50')).toBeInTheDocument();
    expect(within(dialog).getByText('0771234567')).toBeInTheDocument();
  });

  describe('how the sale was paid (product.md §10)', () => {
    const payment = { tenders: [{ method: 'cash', amount: 300 }, { method: 'card', amount: 200 }], credit: 0, received: 500, cashGiven: 1000, change: 700 };

    /** Our server's read of one sale (GET /recharge/sales/:id): the sale with its payment, which the list does not carry. */
    function serveOneSale() {
      const asked: string[] = [];
      api.use(
        http.get('*/api/recharge/sales/:id', ({ params }) => {
          asked.push(String(params.id));
          if (params.id !== toKasun._id) return HttpResponse.json({ message: MESSAGES.saleNotFound }, { status: 404 });
          return HttpResponse.json({ ...staffView(toKasun, ['unitCost', 'profit']), buyer: kasun, payment });
        }),
      );
      return asked;
    }

    it('with payments, reads the sale itself and shows each tender, the cash handed over and the change, as Bill Details does', async () => {
      await openHistory(staffUser, undefined, ['payments']);
      const asked = serveOneSale();
      const user = userEvent.setup({ delay: null });
      await user.click(await within(await rowOf('Kasun Perera')).findByRole('button', { name: /^Sale Details/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
      expect((await within(dialog).findByText('Paid by Cash')).closest('tr')).toHaveTextContent('LKR 300.00');
      expect(within(dialog).getByText('Paid by Card').closest('tr')).toHaveTextContent('LKR 200.00');
      expect(within(dialog).getByText('Cash handed over').closest('tr')).toHaveTextContent('LKR 1,000.00');
      expect(within(dialog).getByText('Change').closest('tr')).toHaveTextContent('LKR 700.00');
      expect(within(dialog).queryByText('Credit (on account)')).not.toBeInTheDocument();
      // The rest of the sale as before, from the same answer.
      expect(within(dialog).getByText('Sold Price').closest('tr')).toHaveTextContent('LKR 500.00');
      expect(within(dialog).getByText('0771234567')).toBeInTheDocument();
      expect(asked).toEqual([toKasun._id]);
    });

    it('without payments (the shop’s own backend), shows the list’s copy and asks for no sale of its own', async () => {
      await openHistory(staffUser);
      const asked = serveOneSale();
      const user = userEvent.setup({ delay: null });
      await user.click(await within(await rowOf('Kasun Perera')).findByRole('button', { name: /^Sale Details/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
      expect((await within(dialog).findByText('Sold Price')).closest('tr')).toHaveTextContent('LKR 500.00');
      expect(within(dialog).getByText('12 Mar 2026 10:00 AM')).toBeInTheDocument();
      expect(within(dialog).getByText('0771234567')).toBeInTheDocument();
      expect(within(dialog).queryByText(/^Paid by/)).not.toBeInTheDocument();
      expect(within(dialog).queryByText('Cash handed over')).not.toBeInTheDocument();
      expect(asked).toEqual([]);
    });

    it("with payments, says 'Failed to fetch sale details' when the sale cannot be read, and keeps the list's copy on screen (product.md §8)", async () => {
      await openHistory(staffUser, undefined, ['payments']);
      const asked: string[] = [];
      api.use(
        http.get('*/api/recharge/sales/:id', ({ params }) => {
          asked.push(String(params.id));
          return HttpResponse.json({ message: 'down' }, { status: 500 });
        }),
      );
      const user = userEvent.setup({ delay: null });
      await user.click(await within(await rowOf('Kasun Perera')).findByRole('button', { name: /^Sale Details/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Sale Details' });
      // The read is tried again (react-query's retries, 1 + 2 + 4 s) before it counts as failed.
      const notice = await screen.findByText('Failed to fetch sale details', {}, { timeout: 20_000 });
      expect(notice.closest('[role="alert"]')).toHaveTextContent('Error');
      expect(screen.queryByText('Failed to fetch sales')).not.toBeInTheDocument();
      expect(asked[0]).toBe(toKasun._id);
      // Not a blank dialog: what the list knows of the sale, without the payment only the sale's own read carries.
      expect(screen.getByRole('dialog', { name: 'Sale Details' })).toBe(dialog);
      expect(within(dialog).getByText('Sold Price').closest('tr')).toHaveTextContent('LKR 500.00');
      expect(within(dialog).getByText('0771234567')).toBeInTheDocument();
      expect(within(dialog).queryByText(/^Paid by/)).not.toBeInTheDocument();
    });
  });

  describe('WhatsApp', () => {
    const open = vi.fn();
    beforeEach(() => {
      open.mockReset();
      vi.stubGlobal('open', open);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('opens wa.me with the buyer’s WhatsApp number and the edited default message', async () => {
      await openHistory(staffUser);
      const user = userEvent.setup({ delay: null });
      await user.click(await within(await rowOf('Kasun Perera')).findByRole('button', { name: /^Send WhatsApp/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Send WhatsApp' });
      expect(await within(dialog).findByText('+94761112223')).toBeInTheDocument();
      const message = within(dialog).getByLabelText('Message') as HTMLTextAreaElement;
      expect(message.value).toBe(
        'Dear Kasun Perera,\nThank you for your Dialog recharge on 12 Mar 2026 10:00 AM.\nAmount paid: LKR 500.00\nTV, Recharge & Repair Shop',
      );
      await user.type(message, '\nSee you soon');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      const [link, target] = open.mock.calls[0];
      expect(link).toMatch(/^https:\/\/wa\.me\/94761112223\?text=Dear%20Kasun%20Perera%2C/);
      expect(decodeURIComponent(link.split('text=')[1])).toContain('See you soon');
      expect(target).toBe('_blank');
      expect(await screen.findByText('WhatsApp opened successfully')).toBeInTheDocument();
    });

    it("falls back to the agent's phone, and says 'WhatsApp number not available for this user' when there is none", async () => {
      await openHistory(staffUser);
      const user = userEvent.setup({ delay: null });
      await user.click(await within(await rowOf('Ruwan Jayasinghe')).findByRole('button', { name: /^Send WhatsApp/ }));
      expect(await screen.findByText('+94712223334')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(await within(await rowOf('Sunil Fernando')).findByRole('button', { name: /^Send WhatsApp/ }));
      expect(await screen.findByText('WhatsApp number not available for this user')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    });

    it("says 'WhatsApp number not available for this user' for a customer with no number too", async () => {
      const nimal = buildCustomer({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '', whatsappNumber: '' });
      const toNimal = buildSale({ soldToType: 'customer', soldToId: nimal._id, soldToName: 'Nimal Silva' });
      serve(staffUser, [toNimal]);
      api.use(...fakeResourceApi(customers.routes!, [kasun, nimal], buildCustomer).handlers);
      renderScreen({ user: staffUser, path: `/recharges/history/${toNimal._id}/whatsapp` });
      expect(await screen.findByText('WhatsApp number not available for this user', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    });

    it("says 'Invalid WhatsApp number format' when the stored WhatsApp number has no digits", async () => {
      const garbled = buildCustomer({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '0771234567', whatsappNumber: 'n/a' });
      const toGarbled = buildSale({ soldToType: 'customer', soldToId: garbled._id, soldToName: 'Nimal Silva' });
      serve(staffUser, [toGarbled]);
      api.use(...fakeResourceApi(customers.routes!, [garbled], buildCustomer).handlers);
      renderScreen({ user: staffUser, path: `/recharges/history/${toGarbled._id}/whatsapp` });
      expect(await screen.findByText('Invalid WhatsApp number format', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    });
  });
});
