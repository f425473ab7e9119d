import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct, owner, staffUser, staffView, type ProductRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { formatDateTime } from '../../domain/format';
import type { StockMovement } from '../../domain/stockMovements';
import { products } from '.';

/** A product's stock card (issue 47): offered where the backend keeps a stock ledger (`stockLedger`), for the owner and staff. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

const hdmi = buildProduct({ name: 'HDMI Cable 1.5m', quantity: 9, buyingPrice: 450, sellingPrice: 750, createdAt: '2026-03-10T04:30:00.000Z' });
const LEDGER = ['stockLedger'];

const movement = (overrides: Partial<StockMovement>): StockMovement => ({
  _id: `m${Math.random().toString(16).slice(2, 10)}`,
  kind: 'sold',
  quantity: -1,
  onHand: 0,
  sourceId: null,
  sourceNumber: null,
  createdAt: '2026-03-12T04:30:00.000Z',
  createdByName: 'Owner Demo',
  ...overrides,
});

const CARD: StockMovement[] = [
  movement({ kind: 'customerReturn', quantity: 1, onHand: 9, sourceId: 'r1', sourceNumber: 45, createdAt: '2026-03-13T09:15:00.000Z', createdByName: 'Staff Demo' }),
  movement({ kind: 'sold', quantity: -3, onHand: 8, sourceId: 'b1', sourceNumber: 123, createdAt: '2026-03-12T04:30:00.000Z' }),
  movement({ kind: 'refill', quantity: 6, onHand: 11, createdAt: '2026-03-11T03:00:00.000Z' }),
  movement({ kind: 'opening', quantity: 5, onHand: 5, createdAt: '2026-03-10T04:30:00.000Z' }),
];

/** Serves the products list and the stock card (its pages of `perPage`); answers the card's requests it saw. */
async function openProducts({ user = owner, features = LEDGER, card = CARD }: { user?: typeof owner; features?: readonly string[]; card?: StockMovement[] } = {}) {
  const total = card.length;
  const served: ProductRecord[] = user.role === 'super_admin' ? [hdmi] : [staffView(hdmi, ['buyingPrice', 'createdByName', 'updatedByName'])];
  const fake = fakeResourceApi(products.routes!, served, (body) => buildProduct(body as Partial<ProductRecord>));
  const asked: URL[] = [];
  api.use(
    ...fake.handlers,
    http.get('*/api/products/:id/movements', ({ request, params }) => {
      const url = new URL(request.url);
      asked.push(url);
      if (params.id !== hdmi._id) return HttpResponse.json({ message: 'Product not found' }, { status: 404 });
      const page = Number(url.searchParams.get('_page'));
      const size = Number(url.searchParams.get('_perPage'));
      const rows = card.slice((page - 1) * size, page * size).map((row) => (user.role === 'super_admin' ? row : (({ createdByName: _hidden, ...rest }: StockMovement) => rest)(row)));
      return HttpResponse.json({ data: rows, total });
    }),
  );
  renderScreen({ user, path: '/products', features });
  await screen.findByText('HDMI Cable 1.5m');
  return { asked, user: userEvent.setup({ delay: null }) };
}

async function openCard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Stock Card HDMI Cable 1.5m' }));
  return screen.findByRole('dialog', { name: 'Stock Card' });
}

const cellTexts = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .map((row) => [...within(row).queryAllByRole('columnheader'), ...within(row).queryAllByRole('cell')].map((cell) => cell.textContent));

describe('Stock Card', () => {
  it('lists each movement for the owner: when, what with its bill or credit note, the quantity, the stock after and who', async () => {
    const { asked, user } = await openProducts();
    const dialog = await openCard(user);
    expect(within(dialog).getByText('HDMI Cable 1.5m · 9 in stock')).toBeInTheDocument();
    await within(dialog).findByText('Opening stock');
    expect(cellTexts(dialog)).toEqual([
      ['Date & time', 'What', 'Quantity', 'Stock after', 'By'],
      [formatDateTime('2026-03-13T09:15:00.000Z'), 'Returned by customer · CN-000045', '+1', '9', 'Staff Demo'],
      [formatDateTime('2026-03-12T04:30:00.000Z'), 'Sold · B-000123', '\u22123', '8', 'Owner Demo'],
      [formatDateTime('2026-03-11T03:00:00.000Z'), 'Refill', '+6', '11', 'Owner Demo'],
      [formatDateTime('2026-03-10T04:30:00.000Z'), 'Opening stock', '+5', '5', 'Owner Demo'],
    ]);
    expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([`/api/products/${hdmi._id}/movements?_page=1&_perPage=50`]);
    // Everything is on one page: nothing more to ask.
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stock Card' })).not.toBeInTheDocument());
  });

  it('is offered to staff too, without who made each movement (the owner’s)', async () => {
    const { user } = await openProducts({ user: staffUser });
    const dialog = await openCard(user);
    await within(dialog).findByText('Opening stock');
    expect(cellTexts(dialog)[0]).toEqual(['Date & time', 'What', 'Quantity', 'Stock after']);
    expect(within(dialog).queryByText('Owner Demo')).not.toBeInTheDocument();
  });

  it('asks the next page only when Show more is clicked', async () => {
    const card = Array.from({ length: 60 }, (_, index) => movement({ kind: 'sold', quantity: -1, onHand: 60 - index, sourceNumber: 1000 - index, createdAt: new Date(Date.UTC(2026, 2, 12, 4, 0) - index * 60_000).toISOString() }));
    const { asked, user } = await openProducts({ card });
    const dialog = await openCard(user);
    await within(dialog).findByText('Sold · B-000951');
    expect(within(dialog).queryByText('Sold · B-000950')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    expect(await within(dialog).findByText('Sold · B-000941')).toBeInTheDocument();
    expect(asked.map((url) => url.searchParams.get('_page'))).toEqual(['1', '2']);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
  });

  it('says so when the card cannot be read, and when a product has no movements', async () => {
    const { user } = await openProducts({ card: [] });
    const dialog = await openCard(user);
    expect(await within(dialog).findByText('No stock movements yet')).toBeInTheDocument();
    api.use(http.get('*/api/products/:id/movements', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stock Card' })).not.toBeInTheDocument());
    const again = await openCard(user);
    expect(await within(again).findByText('Failed to fetch the stock card')).toBeInTheDocument();
  });

  it('is not offered by a backend without a stock ledger (the shop’s own), which is asked nothing new', async () => {
    const { asked } = await openProducts({ features: [] });
    expect(await screen.findByRole('button', { name: 'Refill Stock HDMI Cable 1.5m' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stock Card/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
