import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBill, buildCustomer, buildProduct, owner, staffUser, staffView, type BillRecord } from '../../../tests/support/builders';
import { headers } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen, withStyles } from '../../../tests/support/renderApp';
import { pickerField, pickerNamed, typeInPicker } from '../../../tests/support/pickers';
import { setupApi } from '../../../tests/support/server';
import { customers } from '../customers';
import { products } from '../products';
import { bills } from '.';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0761112223', nicNumber: '199012345678', cardNumber: 'DTV-4455' });
const fathima = buildCustomer({ firstName: 'Fathima', lastName: 'Rizwan', phoneNumber: '0712223334', whatsappNumber: '', cardNumber: 'DTV-9001' });
const hdmi = buildProduct({ name: 'HDMI Cable', quantity: 3, sellingPrice: 750 });
const remote = buildProduct({ name: 'Dialog TV Remote', quantity: 10, sellingPrice: 1200.5 });
// 12 Mar 2026 in Colombo: 10:00 and 23:59; 13 Mar 00:00 in Colombo is 12 Mar 18:30 UTC.
const first = buildBill(kasun, [{ name: 'HDMI Cable', quantity: 2, billedPrice: 750 }], { createdAt: '2026-03-12T04:30:00.000Z', profit: 600 });
const second = buildBill(fathima, [
  { name: 'Dialog TV Remote', quantity: 1, billedPrice: 1200 },
  { name: 'HDMI Cable', quantity: 1, billedPrice: 750 },
  { name: 'Dish Antenna', quantity: 1, billedPrice: 4000 },
], { createdAt: '2026-03-12T18:29:00.000Z', profit: 2000 });
const third = buildBill(kasun, [{ name: 'Dialog TV Remote', quantity: 1, billedPrice: 1000 }], { createdAt: '2026-03-12T18:30:00.000Z', profit: 150 });

function serveShop(user = owner, records: BillRecord[] = [first, second, third]) {
  const isOwner = user.role === 'super_admin';
  const served = isOwner ? records : records.map((bill) => staffView(bill, ['profit']));
  const billApi = fakeResourceApi(bills.routes!, served, (body) => ({ ...buildBill(kasun, []), ...body }) as BillRecord);
  const shelf = [hdmi, remote].map((product) => (isOwner ? product : staffView(product, ['buyingPrice'])));
  api.use(...billApi.handlers, ...fakeResourceApi(customers.routes!, [kasun, fathima], buildCustomer).handlers);
  api.use(...fakeResourceApi(products.routes!, shelf, buildProduct).handlers);
  return billApi;
}

async function openBills(user = owner, records?: BillRecord[], features: readonly string[] = []) {
  const fake = serveShop(user, records);
  renderScreen({ user, path: '/bills', features });
  await screen.findAllByText('Kasun Perera');
  return fake;
}

/** The row of the bill made at this Colombo time (customers and products repeat across bills). */
const rowAt = (dateTime: string) => screen.getByText(dateTime).closest('tr')!;
const FIRST_AT = '12 Mar 2026 10:00 AM';

const card = (label: string) => screen.getByText(label).parentElement!;

describe('Bills list (product.md §2, §6, §9)', () => {
  it('sums the shown bills for super admins: count, total sales, total profit', async () => {
    await openBills();
    await waitFor(() => expect(card('Total profit')).toHaveTextContent('LKR 2,750.00'));
    expect(card('Bills shown')).toHaveTextContent('3');
    expect(card('Total sales')).toHaveTextContent('LKR 8,450.00');
    expect(headers()).toEqual(expect.arrayContaining(['Customer', 'Products', 'Total', 'Profit', 'Date', 'Actions']));
  });

  it('shows staff no profit anywhere: no card, no column, no report, no delete', async () => {
    await openBills(staffUser);
    await screen.findByText('Total sales');
    expect(screen.queryByText('Total profit')).not.toBeInTheDocument();
    expect(headers()).not.toContain('Profit');
    expect(screen.queryByRole('button', { name: 'Revenue Report' })).not.toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Bill Details/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it("shows at most two product tags, then '+N more' (product.md §9)", async () => {
    await openBills();
    const row = screen.getByText('Fathima Rizwan').closest('tr')!;
    expect(within(row).getByText('Dialog TV Remote')).toBeInTheDocument();
    expect(within(row).getByText('+1 more')).toBeInTheDocument();
    expect(within(row).queryByText('Dish Antenna')).not.toBeInTheDocument();
  });

  it("opens Bill Details from '+N more', read from GET /bills/:id, with every line", async () => {
    const fake = await openBills(staffUser);
    const row = screen.getByText('Fathima Rizwan').closest('tr')!;
    await userEvent.setup({ delay: null }).click(within(row).getByText('+1 more'));
    const dialog = await screen.findByRole('dialog', { name: 'Bill Details' });
    // Two product tags then '+1 more' (product.md §9), and every line below them.
    expect(await within(dialog).findByText('+1 more')).toBeInTheDocument();
    const lines = await within(dialog).findByRole('table', { name: 'Products' });
    for (const name of ['Dialog TV Remote', 'HDMI Cable', 'Dish Antenna']) expect(await within(lines).findByText(name)).toBeInTheDocument();
    await waitFor(() => expect(fake.state.calls).toContainEqual({ method: 'GET', path: `/api/bills/${second._id}`, body: undefined }));
  });

  it("says 'Failed to fetch bill details' when the bill cannot be read", async () => {
    await openBills(staffUser);
    api.use(http.get('*/api/bills/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const row = screen.getByText('Fathima Rizwan').closest('tr')!;
    await userEvent.setup({ delay: null }).click(await within(row).findByRole('button', { name: /^Bill Details/ }));
    expect(await screen.findByText('Failed to fetch bill details')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch bills')).not.toBeInTheDocument();
  });

  it('says so inside Bill Details opened by its address when the bill cannot be read, rather than showing progress for ever', async () => {
    serveShop(staffUser);
    api.use(http.get('*/api/bills/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    // A bill the list does not hold (a link kept from before it was deleted, say): no copy to show.
    renderScreen({ user: staffUser, path: '/bills/0123456789abcdef01234567/details' });
    const dialog = await screen.findByRole('dialog', { name: 'Bill Details' });
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    // react-query tries a failed read three more times first (about 7 s).
    expect(await within(dialog).findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Failed to fetch bill details');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  }, 20_000);

  it.each([
    ['dish antenna', 1, 'LKR 5,950.00'],
    ['DTV-4455', 2, 'LKR 2,500.00'],
    ['0712223334', 1, 'LKR 5,950.00'],
    ['199012345678', 2, 'LKR 2,500.00'],
  ])('searches "%s" over customer and products, and sums what it finds', async (query, count, total) => {
    const fake = await openBills();
    const gets = fake.gets();
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText(/^Search by customer/), query);
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent(String(count)), { timeout: 3000 });
    expect(card('Total sales')).toHaveTextContent(total);
    expect(fake.gets()).toBe(gets);
  });

  it('filters one Colombo day, shows it as a chip, and Clear brings every bill back', async () => {
    await openBills();
    const user = userEvent.setup({ delay: null });
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toBeDisabled();
    await typeInPicker(user, pickerNamed('createdAt_day'), '12032026');
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent('2'));
    expect(screen.getByText('Date: 12 Mar 2026')).toBeInTheDocument();
    expect(window.location.search).toContain('createdAt_day');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent('3'));
    expect(screen.queryByText('Date: 12 Mar 2026')).not.toBeInTheDocument();
  });

  it('removes one filter with its chip', async () => {
    await openBills();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByPlaceholderText(/^Search by customer/), 'kasun');
    const chip = (await screen.findByText('Search: kasun')).closest('.MuiChip-root')!;
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent('2'));
    await user.click(within(chip as HTMLElement).getByTestId('CancelIcon'));
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent('3'));
  });
});

async function pick(user: UserEvent, dialog: HTMLElement, label: string | RegExp, text: string, option: RegExp) {
  const box = within(dialog).getAllByRole('combobox', { name: label }).at(-1)!;
  await user.click(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Create Bill (product.md §5, §7, §8)', () => {
  async function openCreate(user = staffUser) {
    const fake = await openBills(user);
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: 'Create Bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
    return { fake, user: events, dialog };
  }

  it('asks for a customer and a product, and sends nothing', async () => {
    const { fake, user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a customer')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a product')).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });

  it("says 'Please add at least one product' when every line is removed", async () => {
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please add at least one product')).toBeInTheDocument();
  });

  it("finds customers by phone, and says 'No customers found' when none match", async () => {
    const { user, dialog } = await openCreate();
    const box = within(dialog).getByRole('combobox', { name: 'Customer' });
    await user.type(box, '07122');
    expect(await screen.findByRole('option', { name: /Fathima Rizwan · 0712223334/ })).toBeInTheDocument();
    // The options of a shorter prefix ('07') may still be shown a moment after the last key.
    await waitFor(() => expect(screen.queryByRole('option', { name: /Kasun/ })).not.toBeInTheDocument());
    await user.clear(box);
    await user.type(box, '0999');
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
  });

  it('takes the price from the product, totals live, and sends the lines', async () => {
    const { fake, user, dialog } = await openCreate();
    await pick(user, dialog, 'Customer', 'DTV-4455', /Kasun Perera/);
    await pick(user, dialog, 'Product', 'hdmi', /HDMI Cable/);
    expect(await within(dialog).findByDisplayValue('750')).toBeInTheDocument();
    const quantity = within(dialog).getAllByLabelText(/^Quantity/)[0];
    await user.clear(quantity);
    await user.type(quantity, '2');
    // The line buttons say what they do in words beside their icons.
    expect(within(dialog).getByRole('button', { name: 'Add product' })).toHaveTextContent('Add product');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveTextContent('Remove');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await pick(user, dialog, 'Product', 'remote', /Dialog TV Remote/);
    await waitFor(() => expect(within(dialog).getByText('Total:', { exact: false })).toHaveTextContent('Total: LKR 2,700.50'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(fake.writes()[0]).toEqual({
      method: 'POST',
      path: '/api/bills',
      body: {
        customerId: kasun._id,
        products: [
          { productId: hdmi._id, quantity: 2, billedPrice: 750 },
          { productId: remote._id, quantity: 1, billedPrice: 1200.5 },
        ],
      },
    });
  });

  it("shows the picked product by its name, its price in the line's price field; the options keep name · stock · price", async () => {
    const { user, dialog } = await openCreate();
    const box = within(dialog).getByRole('combobox', { name: 'Product' });
    await user.click(box);
    await user.type(box, 'hdmi');
    await user.click(await screen.findByRole('option', { name: 'HDMI Cable · 3 in stock · LKR 750.00' }));
    await waitFor(() => expect(box).toHaveValue('HDMI Cable'));
    expect(within(dialog).getByLabelText(/^Billed Price/)).toHaveDisplayValue('750');
  });

  it("refuses more than the stock the list shows ('Only 3 in stock')", async () => {
    const { fake, user, dialog } = await openCreate();
    await pick(user, dialog, 'Customer', 'kasun', /Kasun Perera/);
    await pick(user, dialog, 'Product', 'hdmi', /HDMI Cable/);
    const quantity = within(dialog).getByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Only 3 in stock')).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });

  it("shows the server's stock refusal and keeps what was typed", async () => {
    const { user, dialog } = await openCreate();
    const refusal = 'Insufficient stock for HDMI Cable: available 1, requested 2';
    api.use(http.post('*/api/bills', () => HttpResponse.json({ message: refusal }, { status: 409 })));
    await pick(user, dialog, 'Customer', 'kasun', /Kasun Perera/);
    await pick(user, dialog, 'Product', 'hdmi', /HDMI Cable/);
    const quantity = within(dialog).getByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Quantity/)).toHaveValue(2);
    expect((within(dialog).getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toContain('Kasun Perera');
  });
});

describe('Bill Details, WhatsApp, print (product.md §5, §8)', () => {
  it('shows staff the customer, lines, total and when; no profit and no created by (product.md §6)', async () => {
    await openBills(staffUser);
    const user = userEvent.setup({ delay: null });
    const row = screen.getByText('Fathima Rizwan').closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: /^Bill Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bill Details' });
    expect(await within(dialog).findByText('Dish Antenna')).toBeInTheDocument();
    expect(within(dialog).getByText('12 Mar 2026 11:59 PM')).toBeInTheDocument();
    expect(within(dialog).getByText('LKR 5,950.00')).toBeInTheDocument();
    expect(within(dialog).queryByText('Profit')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Created By')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Staff Demo')).not.toBeInTheDocument();
  });

  it('shows the owner who made the bill, and its profit', async () => {
    await openBills();
    const user = userEvent.setup({ delay: null });
    const row = screen.getByText('Fathima Rizwan').closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: /^Bill Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bill Details' });
    expect(await within(dialog).findByText('Created By')).toBeInTheDocument();
    expect(within(dialog).getByText('Staff Demo')).toBeInTheDocument();
    expect(within(dialog).getByText('LKR 2,000.00')).toBeInTheDocument();
  });

  it('offers Send WhatsApp and Print Receipt from Bill Details, opening the same dialogs as the row', async () => {
    await openBills(staffUser);
    const user = userEvent.setup({ delay: null });
    await user.click(await within(rowAt(FIRST_AT)).findByRole('button', { name: /^Bill Details/ }));
    let details = await screen.findByRole('dialog', { name: 'Bill Details' });
    await user.click(await within(details).findByRole('button', { name: 'Send WhatsApp' }));
    const whatsapp = await screen.findByRole('dialog', { name: 'Send WhatsApp' });
    expect(await within(whatsapp).findByText('+94761112223')).toBeInTheDocument();
    expect((within(whatsapp).getByLabelText('Message') as HTMLTextAreaElement).value).toContain('HDMI Cable × 2');
    expect(screen.queryByRole('dialog', { name: 'Bill Details' })).not.toBeInTheDocument();
    await user.click(within(whatsapp).getByRole('button', { name: 'Cancel' }));

    await user.click(await within(rowAt(FIRST_AT)).findByRole('button', { name: /^Bill Details/ }));
    details = await screen.findByRole('dialog', { name: 'Bill Details' });
    await user.click(await within(details).findByRole('button', { name: 'Print Receipt' }));
    const print = await screen.findByRole('dialog', { name: 'Print Receipt' });
    expect(await within(print).findByText(`Bill No. ${first._id.slice(-8).toUpperCase()}`)).toBeInTheDocument();
  });

  describe('WhatsApp', () => {
    const open = vi.fn();
    beforeEach(() => {
      open.mockReset();
      vi.stubGlobal('open', open);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('opens wa.me with the WhatsApp number as +94 and the edited message', async () => {
      await openBills(staffUser);
      const user = userEvent.setup({ delay: null });
      const row = rowAt(FIRST_AT);
      await user.click(await within(row).findByRole('button', { name: /^Send WhatsApp/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Send WhatsApp' });
      expect(await within(dialog).findByText('+94761112223')).toBeInTheDocument();
      const message = within(dialog).getByLabelText('Message');
      expect((message as HTMLTextAreaElement).value).toContain('- HDMI Cable × 2 @ LKR 750.00 = LKR 1,500.00');
      await user.type(message, '\nSee you soon');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(open).toHaveBeenCalledTimes(1);
      const [link, target] = open.mock.calls[0];
      expect(link).toMatch(/^https:\/\/wa\.me\/94761112223\?text=Dear%20Kasun%20Perera%2C/);
      expect(decodeURIComponent(link.split('text=')[1])).toContain('Total: LKR 1,500.00\nTV, Recharge & Repair Shop\nSee you soon');
      expect(target).toBe('_blank');
      expect(await screen.findByText('WhatsApp opened successfully')).toBeInTheDocument();
    });

    it('falls back to the phone number, and says so when the customer has none', async () => {
      const noNumber = buildBill(buildCustomer({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '', whatsappNumber: '' }), [
        { name: 'Remote', quantity: 1, billedPrice: 500 },
      ]);
      await openBills(staffUser, [first, second, noNumber]);
      const user = userEvent.setup({ delay: null });
      await user.click(await within(screen.getByText('Fathima Rizwan').closest('tr')!).findByRole('button', { name: /^Send WhatsApp/ }));
      expect(await screen.findByText('+94712223334')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(await within(screen.getByText('Nimal Silva').closest('tr')!).findByRole('button', { name: /^Send WhatsApp/ }));
      expect(await screen.findByText('WhatsApp/Phone number not available for this customer')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    });
  });

  it('prints a receipt with the shop, bill number, lines, total and who served', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openBills();
    const user = userEvent.setup({ delay: null });
    await user.click(await within(rowAt(FIRST_AT)).findByRole('button', { name: /^Print Receipt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Receipt' });
    const receipt = (await within(dialog).findByText(`Bill No. ${first._id.slice(-8).toUpperCase()}`)).closest('.shop-printed-document')!;
    expect(receipt).toHaveTextContent('TV, Recharge & Repair Shop');
    expect(receipt).toHaveTextContent('HDMI Cable2LKR 750.00LKR 1,500.00');
    expect(receipt).toHaveTextContent('Served by Staff Demo');
    await user.click(within(dialog).getByRole('button', { name: 'A4' }));
    expect(receipt).toHaveAttribute('data-paper', 'a4');
    expect(document.querySelector('.shop-print-root style')?.textContent).toContain('size: A4');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('a receipt prints the bill as GET /bills/:id answers it', () => {
  it("waits for that answer rather than printing the list's copy", async () => {
    await openBills();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The bill's own route knows more than the list did (here: the line's full name).
    api.use(
      http.get('*/api/bills/:id', async () => {
        await answered;
        return HttpResponse.json({ ...first, products: first.products.map((line) => ({ ...line, name: 'HDMI Cable, boxed' })) });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await within(rowAt(FIRST_AT)).findByRole('button', { name: /^Print Receipt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Receipt' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialog.querySelector('.shop-printed-document')).toBeNull();
    answer();
    expect(await within(dialog).findByText('HDMI Cable, boxed')).toBeInTheDocument();
  });
});

describe('Revenue Report and delete (product.md §6, §7, §8)', () => {
  it("on the shop's own backend reads the spec's call (no days) as the dialog opens, and says the figures are all time", async () => {
    await openBills();
    const asked: string[] = [];
    api.use(
      http.get('*/api/bills/report', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ count: 4, totalSales: 23950, totalProfit: 3100 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Revenue Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenue Report' });
    const figures = await within(dialog).findByRole('group', { name: 'Report' });
    expect(figures).toHaveTextContent('Total SalesLKR 23,950.00');
    expect(within(dialog).getByText('All time')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Show report' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/^From/)).not.toBeInTheDocument();
    expect(asked).toEqual(['']);
  });

  it('reads the report for a range of days and shows its figures', async () => {
    await openBills(owner, undefined, ['reportRange']);
    const asked: string[] = [];
    api.use(
      http.get('*/api/bills/report', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ count: 4, totalSales: 12500.5, totalProfit: 3100 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Revenue Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenue Report' });
    await typeInPicker(user, pickerField(dialog, /^From/), '01032026');
    await typeInPicker(user, pickerField(dialog, /^To/), '31032026');
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    const figures = await within(dialog).findByRole('group', { name: 'Report' });
    expect(figures).toHaveTextContent('Bills4');
    expect(figures).toHaveTextContent('Total SalesLKR 12,500.50');
    expect(figures).toHaveTextContent('Total ProfitLKR 3,100.00');
    // The figures say which days they cover.
    expect(within(dialog).getByText('01 Mar 2026 – 31 Mar 2026')).toBeInTheDocument();
    expect(asked).toEqual(['?from=2026-03-01&to=2026-03-31']);
  });

  it('asks for both days, as the repair report does, and reads nothing without them', async () => {
    await openBills(owner, undefined, ['reportRange']);
    const asked: string[] = [];
    api.use(
      http.get('*/api/bills/report', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ count: 4, totalSales: 12500.5, totalProfit: 3100 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Revenue Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenue Report' });
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    expect(await within(dialog).findByText('Please select date range')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Report' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows no figures once the range is refused, even after an answer', async () => {
    withStyles();
    await openBills(owner, undefined, ['reportRange']);
    api.use(http.get('*/api/bills/report', () => HttpResponse.json({ count: 4, totalSales: -356360, totalProfit: -1200 })));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Revenue Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenue Report' });
    await typeInPicker(user, pickerField(dialog, /^From/), '01032026');
    await typeInPicker(user, pickerField(dialog, /^To/), '31032026');
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    const figures = await within(dialog).findByRole('group', { name: 'Report' });
    // A loss reads red.
    expect(within(figures).getByText('LKR -1,200.00')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(within(figures).getByText('4')).not.toHaveStyle({ color: 'rgb(211, 47, 47)' });
    // Changing a day drops the figures of the old range; a start after the end shows only the error.
    await typeInPicker(user, pickerField(dialog, /^From/), '01042026');
    expect(within(dialog).queryByRole('group', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    expect(await within(dialog).findByText('The start date cannot be after the end date')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Report' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/LKR/)).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch revenue report' when it cannot be read", async () => {
    await openBills(owner, undefined, ['reportRange']);
    api.use(http.get('*/api/bills/report', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Revenue Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenue Report' });
    await typeInPicker(user, pickerField(dialog, /^From/), '01032026');
    await typeInPicker(user, pickerField(dialog, /^To/), '31032026');
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText('Failed to fetch revenue report', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('refuses a start after the end before asking the server', async () => {
    await openBills(owner, undefined, ['reportRange']);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Revenue Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revenue Report' });
    await typeInPicker(user, pickerField(dialog, /^From/), '31032026');
    await typeInPicker(user, pickerField(dialog, /^To/), '01032026');
    await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
    expect(await within(dialog).findByText('The start date cannot be after the end date')).toBeInTheDocument();
  });

  it('deletes a bill after confirmation', async () => {
    const fake = await openBills();
    const user = userEvent.setup({ delay: null });
    await user.click(await within(rowAt(FIRST_AT)).findByRole('button', { name: /^Delete / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bill deleted successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'DELETE', path: `/api/bills/${first._id}`, body: undefined }]);
  });

  it("tells staff who open the report's link that it is not theirs", async () => {
    serveShop(staffUser);
    renderScreen({ user: staffUser, path: '/bills/report' });
    expect(await screen.findByText('Only super admins can read the revenue report')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Revenue Report' })).not.toBeInTheDocument();
  });
});
