import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildBill, buildCustomer, buildProduct, owner, type BillRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { toCents } from '../../domain/money';
import { overLimit, refusalText } from '../../domain/payments';
import { customers } from '../customers';
import { products } from '../products';
import { bills } from '.';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' });
const charger = buildProduct({ name: 'Phone Charger', quantity: 5, sellingPrice: 1500 });
// Kasun may owe LKR 1,000.00 and already owes LKR 500.00: a LKR 1,500.00 credit sale goes over.
const refusal = overLimit(toCents(500), toCents(1500), toCents(1000))!;
const OVER_LIMIT = refusalText(refusal);

/** Kasun's account as the Accounts screen reads it (GET /accounts/customer/:id), LKR. */
const accountOf = (balance: number, creditLimit: number) => ({
  partyType: 'customer',
  partyId: kasun._id,
  name: 'Kasun Perera',
  phoneNumber: kasun.phoneNumber,
  balance,
  creditLimit,
  oldestUnpaidAt: null,
  movements: [],
});

/**
 * Bills on a server that refuses credit over Kasun's limit (409, as ours answers) unless the
 * owner allows this one sale; records every bill posted, refused or not. `account`: Kasun's
 * account as the server answers it; none served, it cannot be read (the server decides alone).
 */
function serveShop(account?: ReturnType<typeof accountOf>) {
  const posted: Record<string, unknown>[] = [];
  if (account) api.use(http.get(`*/api/accounts/customer/${kasun._id}`, () => HttpResponse.json(account)));
  const billApi = fakeResourceApi(bills.routes!, [] as BillRecord[], (body) => ({ ...buildBill(kasun, []), ...body }) as BillRecord);
  api.use(
    http.post('*/api/bills', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      if (body.allowOverLimit === true) return HttpResponse.json({ ...buildBill(kasun, []), ...body }, { status: 201 });
      return HttpResponse.json({ message: OVER_LIMIT }, { status: 409 });
    }),
    ...billApi.handlers,
    ...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers,
    ...fakeResourceApi(products.routes!, [charger], buildProduct).handlers,
  );
  return posted;
}

async function choose(user: UserEvent, box: HTMLElement, option: string | RegExp) {
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The owner's (or `who`'s) Create Bill with Kasun and one charger at LKR 1,500.00 picked, still paid in cash. */
async function billForKasun(account?: ReturnType<typeof accountOf>, who = owner) {
  const posted = serveShop(account);
  renderScreen({ user: who, path: '/bills', features: ['payments'] });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
  await choose(user, within(dialog).getByRole('combobox', { name: 'Customer' }), /^Kasun Perera/);
  await choose(user, within(dialog).getByRole('combobox', { name: 'Product' }), /Phone Charger/);
  await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(1500));
  return { posted, user, dialog };
}

/** The same bill, all of it on credit. */
async function billOnCredit(account?: ReturnType<typeof accountOf>, who = owner) {
  const bill = await billForKasun(account, who);
  await choose(bill.user, within(bill.dialog).getByRole('combobox', { name: 'Method' }), 'Credit (on account)');
  return bill;
}

const creditFigures = (dialog: HTMLElement) => within(dialog).findByRole('group', { name: 'Credit account' });

describe('a bill on credit over the customer’s limit (product.md §10)', () => {
  // Kasun's account is not read here: the server's refusal is what stops the sale.
  it('shows the server’s refusal, naming the limit and what is already owed, and keeps the dialog open', async () => {
    expect(OVER_LIMIT).toBe('Credit limit exceeded: limit LKR 1,000.00, already owed LKR 500.00, this sale LKR 1,500.00');
    const { posted, user, dialog } = await billOnCredit();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(OVER_LIMIT, { exact: false }, { timeout: 10_000 })).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]).not.toHaveProperty('allowOverLimit');
    expect(posted[0]).toMatchObject({ customerId: kasun._id, payment: { tenders: [{ method: 'credit', amount: 1500 }] } });
    expect(screen.getByRole('dialog', { name: 'Create Bill' })).toBeInTheDocument();
    expect(screen.queryByText('Bill created successfully')).not.toBeInTheDocument();
  }, 60_000);

  it('lets the owner allow this one sale over the limit: the bill goes through', async () => {
    const { posted, user, dialog } = await billOnCredit();
    await user.click(within(dialog).getByRole('switch', { name: 'Allow this sale over the credit limit (logged)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ customerId: kasun._id, allowOverLimit: true, payment: expect.objectContaining({ tenders: [{ method: 'credit', amount: 1500 }] }) })]);
    expect(screen.queryByText(OVER_LIMIT, { exact: false })).not.toBeInTheDocument();
  }, 60_000);
});

describe('a bill on credit: the customer’s account before Save (product.md §10)', () => {
  it('shows his credit limit, what he owes now and what this sale leaves him owing, and sends the bill', async () => {
    const { posted, user, dialog } = await billOnCredit(accountOf(500, 5000));
    const figures = await creditFigures(dialog);
    expect(figures).toHaveTextContent('Credit limit: LKR 5,000.00');
    expect(figures).toHaveTextContent('Owes now: LKR 500.00');
    expect(figures).toHaveTextContent('Owes after this sale: LKR 2,000.00');
    // Part of it in cash: the figure follows what goes on credit.
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Add a way to pay' }));
    await choose(user, within(dialog).getAllByRole('combobox', { name: 'Method' })[1]!, 'Cash');
    await user.type(within(dialog).getAllByLabelText('Amount')[1]!, '500');
    expect(figures).toHaveTextContent('Owes after this sale: LKR 1,500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ payment: { tenders: [{ method: 'credit', amount: 1000 }, { method: 'cash', amount: 500 }] } });
  }, 60_000);

  it('says the refusal under the tenders as soon as the credit passes his limit, and Save sends nothing', async () => {
    const { posted, user, dialog } = await billOnCredit(accountOf(500, 1000));
    expect(await within(dialog).findByText(OVER_LIMIT)).toBeInTheDocument();
    expect(await creditFigures(dialog)).toHaveTextContent('Owes after this sale: LKR 2,000.00');
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(OVER_LIMIT)).toBeInTheDocument();
    expect(posted).toEqual([]);
    // Within the limit again (LKR 500.00 on credit, the rest in cash): the refusal goes, and the bill is sent.
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add a way to pay' }));
    await choose(user, within(dialog).getAllByRole('combobox', { name: 'Method' })[1]!, 'Cash');
    await user.type(within(dialog).getAllByLabelText('Amount')[1]!, '1000');
    await waitFor(() => expect(within(dialog).queryByText(OVER_LIMIT)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
  }, 60_000);

  it('lets the owner allow the sale over his limit: no refusal under the tenders, the server is asked', async () => {
    const { posted, user, dialog } = await billOnCredit(accountOf(500, 1000));
    expect(await within(dialog).findByText(OVER_LIMIT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Allow this sale over the credit limit (logged)' }));
    await waitFor(() => expect(within(dialog).queryByText(OVER_LIMIT)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ allowOverLimit: true })]);
  }, 60_000);

  it('does not offer Credit to a customer whose credit limit is 0, and says why', async () => {
    const { dialog, user } = await billForKasun(accountOf(0, 0));
    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    const withheld = await screen.findByRole('option', { name: 'Credit (on account): no credit limit given' });
    expect(withheld).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('option', { name: 'Credit (on account)' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cash' })).not.toHaveAttribute('aria-disabled');
  }, 60_000);

  it('says what the shop owes him as such, before and after the sale, never as a negative amount owed', async () => {
    const { dialog, user } = await billOnCredit(accountOf(-2000, 1000));
    const figures = await creditFigures(dialog);
    expect(figures).toHaveTextContent('We owe them now: LKR 2,000.00');
    expect(figures).toHaveTextContent('We owe them after this sale: LKR 500.00');
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '2500');
    expect(figures).toHaveTextContent('Owes after this sale: LKR 500.00');
    expect(figures).not.toHaveTextContent('-');
  }, 60_000);
});
