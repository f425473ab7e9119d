import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildBill, buildCustomer, buildProduct, staffUser, staffView, type BillRecord, type PersonRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { createDataProvider } from '../../dataProvider';
import { WALK_IN_CUSTOMER_ID } from '../../domain/walkIn';
import { createHttpClient } from '../../http';
import { SESSION_KEYS } from '../../session';
import { bills } from '../bills';
import { customers } from '.';
import { products } from '../products';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' });
const nimal = buildCustomer({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '0712223334' });
// As our server keeps it (migration 0016), served by its own route and never in the list.
const walkIn = buildCustomer({ _id: WALK_IN_CUSTOMER_ID, firstName: 'Walk-in', lastName: 'customer', address: '', phoneNumber: '', whatsappNumber: '', nicNumber: '', cardNumber: '' });
// Ten years of customers, as a server that pages holds them: the picker only ever sees a page.
const TOTAL = 100_000;

/** Our server: a page of customers (searched by name on `q`, found by `id`), the walk-in customer at its own route; what each list request asked. */
function servePagedCustomers() {
  const asked: URLSearchParams[] = [];
  api.use(
    http.get('*/api/customers', ({ request }) => {
      const words = new URL(request.url).searchParams;
      asked.push(words);
      const filter = JSON.parse(words.get('_filter') ?? '{}') as { q?: string; id?: string[] };
      const size = Number(words.get('_perPage'));
      let matched: PersonRecord[] = [kasun, nimal];
      if (filter.q) matched = matched.filter((person) => `${person.firstName} ${person.lastName}`.toLowerCase().includes(filter.q!.toLowerCase()));
      if (filter.id) matched = matched.filter((person) => filter.id!.includes(person._id));
      const total = filter.q || filter.id ? matched.length : TOTAL;
      return HttpResponse.json({ data: matched.slice(0, size), total, summary: {} });
    }),
    http.get('*/api/customers/built-in', () => HttpResponse.json([walkIn])),
  );
  return asked;
}

describe("a bill's customer picker on a server that pages customers", () => {
  it('asks the server for what was typed, and offers the walk-in customer first', async () => {
    const asked = servePagedCustomers();
    api.use(...fakeResourceApi(bills.routes!, [] as BillRecord[], (body) => ({ ...buildBill(kasun, []), ...body }) as BillRecord).handlers);
    api.use(...fakeResourceApi(products.routes!, [staffView(buildProduct({ name: 'Phone Charger' }), ['buyingPrice'])], buildProduct).handlers);
    renderScreen({ user: staffUser, path: '/bills', features: ['payments', 'walkIn', 'paging'] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
    const customer = within(dialog).getByRole('combobox', { name: 'Customer' });

    await user.click(customer);
    await waitFor(async () => expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Walk-in customer', expect.stringMatching(/^Kasun Perera/), expect.stringMatching(/^Nimal Silva/)]));
    // A page of the picker's size, not the shop's 100,000 customers.
    expect(asked[0].get('_page')).toBe('1');
    expect(asked[0].get('_perPage')).toBe('25');

    await user.type(customer, 'nim');
    await waitFor(() => expect(asked.some((words) => JSON.parse(words.get('_filter')!).q === 'nim')).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringMatching(/^Nimal Silva/)]));

    await user.clear(customer);
    await user.type(customer, 'wal');
    // The server never holds it; the console puts it first where it matches what was typed.
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Walk-in customer']));
    await user.click(screen.getByRole('option', { name: 'Walk-in customer' }));
    expect(customer).toHaveValue('Walk-in customer');
    // Nothing was ever read whole.
    expect(asked.every((words) => words.has('_page'))).toBe(true);
  }, 60_000);

  it("finds a bill's or repair's customer by id through the page (getMany), the walk-in customer from its own route", async () => {
    const asked = servePagedCustomers();
    localStorage.setItem(SESSION_KEYS.features, JSON.stringify(['walkIn', 'paging']));
    const http = createHttpClient({ baseUrl: '/api', getToken: () => 'token-1' });
    const dataProvider = createDataProvider({ http, resources: [customers] });
    const many = await dataProvider.getMany('customers', { ids: [nimal._id, WALK_IN_CUSTOMER_ID] });
    expect(many.data.map((person) => person.id).sort()).toEqual([nimal._id, WALK_IN_CUSTOMER_ID].sort());
    expect(asked.map((words) => [words.get('_page'), JSON.parse(words.get('_filter')!)])).toEqual([['1', { id: [nimal._id, WALK_IN_CUSTOMER_ID] }]]);
    localStorage.removeItem(SESSION_KEYS.features);
  });
});
