import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { ReorderAnswer } from '../../domain/reorder';

/** The reorder list (issue 47): the owner's page where the backend names `reorder`, and its purchase orders. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

const LANKA = { _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', name: 'Lanka Satellite Supplies', phoneNumber: '0112695544', whatsappNumber: '0712695544', language: 'si' as const };
const ANSWER: ReorderAnswer = {
  from: '2026-02-11',
  to: '2026-03-12',
  days: 30,
  groups: [
    {
      supplier: LANKA,
      lines: [
        { productId: 'p1', name: 'LNB Single', quantity: 4, reorderLevel: 10, sold: 30, perDay: 1, daysLeft: 4, suggested: 26, lastUnitCost: 1100 },
        { productId: 'p2', name: 'Satellite Dish 60cm', quantity: 2, reorderLevel: 3, sold: 0, perDay: 0, daysLeft: null, suggested: 2, lastUnitCost: 3300 },
      ],
    },
    { supplier: null, lines: [{ productId: 'p3', name: 'LNB Twin', quantity: 1, reorderLevel: 4, sold: 3, perDay: 0.1, daysLeft: 10, suggested: 4, lastUnitCost: null }] },
  ],
};

function serve(answer: ReorderAnswer = ANSWER) {
  const reads = vi.fn();
  api.use(http.get('*/api/stock/reorder', () => (reads(), HttpResponse.json(answer))));
  return reads;
}
const FEATURES = ['reorder', 'suppliers'];
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => (cell.querySelector('input[type="number"]') as HTMLInputElement | null)?.value ?? cell.textContent));

describe('the reorder list', () => {
  it('shows each supplier’s group with stock, level, rate of sale, days left and the quantity to order, and the products never received last', async () => {
    serve();
    renderScreen({ user: owner, path: '/stock/reorder', features: FEATURES });
    const lanka = await screen.findByRole('table', { name: 'Lanka Satellite Supplies' }, { timeout: 15_000 });
    expect(screen.getByText('Sold over the last 30 days (11 Feb 2026 to 12 Mar 2026). Products at or under their reorder level, by the supplier last bought from.')).toBeInTheDocument();
    expect(within(lanka).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order', 'Product', 'On hand', 'Reorder level', 'Sold a day', 'Days left', 'To order']);
    expect(cellsOf(lanka)).toEqual([
      ['', 'LNB Single', '4', '10', '1', '4', '26'],
      ['', 'Satellite Dish 60cm', '2', '3', '0', '—', '2'],
    ]);
    const none = screen.getByRole('table', { name: 'No supplier yet' });
    expect(cellsOf(none)).toEqual([['LNB Twin', '1', '4', '0.1', '10', '4']]);
    // No one to order from: no purchase order for that group.
    expect(screen.getAllByRole('button', { name: 'Print purchase order' })).toHaveLength(1);
  });

  it('says when nothing is at or under its level', async () => {
    serve({ ...ANSWER, groups: [] });
    renderScreen({ user: owner, path: '/stock/reorder', features: FEATURES });
    expect(await screen.findByText('No product is at or under its reorder level', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('is the owner’s: staff at its address see access denied and nothing is asked', async () => {
    const reads = serve();
    renderScreen({ user: staffUser, path: '/stock/reorder', features: FEATURES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(reads).not.toHaveBeenCalled();
  });

  it('is in the owner’s menu where the backend names `reorder`', async () => {
    serve();
    renderApp({ user: owner, path: '/dashboard', features: FEATURES });
    expect(await screen.findByRole('menuitem', { name: 'Reorder List' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('is nowhere on the shop’s own backend, which names no `reorder` and is never asked', async () => {
    const reads = serve();
    renderApp({ user: owner, path: '/dashboard', features: [] });
    await screen.findByRole('menuitem', { name: 'Customers' }, { timeout: 15_000 });
    expect(screen.queryByRole('menuitem', { name: 'Reorder List' })).not.toBeInTheDocument();
    expect(reads).not.toHaveBeenCalled();
  });
});

describe('a purchase order from a group, in the supplier’s language', () => {
  const open = vi.fn();
  beforeEach(() => {
    open.mockReset();
    vi.stubGlobal('open', open);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('prints the ticked products with the quantities typed, in Sinhala, without prices', async () => {
    serve();
    renderScreen({ user: owner, path: '/stock/reorder', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    const quantity = await screen.findByLabelText('Quantity of LNB Single to order', {}, { timeout: 15_000 });
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(screen.getByLabelText('Order Satellite Dish 60cm'));
    await user.click(screen.getByRole('button', { name: 'Print purchase order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase order · Lanka Satellite Supplies' });
    const paper = (await within(dialog).findByText('මිලදී ගැනීමේ ඇණවුම', {}, { timeout: 15_000 })).closest('.shop-printed-document')!;
    expect(paper).toHaveTextContent('Lanka Satellite Supplies වෙත');
    expect(paper).toHaveTextContent('LNB Single12');
    expect(paper).not.toHaveTextContent('Satellite Dish 60cm');
    expect(paper).not.toHaveTextContent('LKR');
    await user.click(within(dialog).getByRole('button', { name: 'A4' }));
    await waitFor(() => expect(document.querySelector('.shop-print-root style')?.textContent).toContain('size: A4'));
  });

  it('sends the order on WhatsApp to the supplier’s number, in Sinhala', async () => {
    serve();
    renderScreen({ user: owner, path: '/stock/reorder', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send on WhatsApp' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase order by WhatsApp · Lanka Satellite Supplies' });
    expect(await within(dialog).findByText('+94712695544')).toBeInTheDocument();
    const message = (await within(dialog).findByLabelText('Message')) as HTMLTextAreaElement;
    await waitFor(() => expect(message.value).toContain('ආයුබෝවන් Lanka Satellite Supplies,'));
    expect(message.value).toContain('• LNB Single × 26\n• Satellite Dish 60cm × 2');
    expect(message.value).not.toContain('LKR');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toMatch(/^https:\/\/wa\.me\/94712695544\?text=/);
    expect(decodeURIComponent(open.mock.calls[0]![0].split('text=')[1])).toContain('• LNB Single × 26');
  });

  it('carries the last unit costs only when the owner asks', async () => {
    serve();
    renderScreen({ user: owner, path: '/stock/reorder', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: 'With last costs' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    const message = (await within(await screen.findByRole('dialog')).findByLabelText('Message')) as HTMLTextAreaElement;
    await waitFor(() => expect(message.value).toContain('• LNB Single × 26 (අවසන් LKR 1,100.00)'));
  });

  it('cannot be made when nothing is ticked', async () => {
    serve();
    renderScreen({ user: owner, path: '/stock/reorder', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Order LNB Single', {}, { timeout: 15_000 }));
    await user.click(screen.getByLabelText('Order Satellite Dish 60cm'));
    expect(screen.getByRole('button', { name: 'Print purchase order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send on WhatsApp' })).toBeDisabled();
  });
});
