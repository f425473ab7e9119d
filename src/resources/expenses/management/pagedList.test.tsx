import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCategory, buildExpense, owner, type ExpenseRecord } from '../../../../tests/support/builders';
import { fakeResourceApi } from '../../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../../tests/support/renderApp';
import { setupApi } from '../../../../tests/support/server';
import { expenseCategories } from '../categories';

const api = setupApi();
const rent = buildCategory({ name: 'Shop Rent' });
const tea = buildCategory({ name: 'Tea and Refreshments' });
// Ten years of expenses, as a server that pages holds them: the console only ever sees a page.
const TOTAL = 100_000;
const TEA_TOTAL = 3;
const expenseAt = (index: number, category = index % 2 ? tea : rent): ExpenseRecord =>
  buildExpense(category, { amount: 500, description: `${category.name} #${index + 1}`, expenseDate: '2026-03-12' });

/** Our server: a page of the ten-year shop, its total and its figures (the global one over every expense); what each request asked. */
function servePagedExpenses() {
  const asked: URLSearchParams[] = [];
  api.use(
    ...fakeResourceApi(expenseCategories.routes!, [rent, tea], buildCategory).handlers,
    http.get('*/api/expenses', ({ request }) => {
      const words = new URL(request.url).searchParams;
      asked.push(words);
      const filter = JSON.parse(words.get('_filter') ?? '{}') as { q?: string; categoryId?: string };
      const narrowed = Boolean(filter.q || filter.categoryId);
      const total = narrowed ? TEA_TOTAL : TOTAL;
      const size = Number(words.get('_perPage') ?? total);
      const data = Array.from({ length: Math.min(size, total) }, (_, index) => expenseAt(index, narrowed ? tea : undefined));
      if (!words.has('_page')) return HttpResponse.json(data);
      return HttpResponse.json({ data, total, summary: { filteredTotal: total * 500, globalTotal: TOTAL * 500, count: total } });
    }),
  );
  return asked;
}

const card = (label: string) => screen.getByText(label).parentElement!;
const lastFilter = (asked: URLSearchParams[]) => JSON.parse(asked[asked.length - 1].get('_filter') ?? '{}');

describe('Expense Management on a server that pages (docs/architecture.md)', () => {
  it("shows the server's page and figures, and asks it to filter by category and to search", async () => {
    const asked = servePagedExpenses();
    renderScreen({ user: owner, path: '/expenses/management', features: ['paging'] });
    const found = await screen.findByText('Records found', {}, { timeout: 15_000 });
    await waitFor(() => expect(found.parentElement).toHaveTextContent('100,000'));
    expect(card('Filtered total')).toHaveTextContent('LKR 50,000,000.00');
    expect(card('Global total')).toHaveTextContent('LKR 50,000,000.00');
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(12);
    expect(asked[0].get('_page')).toBe('1');
    expect(asked[0].get('_sort')).toBe('expenseDate');
    expect(asked[0].get('_order')).toBe('DESC');

    const user = userEvent.setup({ delay: null });
    const toolbar = screen.getByPlaceholderText('Search by description or category').closest('form')!;
    await user.click(await within(toolbar).findByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Tea and Refreshments' }));
    await waitFor(() => expect(card('Records found')).toHaveTextContent(/^\D*3$/));
    // The category goes to the server by its id; the global total stays the shop's whole.
    expect(lastFilter(asked)).toEqual({ categoryId: tea._id });
    expect(card('Filtered total')).toHaveTextContent('LKR 1,500.00');
    expect(card('Global total')).toHaveTextContent('LKR 50,000,000.00');

    await user.type(screen.getByPlaceholderText('Search by description or category'), 'biscuits');
    await waitFor(() => expect(lastFilter(asked)).toEqual({ categoryId: tea._id, q: 'biscuits' }));
    expect(screen.queryByText('Shop Rent #1')).not.toBeInTheDocument();
  });
});
