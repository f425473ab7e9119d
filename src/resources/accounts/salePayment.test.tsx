import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildAgent, buildBill, buildCustomer, buildProduct, owner, staffUser, staffView, type BillRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { buildSale, buildTopUp, fakeBalance, type SaleRecord } from '../../../tests/support/recharges';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { agents } from '../agents';
import { bills } from '../bills';
import { customers } from '../customers';
import { products } from '../products';
import { rechargeHistory } from '../recharges/history';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' });
const ruwan = buildAgent({ firstName: 'Ruwan', lastName: 'Jayasinghe', phoneNumber: '0712223334' });
const hdmi = buildProduct({ name: 'HDMI Cable', quantity: 3, sellingPrice: 750 });
const freeSim = buildProduct({ name: 'Free SIM', quantity: 5, buyingPrice: 0, sellingPrice: 0 });
const PAYMENTS = ['payments'];

async function pick(user: UserEvent, dialog: HTMLElement, label: string, text: string, option: RegExp) {
  const box = within(dialog).getAllByRole('combobox', { name: label }).at(-1)!;
  await user.click(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The Create Bill dialog of a shop whose backend takes payments, with Kasun and an HDMI cable at LKR 750 picked. */
async function billFor(user = staffUser, product = hdmi) {
  const billApi = fakeResourceApi(bills.routes!, [] as BillRecord[], (body) => ({ ...buildBill(kasun, []), ...body }) as BillRecord);
  api.use(...billApi.handlers, ...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers);
  api.use(...fakeResourceApi(products.routes!, [staffView(product, ['buyingPrice'])], buildProduct).handlers);
  renderScreen({ user, path: '/bills', features: PAYMENTS });
  const events = userEvent.setup({ delay: null });
  await events.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
  await pick(events, dialog, 'Customer', 'kasun', /Kasun Perera/);
  await pick(events, dialog, 'Product', product.name.split(' ')[0]!.toLowerCase(), new RegExp(product.name));
  return { billApi, user: events, dialog };
}

const line = (dialog: HTMLElement, label: string) => within(dialog).getByText(`${label}:`, { exact: false });

describe('how a bill is paid (product.md §10)', () => {
  it('follows the total with one cash tender, shows the change, and sends the payment', async () => {
    const { billApi, user, dialog } = await billFor();
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(750));
    expect(line(dialog, 'Still due')).toHaveTextContent('Still due: LKR 0.00');
    await user.type(within(dialog).getByLabelText('Cash handed over'), '1000');
    expect(line(dialog, 'Change to give')).toHaveTextContent('Change to give: LKR 250.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(billApi.writes()[0].body).toEqual({
      customerId: kasun._id,
      products: [{ productId: hdmi._id, quantity: 1, billedPrice: 750 }],
      payment: { tenders: [{ method: 'cash', amount: 750 }], cashGiven: 1000 },
    });
  });

  it("says in words what its ⊕ does: 'Add a way to pay', beside the icon", async () => {
    const { dialog } = await billFor();
    const add = within(dialog).getByRole('button', { name: 'Add a way to pay' });
    expect(add).toHaveTextContent('Add a way to pay');
    expect(add.querySelector('svg')).not.toBeNull();
  });

  it('says what is still due as a split is typed, refuses one that does not add up, and sends cash and credit', async () => {
    const { billApi, user, dialog } = await billFor();
    const amount = within(dialog).getByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveValue(750));
    await user.clear(amount);
    await user.type(amount, '1235');
    // More than the total is said as such, never as a negative amount still due.
    expect(line(dialog, 'More than is due by')).toHaveTextContent('More than is due by: LKR 485.00');
    expect(within(dialog).queryByText(/-485/)).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '500');
    expect(line(dialog, 'Still due')).toHaveTextContent('Still due: LKR 250.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Payments add up to LKR 500.00, but the total is LKR 750.00')).toBeInTheDocument();
    expect(billApi.writes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Add a way to pay' }));
    const methods = within(dialog).getAllByRole('combobox', { name: 'Method' });
    await user.click(methods[1]);
    await user.click(await screen.findByRole('option', { name: 'Credit (on account)' }));
    await user.type(within(dialog).getAllByLabelText('Amount')[1], '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(billApi.writes()[0].body).toMatchObject({
      payment: { tenders: [{ method: 'cash', amount: 500 }, { method: 'credit', amount: 250 }], cashGiven: null },
    });
  }, 60_000);

  it('asks for no tenders when nothing is due (a free SIM), and sends no payment', async () => {
    const { billApi, user, dialog } = await billFor(staffUser, freeSim);
    expect(await within(dialog).findByText('Nothing is due: no payment to take')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Method' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(billApi.writes()[0].body).toEqual({ customerId: kasun._id, products: [{ productId: freeSim._id, quantity: 1, billedPrice: 0 }] });
  }, 60_000);

  it('says under Cash handed over that it cannot exceed 10,000,000, and sends nothing', async () => {
    const { billApi, user, dialog } = await billFor();
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(750));
    const given = within(dialog).getByLabelText('Cash handed over');
    await user.type(given, '10000000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(given).toHaveAccessibleDescription('Cash handed over cannot exceed 10,000,000'));
    // Said once, under its own field, not again under the tenders.
    expect(within(dialog).getAllByText('Cash handed over cannot exceed 10,000,000')).toHaveLength(1);
    expect(billApi.writes()).toEqual([]);
  }, 60_000);

  it('offers the owner leave to go over a credit limit once credit is chosen', async () => {
    const { user, dialog } = await billFor(owner);
    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Credit (on account)' }));
    expect(await within(dialog).findByLabelText('Allow this sale over the credit limit (logged)')).toBeInTheDocument();
  });
});

describe('how a recharge sale is paid', () => {
  it('puts an agent’s reload on credit, with his limit and what he will owe beside it', async () => {
    const sales = fakeResourceApi(rechargeHistory.routes!, [] as SaleRecord[], (body) => buildSale({ ...body, soldToName: 'Ruwan Jayasinghe' }));
    const balance = fakeBalance(() => [buildTopUp({ rechargeType: 'Dialog', topUpValue: 5000 })], () => sales.state.records);
    api.use(...sales.handlers, balance.handler, ...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers);
    api.use(...fakeResourceApi(agents.routes!, [ruwan], buildAgent).handlers);
    // Ruwan's account, as the Accounts screen reads it.
    const account = { partyType: 'agent', partyId: ruwan._id, name: 'Ruwan Jayasinghe', phoneNumber: ruwan.phoneNumber, balance: 1000, creditLimit: 5000, oldestUnpaidAt: null, movements: [] };
    api.use(http.get(`*/api/accounts/agent/${ruwan._id}`, () => HttpResponse.json(account)));
    renderScreen({ user: staffUser, path: '/recharges/history', features: PAYMENTS });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Record Sale' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Sale' });
    const choose = async (label: string, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Recharge Type', 'Dialog');
    await user.type(within(dialog).getByLabelText(/^Sold Value/), '1000');
    await user.type(within(dialog).getByLabelText(/^Sold Price/), '980');
    await choose('Customer Type', 'Agent');
    await pick(user, dialog, 'Customer / Agent', 'ruwan', /Ruwan Jayasinghe/);
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(980));
    await choose('Method', 'Credit (on account)');
    const figures = await within(dialog).findByRole('group', { name: 'Credit account' });
    expect(figures).toHaveTextContent('Credit limit: LKR 5,000.00');
    expect(figures).toHaveTextContent('Owes now: LKR 1,000.00');
    expect(figures).toHaveTextContent('Owes after this sale: LKR 1,980.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sale recorded successfully')).toBeInTheDocument();
    expect(sales.writes()[0].body).toEqual({
      rechargeType: 'Dialog',
      soldValue: 1000,
      soldPrice: 980,
      soldToType: 'agent',
      soldToId: ruwan._id,
      payment: { tenders: [{ method: 'credit', amount: 980 }], cashGiven: null },
    });
  }, 45_000);
});
