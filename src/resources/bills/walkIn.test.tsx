import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildBill, buildCustomer, buildProduct, staffUser, staffView, type BillRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { MESSAGES } from '../../domain/messages';
import { WALK_IN_CUSTOMER_ID } from '../../domain/walkIn';
import { customers } from '../customers';
import { products } from '../products';
import { bills } from '.';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', createdAt: '2026-03-12T04:30:00.000Z' });
const nimal = buildCustomer({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '0712223334', createdAt: '2026-03-13T04:30:00.000Z' });
// As our server keeps it (migration 0016): no phone, NIC or card, created "at the epoch".
const walkIn = buildCustomer({
  _id: WALK_IN_CUSTOMER_ID,
  firstName: 'Walk-in',
  lastName: 'customer',
  address: '',
  phoneNumber: '',
  whatsappNumber: '',
  nicNumber: '',
  cardNumber: '',
  createdAt: '1970-01-01T00:00:00.000Z',
});
const charger = buildProduct({ name: 'Phone Charger', quantity: 5, sellingPrice: 1500 });

/** A shop whose backend keeps the walk-in customer (and takes payments), on the Bills screen. */
function serveShop() {
  const billApi = fakeResourceApi(bills.routes!, [] as BillRecord[], (body) => ({ ...buildBill(walkIn, []), ...body }) as BillRecord);
  api.use(...billApi.handlers, ...fakeResourceApi(customers.routes!, [kasun, nimal], buildCustomer).handlers);
  api.use(http.get('*/api/customers/built-in', () => HttpResponse.json([walkIn])));
  api.use(...fakeResourceApi(products.routes!, [staffView(charger, ['buyingPrice'])], buildProduct).handlers);
  return billApi;
}

async function createBill() {
  const billApi = serveShop();
  renderScreen({ user: staffUser, path: '/bills', features: ['payments', 'walkIn'] });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
  return { billApi, user, dialog };
}

async function choose(user: UserEvent, box: HTMLElement, option: string | RegExp) {
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the walk-in customer (product.md §10)', () => {
  it('comes first in the bill’s customer picker, by its name alone; credit for it is refused under the field; cash is sent', async () => {
    const { billApi, user, dialog } = await createBill();
    const customer = within(dialog).getByRole('combobox', { name: 'Customer' });
    await user.click(customer);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Walk-in customer', 'Nimal Silva · 0712223334 · 987654321V · ' + nimal.cardNumber, expect.stringMatching(/^Kasun Perera/)]);
    await user.click(options[0]);
    await choose(user, within(dialog).getByRole('combobox', { name: 'Product' }), /Phone Charger/);
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(1500));

    await choose(user, within(dialog).getByRole('combobox', { name: 'Method' }), 'Credit (on account)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refusal = await within(dialog).findByText(MESSAGES.walkInNoCredit);
    // Under the customer field, where the choice to change is.
    expect(refusal.closest('.MuiFormControl-root')).toBe(customer.closest('.MuiFormControl-root'));
    expect(billApi.writes()).toEqual([]);

    await choose(user, within(dialog).getByRole('combobox', { name: 'Method' }), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(billApi.writes()[0].body).toMatchObject({ customerId: WALK_IN_CUSTOMER_ID, payment: { tenders: [{ method: 'cash', amount: 1500 }] } });
  }, 60_000);

  it('is not among the customers the Customers screen lists', async () => {
    serveShop();
    renderScreen({ user: staffUser, path: '/customers', features: ['payments', 'walkIn'] });
    expect(await screen.findByText('Kasun Perera', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Nimal Silva')).toBeInTheDocument();
    expect(screen.queryByText(/Walk-in/)).not.toBeInTheDocument();
  });
});
