import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { owner } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { SupplierReturn } from '../../domain/supplierReturns';
import { goodsReceived, type GoodsReceipt } from '.';

/** Return to Supplier (issue 47): a note's units sent back, where the backend names `supplierReturns`. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

const NOTE: GoodsReceipt & { _id: string } = {
  id: 'r3',
  _id: 'r3',
  number: 3,
  supplierId: 's1',
  supplierName: 'Pettah Accessories Wholesale',
  invoiceNumber: 'PAW-1183',
  invoiceDate: '2026-03-10',
  total: 20_000,
  paidBy: null,
  status: 'owed',
  dueDate: '2026-04-24',
  lines: [
    { productId: 'p1', name: 'Earphones', quantity: 20, unitCost: 400, amount: 8000 },
    { productId: 'p2', name: 'Type-C Cable 1m', quantity: 40, unitCost: 300, amount: 12_000 },
  ],
  createdAt: '2026-03-12T04:30:00.000Z',
  updatedAt: '2026-03-12T04:30:00.000Z',
  createdByName: 'Owner Demo',
};

const EARLIER: SupplierReturn = {
  _id: 'x1',
  number: 1,
  supplierId: 's1',
  supplierName: 'Pettah Accessories Wholesale',
  receiptId: 'r3',
  receiptNumber: 3,
  productId: 'p1',
  productName: 'Earphones',
  quantity: 2,
  unitCost: 410,
  total: 820,
  note: null,
  createdAt: '2026-03-13T04:30:00.000Z',
  createdByName: 'Owner Demo',
};

/** Serves the note, its returns, and a POST that refuses more than 18 Earphones. */
function serve(features = ['goodsReceipts', 'supplierReturns']) {
  const posted: unknown[] = [];
  api.use(
    ...fakeResourceApi(goodsReceived.routes!, [NOTE], () => NOTE).handlers,
    http.get('*/api/goods-receipts/:id/returns', () => HttpResponse.json([EARLIER])),
    http.post('*/api/goods-receipts/:id/returns', async ({ request }) => {
      const body = (await request.json()) as { productId: string; quantity: number; note: string | null };
      posted.push(body);
      if (body.quantity > 18) {
        const message = 'Only 18 of Earphones from this note can be returned';
        const said = { key: 'supplierReturnMoreThanReceived', values: { name: 'Earphones', left: '18' } };
        return HttpResponse.json({ message, ...said, errors: { quantity: message }, errorKeys: { quantity: said } }, { status: 409 });
      }
      return HttpResponse.json({ ...EARLIER, _id: 'x2', number: 2, quantity: body.quantity, total: body.quantity * 410 }, { status: 201 });
    }),
  );
  renderScreen({ user: owner, path: '/goods/received', features });
  return { posted, user: userEvent.setup({ delay: null }) };
}

async function openReturn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Return to Supplier/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Return to Supplier' });
  await within(dialog).findByText('GRN-000003 · Pettah Accessories Wholesale');
  return dialog;
}

describe('Return to Supplier', () => {
  it('sends one of the note’s products with its units and note, shows what went back before, and says what was credited', async () => {
    const { posted, user } = serve();
    const dialog = await openReturn(user);
    const earlier = await within(dialog).findByRole('table', { name: 'Returned from this note' });
    expect(within(earlier).getByText('SRN-000001')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Product/ }));
    await user.click(await screen.findByRole('option', { name: 'Earphones' }));
    await user.type(within(dialog).getByLabelText(/^Quantity/), '3');
    await user.type(within(dialog).getByLabelText(/^Note/), 'No sound on one side');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Returned to the supplier: SRN-000002, LKR 1,230.00 credited')).toBeInTheDocument();
    expect(posted).toEqual([{ productId: 'p1', quantity: 3, note: 'No sound on one side' }]);
  });

  it('refuses no product and no units before sending, and shows the server’s refusal under the quantity', async () => {
    const { posted, user } = serve();
    const dialog = await openReturn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a product')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter quantity')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: /Product/ }));
    await user.click(await screen.findByRole('option', { name: 'Earphones' }));
    await user.type(within(dialog).getByLabelText(/^Quantity/), '19');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Only 18 of Earphones from this note can be returned')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Return to Supplier' })).toBeInTheDocument();
  });

  it('is not offered by a backend that does not name supplierReturns', async () => {
    serve(['goodsReceipts']);
    expect(await screen.findByText('GRN-000003')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Return to Supplier/ })).not.toBeInTheDocument();
  });
});
