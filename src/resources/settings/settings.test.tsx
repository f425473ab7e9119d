import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBill, buildCustomer, owner, staffUser, type BillRecord } from '../../../tests/support/builders';
import { headers } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { allRepairs, serveRepairShop } from '../../../tests/support/repairShop';
import { accounts } from '../accounts';
import { bills } from '../bills';
import { customers } from '../customers';

const api = setupApi();
const FEATURES = ['payments', 'settings'];

const SETTINGS = {
  shopName: 'Perera Communication',
  address: '12 Main Street, Kandy',
  phone: '0812234567',
  receiptFooter: 'Goods once sold are not returnable',
  lowBalanceThreshold: 2500,
  lowStockThreshold: 3,
  maxDiscountPercent: 10,
  closingHour: 20,
  closesByShift: false,
  updatedAt: '2026-03-01T04:30:00.000Z',
  updatedByName: 'Owner Demo',
};

/** Serves GET /settings and records every PUT; `refuse` answers the PUT with that 400 instead. */
function serveSettings(refuse?: { message: string; errors: Record<string, string> }) {
  const puts: unknown[] = [];
  let current = { ...SETTINGS };
  api.use(
    http.get('*/api/settings', () => HttpResponse.json(current)),
    http.put('*/api/settings', async ({ request }) => {
      const body = (await request.json()) as typeof SETTINGS;
      puts.push(body);
      if (refuse) return HttpResponse.json(refuse, { status: 400 });
      current = { ...current, ...body };
      return HttpResponse.json(current);
    }),
  );
  return puts;
}

describe('Settings (product.md §10)', () => {
  it('loads the shop’s details and thresholds into the form, and saves them with PUT /settings', async () => {
    const puts = serveSettings();
    renderScreen({ user: owner, path: '/settings', features: FEATURES });
    const name = await screen.findByLabelText(/^Shop name/);
    expect(name).toHaveValue('Perera Communication');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('12 Main Street, Kandy');
    expect(screen.getByLabelText(/^Low stock at/)).toHaveValue(3);

    const user = userEvent.setup({ delay: null });
    await user.clear(name);
    await user.type(name, '  Silva Mobile  ');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '+94 77 123 4567');
    await user.clear(screen.getByLabelText(/^Low balance at/));
    await user.type(screen.getByLabelText(/^Low balance at/), '1500.5');
    expect(screen.getByLabelText(/^Largest discount/)).toHaveValue(10);
    await user.clear(screen.getByLabelText(/^Largest discount/));
    await user.type(screen.getByLabelText(/^Largest discount/), '15');
    await user.clear(screen.getByLabelText(/^Closing hour/));
    await user.type(screen.getByLabelText(/^Closing hour/), '21');
    const byShift = screen.getByRole('switch', { name: 'Close by shift' });
    expect(byShift).not.toBeChecked();
    await user.click(byShift);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        shopName: 'Silva Mobile',
        address: '12 Main Street, Kandy',
        phone: '0771234567',
        receiptFooter: 'Goods once sold are not returnable',
        lowBalanceThreshold: 1500.5,
        lowStockThreshold: 3,
        maxDiscountPercent: 15,
        closingHour: 21,
        closesByShift: true,
      },
    ]);
  });

  it('refuses bad input under the field and sends nothing', async () => {
    const puts = serveSettings();
    renderScreen({ user: owner, path: '/settings', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.clear(await screen.findByLabelText(/^Shop name/));
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the shop name')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid local phone number (0XXXXXXXXX)')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    const message = 'Low stock threshold must be a whole number, 0 or more';
    const puts = serveSettings({ message, errors: { lowStockThreshold: message } });
    renderScreen({ user: owner, path: '/settings', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    const address = await screen.findByLabelText(/^Address/);
    await user.type(address, ', Sri Lanka');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const field = screen.getByLabelText(/^Low stock at/).closest('.MuiFormControl-root')!;
    expect(await within(field as HTMLElement).findByText(message)).toBeInTheDocument();
  });

  it('turns the repair status page off and asks the phone’s digits, where the backend has the page', async () => {
    const puts = serveSettings();
    api.use(http.get('*/api/settings', () => HttpResponse.json({ ...SETTINGS, statusPageEnabled: true, statusPageAsksPhone: false })));
    renderScreen({ user: owner, path: '/settings', features: [...FEATURES, 'statusPage'] });
    const user = userEvent.setup({ delay: null });
    const enabled = await screen.findByRole('switch', { name: 'Repair status page for customers' }, { timeout: 15_000 });
    expect(enabled).toBeChecked();
    await user.click(enabled);
    await user.click(screen.getByRole('switch', { name: /^Ask the last four digits/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ statusPageEnabled: false, statusPageAsksPhone: true });
  });

  it('lets staff receive goods (issue 47) where the backend keeps goods received, and sends no such switch elsewhere', async () => {
    const puts = serveSettings();
    api.use(http.get('*/api/settings', () => HttpResponse.json({ ...SETTINGS, staffReceiveGoods: false })));
    const { unmount } = renderScreen({ user: owner, path: '/settings', features: [...FEATURES, 'goodsReceipts'] });
    const user = userEvent.setup({ delay: null });
    const allow = await screen.findByRole('switch', { name: 'Staff may receive goods' }, { timeout: 15_000 });
    expect(allow).not.toBeChecked();
    expect(screen.getByText(/never a cost/)).toBeInTheDocument();
    await user.click(allow);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ staffReceiveGoods: true });
    unmount();

    renderScreen({ user: owner, path: '/settings', features: FEATURES });
    await screen.findByLabelText(/^Shop name/, undefined, { timeout: 15_000 });
    expect(screen.queryByRole('switch', { name: 'Staff may receive goods' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Close by shift' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).not.toHaveProperty('staffReceiveGoods');
  });

  it('is the owner’s: its address shows staff access denied with no request', async () => {
    const read = vi.fn();
    api.use(http.get('*/api/settings', () => (read(), HttpResponse.json(SETTINGS))));
    renderScreen({ user: staffUser, path: '/settings', features: FEATURES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Shop name/)).not.toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

});

describe('Bills with the shop’s settings and numbers (product.md §10)', () => {
  const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0761112223' });
  const fathima = buildCustomer({ firstName: 'Fathima', lastName: 'Rizwan', phoneNumber: '0712223334' });
  const numbered = buildBill(kasun, [{ name: 'HDMI Cable', quantity: 2, billedPrice: 750 }], { createdAt: '2026-03-12T04:30:00.000Z', number: 123 } as Partial<BillRecord>);
  const other = buildBill(fathima, [{ name: 'Dialog TV Remote', quantity: 1, billedPrice: 1200 }], { createdAt: '2026-03-12T06:30:00.000Z', number: 45 } as Partial<BillRecord>);
  /** Bills as the shop's own backend answers them: no number. */
  const plain = [numbered, other].map((bill) => {
    const copy: Partial<BillRecord> & { number?: number } = { ...bill };
    delete copy.number;
    return copy as BillRecord;
  });

  function serveBills(records: BillRecord[]) {
    api.use(...fakeResourceApi(bills.routes!, records, (body) => body as BillRecord).handlers);
    api.use(...fakeResourceApi(customers.routes!, [kasun, fathima], buildCustomer).handlers);
  }

  const card = (label: string) => screen.getByText(label).parentElement!;

  afterEach(() => vi.unstubAllGlobals());

  it('shows each bill’s number in the list, under its customer (no wider table)', async () => {
    serveSettings();
    serveBills([numbered, other]);
    renderScreen({ user: staffUser, path: '/bills', features: FEATURES });
    const row = (await screen.findByText('Kasun Perera')).closest('tr')!;
    expect(within(row).getByText('B-000123')).toBeInTheDocument();
    expect(within(row).getByText('Kasun Perera')).toBeInTheDocument();
  });

  it.each(['B-000123', 'b-000123', '000123', '123'])('finds bill 123 by "%s"', async (query) => {
    serveSettings();
    serveBills([numbered, other]);
    renderScreen({ user: staffUser, path: '/bills', features: FEATURES });
    await screen.findByText('Kasun Perera');
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText(/^Search by customer/), query);
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent('1'), { timeout: 3000 });
    expect(screen.getByText('Kasun Perera')).toBeInTheDocument();
    expect(screen.queryByText('Fathima Rizwan')).not.toBeInTheDocument();
  });

  it('prints the receipt with the shop’s name, address, phone and footer, and the bill’s number', async () => {
    vi.stubGlobal('print', vi.fn());
    serveSettings();
    serveBills([numbered, other]);
    renderScreen({ user: staffUser, path: '/bills', features: FEATURES });
    const row = (await screen.findByText('Kasun Perera')).closest('tr')!;
    await userEvent.setup({ delay: null }).click(await within(row).findByRole('button', { name: /^Print Receipt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Receipt' });
    const receipt = (await within(dialog).findByText('Bill No. B-000123')).closest('.shop-printed-document')!;
    expect(receipt).toHaveTextContent('Perera Communication');
    expect(receipt).toHaveTextContent('12 Main Street, Kandy');
    expect(receipt).toHaveTextContent('Tel: 0812234567');
    expect(receipt).toHaveTextContent('Goods once sold are not returnable');
    expect(receipt).not.toHaveTextContent('TV, Recharge & Repair Shop');
  });

  it('signs the WhatsApp message with the shop’s name and phone, and names the bill by its number', async () => {
    serveSettings();
    serveBills([numbered, other]);
    renderScreen({ user: staffUser, path: '/bills', features: FEATURES });
    const row = (await screen.findByText('Kasun Perera')).closest('tr')!;
    await userEvent.setup({ delay: null }).click(await within(row).findByRole('button', { name: /^Send WhatsApp/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send WhatsApp' });
    const message = (await within(dialog).findByLabelText('Message')) as HTMLTextAreaElement;
    expect(message.value).toContain('Your bill B-000123 of');
    expect(message.value).toContain('Perera Communication\n12 Main Street, Kandy\nTel: 0812234567');
  });

  it('changes nothing on a backend without the feature: no number column, no settings read, the console’s own name', async () => {
    vi.stubGlobal('print', vi.fn());
    const read = vi.fn();
    api.use(http.get('*/api/settings', () => (read(), HttpResponse.json(SETTINGS))));
    serveBills(plain);
    renderScreen({ user: owner, path: '/bills' });
    const row = (await screen.findByText('Kasun Perera')).closest('tr')!;
    expect(row.textContent).not.toMatch(/B-0/);
    expect(headers()).toEqual(expect.arrayContaining(['Customer', 'Products']));
    await userEvent.setup({ delay: null }).click(await within(row).findByRole('button', { name: /^Print Receipt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Receipt' });
    const receipt = (await within(dialog).findByText(`Bill No. ${numbered._id.slice(-8).toUpperCase()}`)).closest('.shop-printed-document')!;
    expect(receipt).toHaveTextContent('TV, Recharge & Repair Shop');
    expect(read).not.toHaveBeenCalled();
  });
});

describe('Repairs with the shop’s settings and numbers (product.md §10)', () => {
  const numbered = allRepairs.map((repair, index) => ({ ...repair, number: 678 + index }));

  it('shows each repair’s number, finds it by search, and prints it on the job card with the shop’s details', async () => {
    vi.stubGlobal('print', vi.fn());
    serveSettings();
    serveRepairShop(api, staffUser, numbered);
    renderScreen({ user: staffUser, path: '/repairs/management', features: FEATURES });
    const row = (await screen.findByText('Samsung Galaxy A52', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText('R-000678')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByPlaceholderText(/^Search by customer, phone, NIC or product/), 'r-000679');
    await waitFor(() => expect(screen.queryByText('Samsung Galaxy A52')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('R-000679')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText(/^Search by customer, phone, NIC or product/));

    await user.click(await screen.findByRole('button', { name: /^Print Job Card Samsung Galaxy A52/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Job Card' });
    const card = (await within(dialog).findByText('Job No. R-000678')).closest('.shop-printed-document')!;
    expect(card).toHaveTextContent('Perera Communication');
    expect(card).toHaveTextContent('Goods once sold are not returnable');
    vi.unstubAllGlobals();
  }, 60_000);
});

describe('Payment numbers on an account (product.md §10)', () => {
  it('names each credit sale by its bill’s number and each payment received by its own', async () => {
    const debtor = { _id: 'c1', partyType: 'customer', partyId: 'c1', name: 'Kasun Perera', phoneNumber: '0771234567', balance: 5000, creditLimit: 10000, oldestUnpaidAt: '2026-03-01T04:30:00.000Z' };
    const movements = [
      { _id: 'm1', number: 12, sourceNumber: 123, at: '2026-03-01T04:30:00.000Z', source: 'bill', sourceId: 'b1', method: 'credit', amount: 7000, balance: 7000, note: null },
      { _id: 'm2', number: 345, at: '2026-03-05T04:30:00.000Z', source: 'account', sourceId: null, method: 'cash', amount: -2000, balance: 5000, note: null },
    ];
    api.use(
      ...fakeResourceApi(accounts.routes!, [debtor], (body) => body as typeof debtor).handlers,
      http.get('*/api/accounts/customer/:id', () => HttpResponse.json({ ...debtor, movements })),
    );
    renderScreen({ user: staffUser, path: '/accounts', features: FEATURES });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Account Kasun Perera' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Account of Kasun Perera' });
    const rows = within(within(dialog).getByRole('table', { name: 'Credit sales and payments' })).getAllByRole('row');
    // A credit sale is known by its bill (the tender's own payment number is the shop's bookkeeping).
    expect(rows[1]).toHaveTextContent('BillB-000123');
    expect(rows[1]).not.toHaveTextContent('P-000012');
    expect(rows[2]).toHaveTextContent('P-000345');
  });
});
