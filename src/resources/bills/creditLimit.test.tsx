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

/**
 * Bills on a server that refuses credit over Kasun's limit (409, as ours answers) unless the
 * owner allows this one sale; records every bill posted, refused or not.
 */
function serveShop() {
  const posted: Record<string, unknown>[] = [];
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

/** The owner's Create Bill: Kasun, one charger, all of it on credit. */
async function billOnCredit() {
  const posted = serveShop();
  renderScreen({ user: owner, path: '/bills', features: ['payments'] });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
  await choose(user, within(dialog).getByRole('combobox', { name: 'Customer' }), /^Kasun Perera/);
  await choose(user, within(dialog).getByRole('combobox', { name: 'Product' }), /Phone Charger/);
  await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(1500));
  await choose(user, within(dialog).getByRole('combobox', { name: 'Method' }), 'Credit (on account)');
  return { posted, user, dialog };
}

describe('a bill on credit over the customer’s limit (product.md §10)', () => {
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
