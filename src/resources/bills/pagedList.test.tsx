import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBill, buildCustomer, owner, staffUser, staffView, type BillRecord } from '../../../tests/support/builders';
import { captureDownloads } from '../../../tests/support/download';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' });
const nimal = buildCustomer({ firstName: 'Nimal', lastName: 'Silva', phoneNumber: '0719876543' });
// Ten years of bills, as a server that pages holds them: the console only ever sees a page.
const TOTAL = 500_000;
const billAt = (index: number, customer = index % 2 ? nimal : kasun): BillRecord =>
  buildBill(customer, [{ name: 'HDMI Cable', quantity: 1, billedPrice: 750 }], { createdAt: new Date(Date.UTC(2026, 2, 12, 4, 30) - index * 60_000).toISOString(), profit: 350 });

/** Our server: a page of the ten-year shop, its total and its figures; what each request asked. */
function servePagedBills(user = owner) {
  const asked: URLSearchParams[] = [];
  api.use(
    http.get('*/api/bills', ({ request }) => {
      const words = new URL(request.url).searchParams;
      asked.push(words);
      const filter = JSON.parse(words.get('_filter') ?? '{}') as { q?: string };
      const total = filter.q ? 2 : TOTAL;
      const all = (count: number) => Array.from({ length: count }, (_, index) => billAt(index, filter.q ? kasun : undefined));
      const shown = (records: BillRecord[]) => (user.role === 'super_admin' ? records : records.map((bill) => staffView(bill, ['profit'])));
      // An export asks every matching record: the search's two.
      if (!words.has('_page')) return HttpResponse.json(shown(all(2)));
      const page = Number(words.get('_page'));
      const size = Number(words.get('_perPage'));
      const data = shown(all(Math.min(size, total))).map((bill, index) => ({ ...bill, _id: `b-${page}-${index}`, id: undefined }));
      const summary = { count: total, totalSales: total * 750, ...(user.role === 'super_admin' ? { totalProfit: total * 350 } : {}) };
      return HttpResponse.json({ data, total, summary });
    }),
  );
  return asked;
}

const card = (label: string) => screen.getByText(label).parentElement!;
const lastAsked = (asked: URLSearchParams[]) => Object.fromEntries(asked[asked.length - 1]);

describe('Bills list on a server that pages (docs/architecture.md)', () => {
  let downloads: ReturnType<typeof captureDownloads>;
  beforeEach(() => {
    downloads = captureDownloads();
  });
  afterEach(() => downloads.restore());

  it("shows the server's page, its total and the figures it summed over all ten years", async () => {
    const asked = servePagedBills();
    renderScreen({ user: owner, path: '/bills', features: ['paging'] });
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent('500,000'));
    expect(card('Total sales')).toHaveTextContent('LKR 375,000,000.00');
    expect(card('Total profit')).toHaveTextContent('LKR 175,000,000.00');
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(12);
    expect(screen.getByText(/1-10 of 500000|1–10 of 500,000|1-10 of 500,000/)).toBeInTheDocument();
    expect(asked[0].get('_page')).toBe('1');
    expect(asked[0].get('_perPage')).toBe('10');
    expect(asked[0].get('_sort')).toBe('createdAt');
    expect(asked[0].get('_order')).toBe('DESC');
  });

  it('asks the server to search and to turn the page', async () => {
    const asked = servePagedBills(staffUser);
    renderScreen({ user: staffUser, path: '/bills', features: ['paging'] });
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent('500,000'));
    expect(screen.queryByText('Total profit')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(asked.some((words) => words.get('_page') === '2' && !words.get('_filter')?.includes('"q"'))).toBe(true));
    await user.type(screen.getByPlaceholderText(/IMEI \/ serial/), 'kasun');
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent(/^\D*2$/));
    expect(JSON.parse(lastAsked(asked)._filter)).toEqual({ q: 'kasun' });
    expect(screen.queryByText('Nimal Silva')).not.toBeInTheDocument();
  });

  it('exports every matching bill, asked of the server without a page', async () => {
    const asked = servePagedBills();
    renderScreen({ user: owner, path: '/bills?filter=%7B%22q%22%3A%22kasun%22%7D', features: ['paging'] });
    await waitFor(() => expect(card('Bills shown')).toHaveTextContent(/^\D*2$/));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(async () => expect(await downloads.last()).toBeDefined());
    const exported = asked.find((words) => !words.has('_page'))!;
    expect(JSON.parse(exported.get('_filter')!)).toEqual({ q: 'kasun' });
    const lines = (await downloads.last())!.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(within(document.body).queryByText('Nimal Silva')).not.toBeInTheDocument();
    expect(lines[1]).toContain('Kasun Perera');
  });

  it('an empty page: the empty message and figures of nothing, no placeholder left', async () => {
    api.use(http.get('*/api/bills', () => HttpResponse.json({ data: [], total: 0, summary: { count: 0, totalSales: 0, totalProfit: 0 } })));
    renderScreen({ user: owner, path: '/bills', features: ['paging'] });
    expect(await screen.findByText('No bills found', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(card('Bills shown')).toHaveTextContent(/^\D*0$/);
    expect(card('Total sales')).toHaveTextContent('LKR 0.00');
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it("a page the server cannot read: the list's message, and no figure left waiting", async () => {
    api.use(http.get('*/api/bills', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderScreen({ user: staffUser, path: '/bills', features: ['paging'] });
    expect(await screen.findByText('Failed to fetch bills', undefined, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bills shown')).not.toBeInTheDocument());
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
  });
});
