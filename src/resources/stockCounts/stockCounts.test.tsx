import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { CountSheetLine, StockCount } from '.';

/** Stock counts (issue 47): the list with its status chips, the count sheet, and what each role may do there. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

const FEATURES = ['stockLedger', 'stockCounts'];

const line = (overrides: Partial<CountSheetLine>): CountSheetLine => ({ _id: 'l1', productId: 'p1', name: 'HDMI Cable 1.5m', expected: 10, counted: null, difference: null, ...overrides });

function buildCount(forOwner: boolean, overrides: Partial<StockCount> = {}): StockCount {
  const lines = [
    line({ _id: 'l1', productId: 'p1', name: 'HDMI Cable 1.5m', expected: 10, ...(forOwner ? { unitCost: 450, value: 0 } : {}) }),
    line({ _id: 'l2', productId: 'p2', name: 'Type-C Cable 1m', expected: 4, ...(forOwner ? { unitCost: 320, value: 0 } : {}) }),
  ];
  return {
    id: 'c1',
    _id: 'c1',
    status: 'counting',
    search: 'cable',
    note: null,
    createdAt: '2026-03-12T04:30:00.000Z',
    updatedAt: '2026-03-12T04:30:00.000Z',
    submittedAt: null,
    closedAt: null,
    products: 2,
    counted: 0,
    differing: 0,
    over: 0,
    short: 0,
    ...(forOwner ? { value: 0, createdByName: 'Staff Demo' } : {}),
    lines,
    ...overrides,
  };
}

/** Serves one sheet; records each write. */
async function openCounts({ user = owner, features = FEATURES, status = 'counting' as StockCount['status'] } = {}) {
  const forOwner = user.role === 'super_admin';
  let count = buildCount(forOwner, { status });
  const writes: { method: string; path: string; body?: unknown }[] = [];
  const listed = () => (({ lines: _lines, ...rest }) => rest)(count);
  api.use(
    http.get('*/api/stock-counts', () => HttpResponse.json([listed()])),
    http.get('*/api/stock-counts/:id', () => HttpResponse.json(count)),
    http.post('*/api/stock-counts', async ({ request }) => {
      writes.push({ method: 'POST', path: '/api/stock-counts', body: await request.json() });
      return HttpResponse.json(count, { status: 201 });
    }),
    http.post('*/api/stock-counts/:id/counts', async ({ request }) => {
      const body = (await request.json()) as { lines: { _id: string; counted: number | null }[] };
      writes.push({ method: 'POST', path: new URL(request.url).pathname, body });
      const lines = count.lines!.map((one) => {
        const sent = body.lines.find((typed) => typed._id === one._id);
        return sent ? { ...one, counted: sent.counted, difference: sent.counted === null ? null : sent.counted - one.expected } : one;
      });
      count = { ...count, lines };
      return HttpResponse.json(count);
    }),
    http.post('*/api/stock-counts/:id/:step', ({ request, params }) => {
      writes.push({ method: 'POST', path: new URL(request.url).pathname });
      count = { ...count, status: params.step === 'submit' ? 'submitted' : params.step === 'post' ? 'posted' : 'discarded' };
      return HttpResponse.json(count);
    }),
  );
  renderScreen({ user, path: '/stock/counts', features });
  return { writes, user: userEvent.setup({ delay: null }) };
}

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Count Sheet/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Count Sheet' });
  await within(dialog).findByText('HDMI Cable 1.5m');
  return dialog;
}

describe('Stock Counts', () => {
  it('lists sheets with their status chip and, for the owner, the value of the differences', async () => {
    await openCounts();
    const row = (await screen.findByText('cable')).closest('tr')!;
    expect(within(row).getByText('Counting')).toBeInTheDocument();
    expect(within(row).getByText('LKR 0.00')).toBeInTheDocument();
  });

  it('lets staff enter counts, see each difference and submit; no values, no post or discard', async () => {
    const { writes, user } = await openCounts({ user: staffUser });
    const dialog = await openSheet(user);
    expect(within(dialog).queryByText('Value')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Counted of HDMI Cable 1.5m'), '8');
    expect(within(dialog).getByText('\u22122')).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 2 products counted')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Stock count submitted')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'POST', path: '/api/stock-counts/c1/counts', body: { lines: [{ _id: 'l1', counted: 8 }] } },
      { method: 'POST', path: '/api/stock-counts/c1/submit' },
    ]);
  });

  it('shows the owner each difference’s value at the buying price, and posts the counts typed once confirmed', async () => {
    const { writes, user } = await openCounts({ status: 'submitted' });
    const dialog = await openSheet(user);
    await user.type(within(dialog).getByLabelText('Counted of Type-C Cable 1m'), '5');
    expect(within(dialog).getByText('+1')).toBeInTheDocument();
    expect(within(dialog).getByText('LKR 320.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    // Asked once more: nothing is sent before the owner confirms.
    expect(await screen.findByText('Post this stock count?')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Stock count posted: the stock now matches the counts')).toBeInTheDocument();
    expect(writes.map((write) => `${write.method} ${write.path}`)).toEqual(['POST /api/stock-counts/c1/counts', 'POST /api/stock-counts/c1/post']);
  });

  it('a posted sheet shows its counts and takes nothing', async () => {
    const { user } = await openCounts({ status: 'posted' });
    const dialog = await openSheet(user);
    expect(within(dialog).queryByLabelText('Counted of HDMI Cable 1.5m')).not.toBeInTheDocument();
    for (const name of ['Save counts', 'Submit', 'Post', 'Discard']) expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('staff cannot change a submitted sheet', async () => {
    const { user } = await openCounts({ user: staffUser, status: 'submitted' });
    const dialog = await openSheet(user);
    expect(within(dialog).getByText('This stock count is submitted: only super admins can change it')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Counted of HDMI Cable 1.5m')).not.toBeInTheDocument();
  });

  it('the owner discards after confirming', async () => {
    const { writes, user } = await openCounts();
    const dialog = await openSheet(user);
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Stock count discarded')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/api/stock-counts/c1/discard' }]);
  });

  it('makes a sheet from a search', async () => {
    const { writes, user } = await openCounts({ user: staffUser });
    await user.click(await screen.findByRole('button', { name: 'New Stock Count' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Stock Count' });
    await user.type(within(dialog).getByLabelText(/^Products whose name has/), 'cable');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toEqual([{ method: 'POST', path: '/api/stock-counts', body: expect.objectContaining({ search: 'cable' }) }]));
  });

  it('is not offered by a backend that does not name stockCounts, which is asked nothing new', async () => {
    let asked = 0;
    api.use(http.get('*/api/stock-counts', () => ((asked += 1), HttpResponse.json([]))));
    renderScreen({ user: owner, path: '/stock/counts', features: ['stockLedger'] });
    // Time for a list to be asked, were it offered.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('button', { name: 'New Stock Count' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
