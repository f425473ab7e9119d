import { versionTag } from '../../domain/versions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProduct, owner, staffUser, staffView, type ProductRecord } from '../../../tests/support/builders';
import { columnChoices, headers } from '../../../tests/support/columns';
import { captureDownloads } from '../../../tests/support/download';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen, withStyles } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { products } from '.';

const api = setupApi();
const hdmi = buildProduct({ name: 'HDMI Cable 1.5m', quantity: 12, buyingPrice: 450, sellingPrice: 750, createdAt: '2026-03-10T04:30:00.000Z' });
const dish = buildProduct({ name: 'Satellite Dish 60cm', quantity: 12_000, buyingPrice: 3200, sellingPrice: 4500.5, createdAt: '2026-03-11T04:30:00.000Z' });
const card = buildProduct({ name: 'Prepaid TV Card', productType: 'service', quantity: 0 });
const STAFF_HIDDEN = ['buyingPrice', 'createdByName', 'updatedByName'];

async function openProducts(user = owner, records: ProductRecord[] = [hdmi, dish, card], features: readonly string[] = []) {
  const served = user.role === 'super_admin' ? records : records.map((record) => staffView(record, STAFF_HIDDEN));
  const fake = fakeResourceApi(products.routes!, served, (body) => buildProduct(body as Partial<ProductRecord>));
  api.use(...fake.handlers);
  renderScreen({ user, path: '/products', features });
  await screen.findByText('HDMI Cable 1.5m');
  return fake;
}

const row = (name: string) => screen.getByText(name).closest('tr')!;

describe('Products list (product.md §2, §6, §9)', () => {
  it('shows super admins name, quantity, buying and selling price, audit and actions', async () => {
    await openProducts();
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'Quantity', 'Buying Price', 'Selling Price', 'Created By', 'Actions']));
    expect(await within(row('HDMI Cable 1.5m')).findByText('LKR 450.00')).toBeInTheDocument();
    expect(within(row('Satellite Dish 60cm')).getByText('LKR 4,500.50')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Refill Stock HDMI Cable 1.5m' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeInTheDocument();
  });

  it('lists normal products only', async () => {
    await openProducts();
    expect(screen.queryByText('Prepaid TV Card')).not.toBeInTheDocument();
  });

  it("shows stock as a badge, '9999+' above 9999", async () => {
    await openProducts();
    expect(within(row('Satellite Dish 60cm')).getByText('9999+')).toBeInTheDocument();
    expect(within(row('HDMI Cable 1.5m')).getByText('12')).toBeInTheDocument();
  });

  it('shows staff name, quantity and selling price only: no cost, no add, refill, edit or delete', async () => {
    await openProducts(staffUser);
    await waitFor(() => expect(headers()).toEqual(['SL No.', 'Name', 'Quantity', 'Selling Price']));
    expect(screen.queryByText('LKR 450.00')).not.toBeInTheDocument();
    expect(screen.queryByText('10 Mar 2026')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Product|Refill Stock|Edit |Delete / })).not.toBeInTheDocument();
    const choices = await columnChoices(userEvent.setup({ delay: null }));
    for (const hidden of ['Buying Price', 'Created', 'Created By', 'Updated By']) expect(choices).not.toContain(hidden);
  });

  it('searches by name after 300 ms without asking the server again', async () => {
    const fake = await openProducts();
    const gets = fake.gets();
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search by product name'), 'dish');
    await waitFor(() => expect(screen.queryByText('HDMI Cable 1.5m')).not.toBeInTheDocument());
    expect(screen.getByText('Satellite Dish 60cm')).toBeInTheDocument();
    expect(fake.gets()).toBe(gets);
  });

  it("says 'Failed to fetch products' when the list cannot be read", async () => {
    api.use(http.get('*/api/products', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderScreen({ user: owner, path: '/products' });
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
  });
});

describe('Add and edit product (product.md §5, §8)', () => {
  it('shows the spec messages under empty fields and sends nothing', async () => {
    const fake = await openProducts();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of ['Please enter product name', 'Please enter quantity', 'Please enter buying price', 'Please enter selling price']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(fake.writes()).toEqual([]);
  });

  it.each([
    ['Quantity', '-1', 'Quantity cannot be negative'],
    ['Quantity', '2.5', 'Quantity must be a whole number'],
    ['Selling Price', '10.555', 'Price can have at most two decimals'],
    ['Buying Price', '-5', 'Price cannot be negative'],
  ])('refuses %s = %s with "%s"', async (label, value, message) => {
    await openProducts();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('adds a normal product, then shows it first on page one, highlighted', async () => {
    withStyles();
    const fake = await openProducts();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByLabelText(/^Name/), '  Dialog TV Remote ');
    await user.type(within(dialog).getByLabelText(/^Quantity/), '30');
    await user.type(within(dialog).getByLabelText(/^Buying Price/), '400');
    await user.type(within(dialog).getByLabelText(/^Selling Price/), '650.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(fake.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/products',
      body: { name: 'Dialog TV Remote', quantity: 30, buyingPrice: 400, sellingPrice: 650.5, productType: 'normal' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Product' })).not.toBeInTheDocument());
    const firstRow = (await screen.findByText('Dialog TV Remote')).closest('tr')!;
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent('1');
    // The new row glows (DataTable's rowSx); no other row does.
    const glowing = [...document.querySelectorAll('tbody tr')].filter((row) => getComputedStyle(row).animation.includes('shop-created-row'));
    expect(glowing).toEqual([firstRow]);
    expect(window.location.search).toContain('page=1');
  });

  it("shows 'Failed to submit product' when saving fails without a reason, and keeps the dialog", async () => {
    await openProducts();
    api.use(http.post('*/api/products', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    for (const [label, value] of [['Name', 'Earphones'], ['Quantity', '5'], ['Buying Price', '300'], ['Selling Price', '600']]) {
      await user.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to submit product')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Earphones');
  });

  it('sends the stock and the version it read with an edit, so neither a sale nor a rename made meanwhile is overwritten', async () => {
    const fake = await openProducts(owner, undefined, ['preconditions']);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit HDMI Cable 1.5m' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const name = await within(dialog).findByDisplayValue('HDMI Cable 1.5m');
    await user.type(name, ' (gold)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(fake.writes()[0]).toMatchObject({ method: 'PUT', body: { name: 'HDMI Cable 1.5m (gold)', quantity: 12 }, ifMatch: '"stock-12"' });
    expect(fake.state.versions).toEqual([versionTag(hdmi.updatedAt)]);
  });

  it("tells staff who open the add dialog's link 'Only super admins can add products'", async () => {
    renderScreen({ user: staffUser, path: '/products/create' });
    api.use(...fakeResourceApi(products.routes!, [staffView(hdmi, STAFF_HIDDEN)], buildProduct).handlers);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Access Denied');
    expect(notice).toHaveTextContent('Only super admins can add products');
    expect(screen.queryByRole('dialog', { name: 'Add Product' })).not.toBeInTheDocument();
  });
});

describe('Refill Stock (product.md §5, §7, §8)', () => {
  async function openRefill(features: readonly string[] = ['preconditions']) {
    const fake = await openProducts(owner, undefined, features);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Refill Stock HDMI Cable 1.5m' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refill Stock' });
    await within(dialog).findByText('Current stock:', { exact: false });
    return { fake, user, dialog };
  }

  it("refuses less than 1 with 'Quantity must be at least 1'", async () => {
    const { fake, user, dialog } = await openRefill();
    await user.type(within(dialog).getByLabelText(/^Quantity to Add/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });

  it('sends current plus added as quantity, on the stock it read, and says the new quantity', async () => {
    const { fake, user, dialog } = await openRefill();
    await user.type(within(dialog).getByLabelText(/^Quantity to Add/), '8');
    expect(within(dialog).getByText('New stock:', { exact: false })).toHaveTextContent('New stock: 20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock refilled successfully. New quantity: 20')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'PUT', path: `/api/products/${hdmi._id}`, body: { quantity: 20 }, ifMatch: '"stock-12"' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refill Stock' })).not.toBeInTheDocument());
    expect(await within(row('HDMI Cable 1.5m')).findByText('20')).toBeInTheDocument();
  });

  it("sends the shop's own backend only `{quantity}`, with no precondition it never issued (product.md §7)", async () => {
    const { fake, user, dialog } = await openRefill([]);
    await user.type(within(dialog).getByLabelText(/^Quantity to Add/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock refilled successfully. New quantity: 20')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'PUT', path: `/api/products/${hdmi._id}`, body: { quantity: 20 } }]);
    expect(fake.writes()[0]).not.toHaveProperty('ifMatch');
    expect(fake.state.versions).toEqual([]);
  });

  it("keeps 'Failed to refill stock' as the title with the server's reason, and the dialog open", async () => {
    const { user, dialog } = await openRefill();
    const reason = 'The stock of HDMI Cable 1.5m changed to 9 while you were refilling (a sale or another refill). Please refill again from the new stock.';
    api.use(http.put('*/api/products/:id', () => HttpResponse.json({ message: reason }, { status: 409 })));
    await user.type(within(dialog).getByLabelText(/^Quantity to Add/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The dialog stays open (modal), so the notice beside it is outside the accessibility tree's focus.
    const notice = await screen.findByRole('alert', { hidden: true });
    expect(within(notice).getByText('Failed to refill stock')).toHaveClass('MuiAlertTitle-root');
    expect(notice).toHaveTextContent(reason);
    expect(within(dialog).getByLabelText(/^Quantity to Add/)).toHaveValue(8);
  });
});

describe('Delete and export', () => {
  it("shows only 'Failed to delete product' when the server fails (product.md §8 fallback only)", async () => {
    await openProducts();
    api.use(http.delete('*/api/products/:id', () => HttpResponse.json({ message: 'disk I/O error' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete HDMI Cable 1.5m' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
    expect(screen.queryByText('disk I/O error')).not.toBeInTheDocument();
  });

  describe('CSV', () => {
    let downloads: ReturnType<typeof captureDownloads>;
    beforeEach(() => {
      downloads = captureDownloads();
    });
    afterEach(() => downloads.restore());

    it('exports the filtered rows under the columns the role sees: staff get no cost or Created column', async () => {
      await openProducts(staffUser);
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByPlaceholderText('Search by product name'), 'hdmi');
      await waitFor(() => expect(screen.queryByText('Satellite Dish 60cm')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(async () => expect(await downloads.last()).toBeDefined());
      expect(await downloads.last()).toBe('Name,Quantity,Selling Price\r\nHDMI Cable 1.5m,12,750.00');
    });

    it('gives super admins the buying price', async () => {
      await openProducts();
      await screen.findByRole('columnheader', { name: 'Buying Price' });
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(async () => expect(await downloads.last()).toContain('Buying Price'));
      expect(await downloads.last()).toContain('Satellite Dish 60cm,12000,3200.00,4500.50');
    });
  });
});
