import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct, owner, staffUser, staffView, type ProductRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { StockMovement } from '../../domain/stockMovements';
import { products } from '.';

/** Adjust Stock (issue 47): the owner's correction with a reason, where the backend names `stockAdjustments`. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

const hdmi = buildProduct({ name: 'HDMI Cable 1.5m', quantity: 9, buyingPrice: 450, sellingPrice: 750, createdAt: '2026-03-10T04:30:00.000Z' });
const FEATURES = ['stockLedger', 'stockAdjustments'];

async function openProducts({ user = owner, features = FEATURES }: { user?: typeof owner; features?: readonly string[] } = {}) {
  const served: ProductRecord[] = user.role === 'super_admin' ? [hdmi] : [staffView(hdmi, ['buyingPrice', 'createdByName', 'updatedByName'])];
  const fake = fakeResourceApi(products.routes!, served, (body) => buildProduct(body as Partial<ProductRecord>));
  const posted: unknown[] = [];
  api.use(
    ...fake.handlers,
    http.post('*/api/products/:id/adjustments', async ({ request }) => {
      const body = (await request.json()) as { quantity: number };
      posted.push(body);
      if (hdmi.quantity + body.quantity < 0) {
        const message = `HDMI Cable 1.5m has ${hdmi.quantity} in stock: the stock cannot go below 0`;
        const said = { key: 'adjustmentBelowZero', values: { name: 'HDMI Cable 1.5m', quantity: String(hdmi.quantity) } };
        return HttpResponse.json({ message, ...said, errors: { quantity: message }, errorKeys: { quantity: said } }, { status: 409 });
      }
      return HttpResponse.json({ ...hdmi, quantity: hdmi.quantity + body.quantity }, { status: 201 });
    }),
  );
  renderScreen({ user, path: '/products', features });
  await screen.findByText('HDMI Cable 1.5m');
  return { posted, user: userEvent.setup({ delay: null }) };
}

async function openAdjust(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Adjust Stock HDMI Cable 1.5m' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adjust Stock' });
  await within(dialog).findByText('Current stock:', { exact: false });
  return dialog;
}

async function pickReason(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, reason: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
  await user.click(await screen.findByRole('option', { name: reason }));
}

describe('Adjust Stock', () => {
  it('sends a signed quantity with its reason and note, shows the stock after it, and says the new quantity', async () => {
    const { posted, user } = await openProducts();
    const dialog = await openAdjust(user);
    await user.type(within(dialog).getByLabelText(/^Quantity \(\+ in/), '-2');
    expect(within(dialog).getByText('New stock:', { exact: false })).toHaveTextContent('New stock: 7');
    await pickReason(user, dialog, 'Damaged');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Crushed in the delivery box');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock adjusted successfully. New quantity: 7')).toBeInTheDocument();
    expect(posted).toEqual([{ quantity: -2, reason: 'damaged', note: 'Crushed in the delivery box' }]);
  });

  it('refuses 0 and a missing reason before sending anything', async () => {
    const { posted, user } = await openProducts();
    const dialog = await openAdjust(user);
    await user.type(within(dialog).getByLabelText(/^Quantity \(\+ in/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The quantity cannot be 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a reason')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('shows the server’s refusal below zero under the quantity and keeps the dialog', async () => {
    const { user } = await openProducts();
    const dialog = await openAdjust(user);
    await user.type(within(dialog).getByLabelText(/^Quantity \(\+ in/), '-10');
    await pickReason(user, dialog, 'Lost');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('HDMI Cable 1.5m has 9 in stock: the stock cannot go below 0')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Adjust Stock' })).toBeInTheDocument();
  });

  it('is the owner’s: staff are not offered it', async () => {
    await openProducts({ user: staffUser });
    expect(await screen.findByRole('button', { name: 'Stock Card HDMI Cable 1.5m' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Adjust Stock/ })).not.toBeInTheDocument();
  });

  it('is not offered by a backend that does not name stockAdjustments', async () => {
    await openProducts({ features: ['stockLedger'] });
    expect(await screen.findByRole('button', { name: 'Refill Stock HDMI Cable 1.5m' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Adjust Stock/ })).not.toBeInTheDocument();
  });

  it('the stock card shows an adjustment’s reason and note', async () => {
    const adjusted: StockMovement = { _id: 'm1', kind: 'adjusted', quantity: -1, onHand: 9, sourceId: null, sourceNumber: null, reason: 'ownUse', note: 'Shop TV', createdAt: '2026-03-12T04:30:00.000Z', createdByName: 'Owner Demo' };
    api.use(http.get('*/api/products/:id/movements', () => HttpResponse.json({ data: [adjusted], total: 1 })));
    const { user } = await openProducts();
    await user.click(await screen.findByRole('button', { name: 'Stock Card HDMI Cable 1.5m' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock Card' });
    expect(await within(dialog).findByText('Adjusted · Own use', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('Shop TV')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('\u22121')).toBeInTheDocument());
  });
});
