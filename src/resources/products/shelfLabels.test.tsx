import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct, owner, type ProductRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { drawBarcodes, labelPrintStyles, shelfLabels } from './shelfLabels';
import { products, type Product } from '.';

/** Shelf labels (issue 47, our server's `barcodes`): name, price and barcode, on an A4 sheet or an 80 mm roll. */

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });
const remote = buildProduct({ name: 'Dialog TV Remote', quantity: 40, sellingPrice: 1200, barcode: '2000001000014', createdAt: '2026-03-10T04:30:00.000Z' });
const metre = buildProduct({ name: 'RG6 Coaxial Cable', quantity: 500, sellingPrice: 90, barcode: 'RG6-METRE', createdAt: '2026-03-09T04:30:00.000Z' });
const cable = buildProduct({ name: 'HDMI Cable 3m', quantity: 30, sellingPrice: 1300, barcode: null, createdAt: '2026-03-11T04:30:00.000Z' });
const asProduct = (record: ProductRecord) => ({ ...record, id: record._id }) as unknown as Product;

describe('the labels of products', () => {
  it('are each product’s name, price and code, as many of each as asked, those without a code named apart', () => {
    const { labels, missing } = shelfLabels([remote, cable, metre].map(asProduct), 2);
    expect(labels).toEqual([
      { name: 'Dialog TV Remote', price: 'LKR 1,200.00', barcode: '2000001000014', symbology: 'ean13' },
      { name: 'Dialog TV Remote', price: 'LKR 1,200.00', barcode: '2000001000014', symbology: 'ean13' },
      { name: 'RG6 Coaxial Cable', price: 'LKR 90.00', barcode: 'RG6-METRE', symbology: 'code128' },
      { name: 'RG6 Coaxial Cable', price: 'LKR 90.00', barcode: 'RG6-METRE', symbology: 'code128' },
    ]);
    expect(missing).toEqual(['HDMI Cable 3m']);
    expect(shelfLabels([asProduct(remote)], 0).labels).toHaveLength(1);
    expect(shelfLabels([asProduct(remote)], 1000).labels).toHaveLength(100);
  });

  it('print on an A4 sheet or an 80 mm roll', () => {
    expect(labelPrintStyles('a4')).toContain('size: A4');
    expect(labelPrintStyles('roll')).toContain('size: 80mm auto');
  });

  it('draw each code once, as SVG bars from the library', async () => {
    const { labels } = shelfLabels([remote, metre].map(asProduct), 3);
    const drawn = await drawBarcodes(labels);
    expect([...drawn.keys()]).toEqual(['2000001000014', 'RG6-METRE']);
    for (const svg of drawn.values()) expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(drawn.get('2000001000014')).not.toBe(drawn.get('RG6-METRE'));
  });
});

describe('Shelf Labels from the products list', () => {
  async function openProducts(features: readonly string[] = ['barcodes']) {
    api.use(...fakeResourceApi(products.routes!, [remote, cable, metre], buildProduct).handlers);
    renderScreen({ user: owner, path: '/products', features });
    await screen.findByText('Dialog TV Remote', {}, { timeout: 15_000 });
    return userEvent.setup({ delay: null });
  }
  const row = (name: string) => screen.getByText(name).closest('tr')!;

  it("print one product's labels from its row; a product without a code has no such button", async () => {
    const user = await openProducts();
    expect(within(row('HDMI Cable 3m')).queryByRole('button', { name: /^Shelf Labels/ })).not.toBeInTheDocument();
    await user.click(within(row('Dialog TV Remote')).getByRole('button', { name: /^Shelf Labels/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Shelf Labels' });
    const code = await within(dialog).findByRole('img', { name: '2000001000014' });
    expect(code.querySelector('svg')).not.toBeNull();
    expect(within(dialog).getByText('LKR 1,200.00')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Dialog TV Remote')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
    // The printed copy, outside the dialog: the same label on the chosen paper.
    await waitFor(() => expect(document.querySelector('.shop-print-root .shop-shelf-labels')).not.toBeNull());
    expect(document.querySelector('.shop-print-root .shop-shelf-labels')!.getAttribute('data-paper')).toBe('a4');
    await user.click(within(dialog).getByRole('button', { name: '80 mm roll' }));
    await waitFor(() => expect(document.querySelector('.shop-print-root .shop-shelf-labels')!.getAttribute('data-paper')).toBe('roll'));
  });

  it('are not offered by a backend that does not name barcodes', async () => {
    await openProducts([]);
    expect(screen.queryByRole('button', { name: /^Shelf Labels/ })).not.toBeInTheDocument();
    expect(within(row('Dialog TV Remote')).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
