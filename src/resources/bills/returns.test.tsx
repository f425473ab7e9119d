import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBill, buildCustomer, buildProduct, owner, staffUser, staffView, type BillRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen, withStyles } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { customers } from '../customers';
import { products } from '../products';
import { bills } from '.';

const api = setupApi();
const PAYMENTS = ['payments'];
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' });
const hdmi = buildProduct({ name: 'HDMI Cable', quantity: 3, sellingPrice: 750 });
const remote = buildProduct({ name: 'Dialog TV Remote', quantity: 10, sellingPrice: 1200 });

/** CN-000045, returning one of the two HDMI cables in cash. */
const earlier = {
  _id: 'r1',
  number: 45,
  lines: [{ productId: hdmi._id, name: 'HDMI Cable', quantity: 1, billedPrice: 750 }],
  amount: 750,
  method: 'cash',
  createdAt: '2026-03-12T05:00:00.000Z',
};
const returned: BillRecord & Record<string, unknown> = {
  ...buildBill(
    kasun,
    [
      { name: 'HDMI Cable', quantity: 2, billedPrice: 750 },
      { name: 'Dialog TV Remote', quantity: 1, billedPrice: 1200 },
    ],
    { profit: 1000 },
  ),
  returns: [earlier],
  returnedAmount: 750,
  returnedProfit: 250,
};
const plain = buildBill(buildCustomer({ firstName: 'Fathima', lastName: 'Rizwan' }), [{ name: 'Dish Antenna', quantity: 1, billedPrice: 4000 }], { profit: 1500 });

/** The bills screen on a backend whose bill answers carry returns, and whose return route answers as our server's. */
function serve(user = staffUser, kasunBill: Record<string, unknown> = {}, refundable: Record<string, number> = { cash: 750, credit: 1950 }) {
  const served = user.role === 'super_admin' ? [{ ...returned, ...kasunBill }, plain] : [{ ...returned, ...kasunBill }, plain].map((bill) => staffView(bill, ['profit', 'returnedProfit']));
  const billApi = fakeResourceApi(bills.routes!, served as BillRecord[], (body) => ({ ...buildBill(kasun, []), ...body }) as BillRecord);
  const posted: unknown[] = [];
  api.use(
    http.get('*/api/bills/:id/returns', () =>
      HttpResponse.json({
        lines: [
          { productId: hdmi._id, name: 'HDMI Cable', billedPrice: 750, sold: 2, returned: 1, left: 1 },
          { productId: remote._id, name: 'Dialog TV Remote', billedPrice: 1200, sold: 1, returned: 0, left: 1 },
        ],
        returns: [earlier],
        // Half the bill paid in cash, half on the account; the earlier return gave back 750 in cash.
        refundable,
      }),
    ),
    http.post('*/api/bills/:id/returns', async ({ request }) => {
      const body = (await request.json()) as { refund: { method: string } };
      posted.push(body);
      const given = {
        _id: 'r2',
        number: 46,
        lines: [
          { productId: hdmi._id, name: 'HDMI Cable', quantity: 1, billedPrice: 750 },
          { productId: remote._id, name: 'Dialog TV Remote', quantity: 1, billedPrice: 1200 },
        ],
        amount: 1950,
        method: body.refund.method,
        createdAt: '2026-03-12T06:00:00.000Z',
      };
      return HttpResponse.json({ ...returned, returns: [earlier, given], returnedAmount: 2700 }, { status: 201 });
    }),
    ...billApi.handlers,
    ...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers,
    ...fakeResourceApi(products.routes!, [hdmi, remote], buildProduct).handlers,
  );
  return { billApi, posted };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

afterEach(() => vi.unstubAllGlobals());

describe('returning a bill (product.md §10)', () => {
  it('offers only the ways the bill was paid, and refuses under the field a refund beyond what it took that way', async () => {
    const { posted } = serve();
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await user.click(await within((await screen.findAllByText('Kasun Perera'))[0].closest('tr')!).findByRole('button', { name: /^Return/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Return' });
    for (const name of ['HDMI Cable', 'Dialog TV Remote']) {
      const input = await within(dialog).findByLabelText(`Quantity to return of ${name}`);
      await user.clear(input);
      await user.type(input, '1');
    }
    await user.click(within(dialog).getByRole('combobox', { name: 'Money back by' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent?.trim()).filter(Boolean);
    expect(offered).toEqual(['Cash', "To the customer's account"]);
    await user.click(screen.getByRole('option', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('Only LKR 750.00 of this bill was paid this way: the refund cannot be more')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows what may still come back, refuses more under the field, sends the return and prints its credit note', async () => {
    withStyles();
    const { posted } = serve();
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await user.click(await within((await screen.findAllByText('Kasun Perera'))[0].closest('tr')!).findByRole('button', { name: /^Return/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Return' });
    const cable = await within(dialog).findByLabelText('Quantity to return of HDMI Cable');
    const cableRow = cable.closest('tr')!;
    expect(within(cableRow).getByText('2')).toBeInTheDocument(); // sold
    expect(within(cableRow).getByText('1')).toBeInTheDocument(); // already returned
    expect(within(dialog).getByText('CN-000045')).toBeInTheDocument();

    await user.clear(cable);
    await user.type(cable, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('At most 1 may still be returned')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(cable);
    await user.type(cable, '1');
    const remoteInput = within(dialog).getByLabelText('Quantity to return of Dialog TV Remote');
    await user.clear(remoteInput);
    await user.type(remoteInput, '1');
    await user.click(within(dialog).getByRole('combobox', { name: 'Money back by' }));
    await user.click(await screen.findByRole('option', { name: "To the customer's account" }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('To refund: LKR 1,950.00');
    // One line beside the method: 'LKR' wrapped away from its figure at 1280 px.
    expect(within(dialog).getByRole('status')).toHaveStyle({ whiteSpace: 'nowrap' });
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));

    expect(await screen.findByText('Return recorded: credit note CN-000046')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        lines: [
          { productId: hdmi._id, quantity: 1 },
          { productId: remote._id, quantity: 1 },
        ],
        refund: { method: 'credit' },
      },
    ]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const note = await screen.findByRole('dialog', { name: 'Credit note CN-000046' });
    const paper = within(note).getByText('Credit Note').closest('.shop-printed-document')!;
    expect(paper).toHaveTextContent('CN-000046');
    expect(paper).toHaveTextContent('Dialog TV Remote1LKR 1,200.00LKR 1,200.00');
    expect(paper).toHaveTextContent('RefundedLKR 1,950.00');
    expect(paper).toHaveTextContent("Credited to the customer's account");
    await user.click(within(note).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(note).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("'Return everything' fills each line with all that may still come back, and sends them", async () => {
    // Paid in cash: what is left of it covers the rest of the bill.
    const { posted } = serve(staffUser, {}, { cash: 1950 });
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await user.click(await within((await screen.findAllByText('Kasun Perera'))[0].closest('tr')!).findByRole('button', { name: /^Return/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Return' });
    await within(dialog).findByLabelText('Quantity to return of HDMI Cable');
    await user.click(within(dialog).getByRole('button', { name: 'Return everything' }));
    // One cable of two (one came back before) and the remote.
    expect(within(dialog).getByLabelText('Quantity to return of HDMI Cable')).toHaveValue(1);
    expect(within(dialog).getByLabelText('Quantity to return of Dialog TV Remote')).toHaveValue(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('To refund: LKR 1,950.00');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Return recorded: credit note CN-000046')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        lines: [
          { productId: hdmi._id, quantity: 1 },
          { productId: remote._id, quantity: 1 },
        ],
        refund: { method: 'cash' },
      },
    ]);
  });

  it('asks for something to return before sending, and prints an earlier credit note again', async () => {
    const { posted } = serve();
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await user.click(await within((await screen.findAllByText('Kasun Perera'))[0].closest('tr')!).findByRole('button', { name: /^Return/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Return' });
    await within(dialog).findByLabelText('Quantity to return of HDMI Cable');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('Please enter a quantity to return')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Print credit note CN-000045' }));
    const note = await screen.findByRole('dialog', { name: 'Credit note CN-000045' });
    expect(within(note).getByText('Refunded by').closest('tr')).toHaveTextContent('Cash');
    await user.click(within(note).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Return' })).toBeInTheDocument();
  });

  it('starts the refund on the customer’s account when the bill went partly on credit', async () => {
    const partlyOnCredit = { tenders: [{ method: 'cash', amount: 700 }, { method: 'credit', amount: 2000 }], credit: 2000, received: 700, cashGiven: null, change: 0 };
    const { posted } = serve(staffUser, { payment: partlyOnCredit });
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await user.click(await within((await screen.findAllByText('Kasun Perera'))[0].closest('tr')!).findByRole('button', { name: /^Return/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Return' });
    const cable = await within(dialog).findByLabelText('Quantity to return of HDMI Cable');
    expect(within(dialog).getByRole('combobox', { name: 'Money back by' })).toHaveTextContent("To the customer's account");
    await user.clear(cable);
    await user.type(cable, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await screen.findByText('Return recorded: credit note CN-000046');
    expect(posted).toEqual([{ lines: [{ productId: hdmi._id, quantity: 1 }], refund: { method: 'credit' } }]);
  });

  it('starts the refund on Cash for a bill paid without credit', async () => {
    serve(staffUser, { payment: { tenders: [{ method: 'card', amount: 2700 }], credit: 0, received: 2700, cashGiven: null, change: 0 } });
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await user.click(await within((await screen.findAllByText('Kasun Perera'))[0].closest('tr')!).findByRole('button', { name: /^Return/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Return' });
    await within(dialog).findByLabelText('Quantity to return of HDMI Cable');
    expect(within(dialog).getByRole('combobox', { name: 'Money back by' })).toHaveTextContent('Cash');
  });

  it('shows the server’s refusal as a notice', async () => {
    serve();
    api.use(http.post('*/api/bills/:id/returns', () => HttpResponse.json({ message: 'Cannot return 1 of HDMI Cable: only 0 may still be returned' }, { status: 409 })));
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await user.click(await within((await screen.findAllByText('Kasun Perera'))[0].closest('tr')!).findByRole('button', { name: /^Return/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Return' });
    const cable = await within(dialog).findByLabelText('Quantity to return of HDMI Cable');
    await user.clear(cable);
    await user.type(cable, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText('Cannot return 1 of HDMI Cable: only 0 may still be returned')).toBeInTheDocument();
  });

  it('Bill Details shows the returns and the net total; the list sums sales and profit net of returns', async () => {
    serve(owner);
    renderScreen({ user: owner, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await screen.findAllByText('Kasun Perera');
    // 2,700 + 4,000 sold, 750 back; profit 1,000 + 1,500, 250 back.
    await waitFor(() => expect(screen.getByText('Total sales').parentElement!).toHaveTextContent('LKR 5,950.00'));
    expect(screen.getByText('Total profit').parentElement!).toHaveTextContent('LKR 2,250.00');
    // Each row's Total and Profit are net too; the returned bill says so, with what went back.
    const kasunRow = rowOf('Kasun Perera');
    const total = kasunRow.querySelector('td.column-netAmount') as HTMLElement;
    expect(total).toHaveTextContent('LKR 1,950.00');
    expect(within(total).getByText('Part returned')).toBeInTheDocument();
    expect(within(total).getByText('LKR 750.00 returned')).toBeInTheDocument();
    expect(kasunRow.querySelector('td.column-netProfit')).toHaveTextContent('LKR 750.00');
    const plainTotal = rowOf('Fathima Rizwan').querySelector('td.column-netAmount') as HTMLElement;
    expect(plainTotal).toHaveTextContent(/^LKR 4,000\.00$/);

    await user.click(await within(rowOf('Kasun Perera')).findByRole('button', { name: /^Bill Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' });
    expect(await within(details).findByText('CN-000045 · LKR 750.00')).toBeInTheDocument();
    expect(within(details).getByText('Net total').closest('tr')).toHaveTextContent('LKR 1,950.00');
    // One profit for one bill: Bill Details says the list's, net of the return.
    expect(within(details).getByRole('rowheader', { name: 'Profit' }).closest('tr')).toHaveTextContent(/^ProfitLKR 750\.00$/);
  });

  it('Bill Details prints each credit note again, as the return printed it, and goes back to the details', async () => {
    const second = { ...earlier, _id: 'r2', number: 46, lines: [{ productId: remote._id, name: 'Dialog TV Remote', quantity: 1, billedPrice: 1200 }], amount: 1200, method: 'credit' };
    serve(staffUser, { returns: [earlier, second], returnedAmount: 1950 });
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await screen.findAllByText('Kasun Perera');
    await user.click(await within(rowOf('Kasun Perera')).findByRole('button', { name: /^Bill Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' });
    expect(await within(details).findByText('CN-000045 · LKR 750.00')).toBeInTheDocument();
    expect(within(details).getByText('CN-000046 · LKR 1,200.00')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Print credit note CN-000045' })).toBeInTheDocument();

    await user.click(within(details).getByRole('button', { name: 'Print credit note CN-000046' }));
    const note = await screen.findByRole('dialog', { name: 'Credit note CN-000046' });
    const paper = (await within(note).findByText('Credit Note')).closest('.shop-printed-document')!;
    expect(paper).toHaveTextContent('CN-000046');
    expect(paper).toHaveTextContent('Dialog TV Remote1LKR 1,200.00LKR 1,200.00');
    expect(paper).toHaveTextContent('RefundedLKR 1,200.00');
    expect(paper).toHaveTextContent("Credited to the customer's account");
    expect(paper).not.toHaveTextContent('HDMI Cable');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(within(note).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(note).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Bill Details' })).toHaveTextContent('CN-000045 · LKR 750.00');
  });

  it('Bill Details and the receipt show how the bill was paid: each tender, the cash handed over and the change', async () => {
    const payment = { tenders: [{ method: 'cash', amount: 1700 }, { method: 'card', amount: 1000 }], credit: 0, received: 2700, cashGiven: 2000, change: 300 };
    serve(staffUser, { payment });
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await screen.findAllByText('Kasun Perera');
    await user.click(await within(rowOf('Kasun Perera')).findByRole('button', { name: /^Bill Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' });
    expect((await within(details).findByText('Paid by Cash')).closest('tr')).toHaveTextContent('LKR 1,700.00');
    expect(within(details).getByText('Paid by Card').closest('tr')).toHaveTextContent('LKR 1,000.00');
    expect(within(details).getByText('Cash handed over').closest('tr')).toHaveTextContent('LKR 2,000.00');
    expect(within(details).getByText('Change').closest('tr')).toHaveTextContent('LKR 300.00');
    expect(within(details).queryByText('Credit (on account)')).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(await within(rowOf('Kasun Perera')).findByRole('button', { name: /^Print Receipt/ }));
    const printing = await screen.findByRole('dialog', { name: 'Print Receipt' });
    const paper = (await within(printing).findByText('Receipt')).closest('.shop-printed-document')!;
    expect(paper).toHaveTextContent('TotalLKR 2,700.00CashLKR 1,700.00CardLKR 1,000.00Cash handed overLKR 2,000.00ChangeLKR 300.00');
  });

  it('shows no payment for a bill made without one', async () => {
    serve(staffUser);
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await screen.findAllByText('Kasun Perera');
    await user.click(await within(rowOf('Kasun Perera')).findByRole('button', { name: /^Bill Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' });
    await within(details).findByText('Net total');
    expect(within(details).queryByText(/^Paid by/)).not.toBeInTheDocument();
    expect(within(details).queryByText('Cash handed over')).not.toBeInTheDocument();
  });

  it('shows no returns rows in Bill Details for a bill nothing came back from', async () => {
    serve(staffUser, { returns: [], returnedAmount: 0, returnedProfit: 0 });
    renderScreen({ user: staffUser, path: '/bills', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await screen.findAllByText('Kasun Perera');
    await user.click(await within(rowOf('Kasun Perera')).findByRole('button', { name: /^Bill Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' });
    await within(details).findAllByText('Dialog TV Remote'); // its tag and its line
    expect(within(details).queryByText('Returns')).not.toBeInTheDocument();
    expect(within(details).queryByText('Returned')).not.toBeInTheDocument();
    expect(within(details).queryByText('Net total')).not.toBeInTheDocument();
  });

  it('offers no Return and no returns in Bill Details on a backend without payments', async () => {
    serve();
    renderScreen({ user: staffUser, path: '/bills' });
    const user = userEvent.setup({ delay: null });
    await screen.findAllByText('Kasun Perera');
    const row = rowOf('Kasun Perera');
    await within(row).findByRole('button', { name: /^Bill Details/ });
    expect(within(row).queryByRole('button', { name: /^Return/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Bill Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' });
    await within(details).findAllByText('Dialog TV Remote'); // its tag and its line
    expect(within(details).queryByText('Returns')).not.toBeInTheDocument();
    expect(within(details).queryByText('Net total')).not.toBeInTheDocument();
    expect(within(details).queryByText(/^Paid by/)).not.toBeInTheDocument();
  });
});
