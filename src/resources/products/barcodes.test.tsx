import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { buildProduct, owner, staffUser, staffView, type ProductRecord } from '../../../tests/support/builders';
import { headers } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { products } from '.';

/** A product's barcode in the products list and its form (issue 47, our server's `barcodes`). */

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });
const FEATURES = ['barcodes'];
const remote = buildProduct({ name: 'Dialog TV Remote', quantity: 40, sellingPrice: 1200, barcode: '2000001000014', createdAt: '2026-03-10T04:30:00.000Z' });
const cable = buildProduct({ name: 'HDMI Cable 3m', quantity: 30, sellingPrice: 1300, barcode: null, createdAt: '2026-03-11T04:30:00.000Z' });

async function openProducts({ user = owner, features = FEATURES }: { user?: typeof owner; features?: readonly string[] } = {}) {
  const served = user.role === 'super_admin' ? [remote, cable] : [remote, cable].map((record) => staffView(record, ['buyingPrice', 'createdByName', 'updatedByName']));
  const fake = fakeResourceApi(products.routes!, served, (body) => buildProduct(body as Partial<ProductRecord>));
  api.use(...fake.handlers);
  renderScreen({ user, path: '/products', features });
  await screen.findByText('Dialog TV Remote', {}, { timeout: 15_000 });
  return fake;
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const messageUnder = (input: HTMLElement) => input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

async function addProduct(user: ReturnType<typeof userEvent.setup>, barcode?: string) {
  await user.click(screen.getByRole('button', { name: 'Add Product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
  await user.type(field(dialog, 'Name'), 'LNB Twin');
  await user.type(field(dialog, 'Quantity'), '12');
  await user.type(field(dialog, 'Buying Price'), '1750');
  await user.type(field(dialog, 'Selling Price'), '2900');
  if (barcode !== undefined) await user.type(field(dialog, 'Barcode'), barcode);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe("a product's barcode", () => {
  it('shows in the list, to staff too, and the search looks in it', async () => {
    await openProducts({ user: staffUser });
    expect(headers()).toContain('Barcode');
    expect(within(screen.getByText('Dialog TV Remote').closest('tr')!).getByText('2000001000014')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search by product name or barcode'), '0000100');
    await waitFor(() => expect(screen.queryByText('HDMI Cable 3m')).not.toBeInTheDocument());
    expect(screen.getByText('Dialog TV Remote')).toBeInTheDocument();
  });

  it('is set in Add Product and sent trimmed', async () => {
    const fake = await openProducts();
    const user = userEvent.setup({ delay: null });
    await addProduct(user, ' 2000001000021 ');
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(fake.writes()[0].body).toMatchObject({ name: 'LNB Twin', barcode: '2000001000021' });
  });

  it('refuses a malformed code under the field and sends nothing', async () => {
    const fake = await openProducts();
    const dialog = await addProduct(userEvent.setup({ delay: null }), 'ab');
    await waitFor(() => expect(messageUnder(field(dialog, 'Barcode'))).toBe(MESSAGES.barcodeInvalid));
    expect(fake.writes()).toEqual([]);
  });

  it("shows the server's 409 for a code another product holds under the field", async () => {
    await openProducts();
    api.use(
      http.post('*/api/products', () => HttpResponse.json({ message: MESSAGES.barcodeTaken, key: 'barcodeTaken', errors: { barcode: MESSAGES.barcodeTaken }, errorKeys: { barcode: { key: 'barcodeTaken' } } }, { status: 409 })),
    );
    const dialog = await addProduct(userEvent.setup({ delay: null }), '2000001000014');
    await waitFor(() => expect(messageUnder(field(dialog, 'Barcode'))).toBe(MESSAGES.barcodeTaken));
    expect(field(dialog, 'Name')).toHaveValue('LNB Twin');
  });

  it('is cleared in Edit Product by emptying it (sent as null)', async () => {
    const fake = await openProducts();
    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByText('Dialog TV Remote').closest('tr')!).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await waitFor(() => expect(field(dialog, 'Barcode')).toHaveValue('2000001000014'));
    await user.clear(field(dialog, 'Barcode'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(fake.writes()[0]).toMatchObject({ method: 'PUT', body: { barcode: null } });
  });

  it("shows an edit's 409 for a code another product holds under the field, not as a newer version", async () => {
    await openProducts();
    api.use(
      http.put('*/api/products/:id', () => HttpResponse.json({ message: MESSAGES.barcodeTaken, key: 'barcodeTaken', errors: { barcode: MESSAGES.barcodeTaken }, errorKeys: { barcode: { key: 'barcodeTaken' } } }, { status: 409 })),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByText('HDMI Cable 3m').closest('tr')!).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await user.type(field(dialog, 'Barcode'), '2000001000014');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(field(dialog, 'Barcode'))).toBe(MESSAGES.barcodeTaken));
    expect(within(dialog).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('is neither shown nor sent on a backend that does not name barcodes', async () => {
    const fake = await openProducts({ features: [] });
    expect(headers()).not.toContain('Barcode');
    expect(screen.queryByText('2000001000014')).not.toBeInTheDocument();
    const dialog = await addProduct(userEvent.setup({ delay: null }));
    expect(within(dialog).queryByLabelText(/^Barcode/)).not.toBeInTheDocument();
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(fake.writes()[0].body).not.toHaveProperty('barcode');
  });
});
