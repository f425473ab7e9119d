import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { owner } from '../../../tests/support/builders';
import { renderScreen } from '../../../tests/support/renderApp';
import { phone, serveRepairShop } from '../../../tests/support/repairShop';
import { setupApi } from '../../../tests/support/server';

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });

// Ten years of repairs, as a server that pages holds them: the console only ever sees a page.
const TOTAL = 100_000;

/** Our server: a page of the ten-year shop with what each repair has been paid, its total and its figures; what each request asked. */
function servePagedRepairs() {
  const asked: URLSearchParams[] = [];
  serveRepairShop(api, owner);
  api.use(
    http.get('*/api/repairs', ({ request }) => {
      const words = new URL(request.url).searchParams;
      asked.push(words);
      const filter = JSON.parse(words.get('_filter') ?? '{}') as { q?: string };
      const total = filter.q ? 1 : TOTAL;
      const size = Math.min(Number(words.get('_perPage')), total);
      const data = Array.from({ length: size }, (_, index) => ({
        ...phone,
        _id: `r-${words.get('_page')}-${index}`,
        repairProduct: filter.q ? 'Redmi Note 12' : `Samsung Galaxy A52 #${index}`,
        number: index + 1,
        paid: 4000,
        due: phone.finalAmount - 4000,
      }));
      const summary = { count: total, received: 0, inProgress: 0, pendingParts: 0, sent: total, returned: 0, collected: 0, totalRevenue: total * phone.finalAmount, totalProfit: total * phone.profit! };
      return HttpResponse.json({ data, total, summary });
    }),
  );
  return asked;
}

const card = (label: string) => within(screen.getByRole('group', { name: 'Summary' })).getByText(label).parentElement!;

describe('Repair Management list on a server that pages (docs/architecture.md)', () => {
  it("shows the server's page with what is due, the figures it summed, and asks it to filter and search", async () => {
    const asked = servePagedRepairs();
    renderScreen({ user: owner, path: '/repairs/management?filter=%7B%22overdue%22%3Atrue%7D', features: ['payments', 'paging'] });
    await screen.findByText('Samsung Galaxy A52 #0', {}, { timeout: 15_000 });
    await waitFor(() => expect(card('Repairs shown')).toHaveTextContent('100,000'));
    expect(card('Sent to Company')).toHaveTextContent('100,000');
    expect(card('Pending Parts')).toHaveTextContent('0');
    expect(card('Total revenue')).toHaveTextContent('LKR 1,400,000,000.00');
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(12);
    // The balance still due, from the page's own records.
    expect(within(screen.getByText('Samsung Galaxy A52 #0').closest('tr')!).getByText('Due LKR 10,000.00')).toBeInTheDocument();
    const first = asked.find((words) => words.has('_page'))!;
    expect(Object.fromEntries(first)).toMatchObject({ _page: '1', _perPage: '10', _sort: 'dateIn', _order: 'DESC' });
    expect(JSON.parse(first.get('_filter')!)).toEqual({ overdue: true });

    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText(/Search by customer/), 'r-000');
    await screen.findByText('Redmi Note 12', {}, { timeout: 15_000 });
    await waitFor(() => expect(card('Repairs shown')).toHaveTextContent(/^\D*1$/));
    expect(JSON.parse(asked[asked.length - 1].get('_filter')!)).toEqual({ overdue: true, q: 'r-000' });
  });
});
