import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildAgent, buildCustomer, owner } from '../../../tests/support/builders';
import { buildSale, buildTopUp, type SaleRecord } from '../../../tests/support/recharges';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0761112223', nicNumber: '199012345678', cardNumber: 'DTV-4455' });
const ruwan = buildAgent({ firstName: 'Ruwan', lastName: 'Jayasinghe', phoneNumber: '0712223334', whatsappNumber: '', nicNumber: '881234567V' });
// Ten years of sales, as a server that pages holds them: the console only ever sees a page.
const TOTAL = 200_000;
type PagedSale = SaleRecord & { buyer: Record<string, unknown> };
const made = new Map<string, PagedSale>();
const saleAt = (index: number, toAgent = index % 2 === 1): PagedSale => {
  const key = `${index}:${toAgent}`;
  if (!made.has(key)) made.set(key, newSale(index, toAgent));
  return made.get(key)!;
};
const newSale = (index: number, toAgent: boolean): PagedSale => {
  const buyer = toAgent ? ruwan : kasun;
  const { _id, firstName, lastName, phoneNumber, whatsappNumber, nicNumber, cardNumber } = buyer as unknown as Record<string, unknown>;
  return {
    ...buildSale({
      soldToType: toAgent ? 'agent' : 'customer',
      soldToId: String(_id),
      soldToName: `${firstName} ${lastName}`,
      saleDate: new Date(Date.UTC(2026, 2, 12, 4, 30) - index * 60_000).toISOString(),
    }),
    buyer: { _id, firstName, lastName, phoneNumber, whatsappNumber, nicNumber, ...(toAgent ? {} : { cardNumber }) },
  };
};

/** Our server: a page of the ten-year shop with each sale's buyer, its total and its figures; what each request asked. */
function servePagedSales() {
  const asked: URLSearchParams[] = [];
  const people: string[] = [];
  api.use(
    http.get('*/api/recharge/sales', ({ request }) => {
      const words = new URL(request.url).searchParams;
      asked.push(words);
      const filter = JSON.parse(words.get('_filter') ?? '{}') as { q?: string; id?: string[] };
      const size = Number(words.get('_perPage'));
      // getOne and getMany ask by id, among the sales already shown.
      const found = filter.id ? [...made.values()].filter((sale) => filter.id!.includes(sale._id)) : undefined;
      const total = found?.length ?? (filter.q ? 1 : TOTAL);
      const data = found ?? Array.from({ length: Math.min(size, total) }, (_, index) => saleAt(index, filter.q ? true : undefined));
      const summary = { count: total, totalSoldPrice: total * 500, totalSoldValue: total * 500, totalCost: total * 482.5, totalProfit: total * 17.5 };
      return HttpResponse.json({ data, total, summary });
    }),
    // The buyers come with the page: reading every customer and agent would defeat it.
    http.get('*/api/customers', ({ request }) => void people.push(request.url)),
    http.get('*/api/agents', ({ request }) => void people.push(request.url)),
  );
  return { asked, people };
}

const figure = (label: string) => within(screen.getByRole('group', { name: 'Summary' })).getByText(label).parentElement!;

describe('Sales History on a server that pages (docs/architecture.md)', () => {
  it("shows the server's page and figures, reads each buyer from the sale, and asks the server to search", async () => {
    const { asked, people } = servePagedSales();
    renderScreen({ user: owner, path: '/recharges/history', features: ['paging'] });
    await waitFor(() => expect(figure('Records')).toHaveTextContent('200,000'), { timeout: 15_000 });
    expect(figure('Total Sold Price')).toHaveTextContent('LKR 100,000,000.00');
    expect(figure('Total Profit')).toHaveTextContent('LKR 3,500,000.00');
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(12);
    expect(Object.fromEntries(asked[0])).toMatchObject({ _page: '1', _perPage: '10', _sort: 'saleDate', _order: 'DESC' });
    // Sale Details shows the buyer's phone from the sale itself.
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getAllByRole('button', { name: /^Sale Details/ })[0]);
    expect(await within(await screen.findByRole('dialog')).findByText('0771234567')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(screen.getByPlaceholderText('Search by name, NIC, phone or card number'), '881234567v');
    await waitFor(() => expect(figure('Records')).toHaveTextContent(/^\D*1$/));
    expect(JSON.parse(asked[asked.length - 1].get('_filter')!)).toEqual({ q: '881234567v' });
    expect(people).toEqual([]);
  });
});

describe('Recharge Management on a server that pages', () => {
  it("shows the server's page and its figures, the records shown of those kept included", async () => {
    const asked: URLSearchParams[] = [];
    api.use(
      http.get('*/api/recharge/topup', ({ request }) => {
        const words = new URL(request.url).searchParams;
        asked.push(words);
        const filter = JSON.parse(words.get('_filter') ?? '{}') as { rechargeType?: string };
        const total = filter.rechargeType ? 1_000 : 5_000;
        const data = Array.from({ length: 10 }, (_, index) => buildTopUp({ topUpDate: new Date(Date.UTC(2026, 2, 11, 18, 30) - index * 86_400_000).toISOString() }));
        return HttpResponse.json({ data, total, summary: { totalValue: total * 5000, totalCost: total * 4825, records: `${total.toLocaleString('en-LK')} / 5,000` } });
      }),
    );
    renderScreen({ user: owner, path: '/recharges/management?filter=%7B%22rechargeType%22%3A%22Dialog%22%7D', features: ['paging'] });
    await waitFor(() => expect(figure('Records')).toHaveTextContent('1,000 / 5,000'), { timeout: 15_000 });
    expect(figure('Total Value')).toHaveTextContent('LKR 5,000,000.00');
    expect(figure('Total Cost')).toHaveTextContent('LKR 4,825,000.00');
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(12);
    expect(Object.fromEntries(asked[0])).toMatchObject({ _page: '1', _perPage: '10', _sort: 'topUpDate', _order: 'DESC', _filter: '{"rechargeType":"Dialog"}' });
  });
});
