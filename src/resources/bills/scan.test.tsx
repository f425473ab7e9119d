import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildBill, buildCustomer, buildProduct, staffUser, staffView, type BillRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { customers } from '../customers';
import { products } from '../products';
import { bills } from '.';

/** A barcode scanned into Create Bill (issue 47, our server's `barcodes`): a USB scanner types the code, then Enter. */

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' });
const remote = buildProduct({ name: 'Dialog TV Remote', quantity: 40, sellingPrice: 1200, barcode: '2000001000014' });
const cable = buildProduct({ name: 'RG6 Coaxial Cable', quantity: 500, sellingPrice: 90, barcode: 'RG6-METRE' });
const STAFF_HIDDEN = ['buyingPrice', 'createdByName', 'updatedByName'];

async function openCreateBill(features: readonly string[] = ['barcodes'], serveProducts?: () => void) {
  const billApi = fakeResourceApi(bills.routes!, [] as BillRecord[], (body) => ({ ...buildBill(kasun, []), ...body }) as BillRecord);
  api.use(...billApi.handlers, ...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers);
  if (serveProducts) serveProducts();
  else api.use(...fakeResourceApi(products.routes!, [remote, cable].map((product) => staffView(product, STAFF_HIDDEN)), buildProduct).handlers);
  renderScreen({ user: staffUser, path: '/bills', features });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
  return { billApi, user, dialog };
}

const lineProducts = (dialog: HTMLElement) => within(dialog).getAllByRole('combobox', { name: 'Product' }).map((box) => (box as HTMLInputElement).value);
const lineQuantities = (dialog: HTMLElement) => within(dialog).getAllByLabelText(/^Quantity/).map((input) => (input as HTMLInputElement).value);

describe('a scan in Create Bill', () => {
  it('adds the product as a line, raises its quantity when scanned again, and adds another line for another product, without the mouse', async () => {
    const { billApi, user, dialog } = await openCreateBill();
    const scanBox = within(dialog).getByRole('textbox', { name: 'Scan barcode' });
    await waitFor(() => expect(scanBox).toHaveFocus());

    await user.keyboard('2000001000014{Enter}');
    await waitFor(() => expect(lineProducts(dialog)).toEqual(['Dialog TV Remote']));
    expect(lineQuantities(dialog)).toEqual(['1']);
    expect(within(dialog).getByLabelText(/^Billed Price/)).toHaveDisplayValue('1200');
    expect(scanBox).toHaveValue('');
    expect(scanBox).toHaveFocus();

    await user.keyboard('2000001000014{Enter}');
    await waitFor(() => expect(lineQuantities(dialog)).toEqual(['2']));

    await user.keyboard('RG6-METRE{Enter}');
    await waitFor(() => expect(lineProducts(dialog)).toEqual(['Dialog TV Remote', 'RG6 Coaxial Cable']));
    expect(lineQuantities(dialog)).toEqual(['2', '1']);
    // Enter in the scan box never saved the bill.
    expect(billApi.writes()).toEqual([]);
  });

  it('lands in the scan box after a click elsewhere in the dialog, so a scan needs no click back into it', async () => {
    const { user, dialog } = await openCreateBill();
    await user.click(within(dialog).getByRole('heading', { name: 'Create Bill' }));
    expect(within(dialog).getByRole('textbox', { name: 'Scan barcode' })).not.toHaveFocus();
    await user.keyboard('RG6-METRE{Enter}');
    await waitFor(() => expect(lineProducts(dialog)).toEqual(['RG6 Coaxial Cable']));
    expect(within(dialog).getByRole('textbox', { name: 'Scan barcode' })).toHaveFocus();
  });

  it('says a code no product has, and changes nothing', async () => {
    const { billApi, user, dialog } = await openCreateBill();
    await user.keyboard('2000001000014{Enter}');
    await waitFor(() => expect(lineProducts(dialog)).toEqual(['Dialog TV Remote']));

    await user.keyboard('4790000000000{Enter}');
    expect(await screen.findByText('No product has the barcode 4790000000000', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(within(dialog).getByText('No product has the barcode 4790000000000')).toBeInTheDocument();
    expect(lineProducts(dialog)).toEqual(['Dialog TV Remote']);
    expect(lineQuantities(dialog)).toEqual(['1']);
    expect(billApi.writes()).toEqual([]);
  });

  it('fills the same form, so the bill goes to the server exactly as a picked one', async () => {
    const { billApi, user, dialog } = await openCreateBill();
    await user.keyboard('RG6-METRE{Enter}');
    await user.keyboard('RG6-METRE{Enter}');
    await waitFor(() => expect(lineQuantities(dialog)).toEqual(['2']));
    const customer = within(dialog).getByRole('combobox', { name: 'Customer' });
    await user.click(customer);
    await user.type(customer, 'k');
    await user.click(await screen.findByRole('option', { name: /Kasun Perera/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(billApi.writes()[0].body).toEqual({ customerId: kasun._id, products: [{ productId: cable._id, quantity: 2, billedPrice: 90 }] });
  });

  it('clears the line’s messages when a save was tried before the scan', async () => {
    const { billApi, user, dialog } = await openCreateBill();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select a product')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter billed price')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Scan barcode' }));
    await user.keyboard('2000001000014{Enter}');
    await waitFor(() => expect(lineProducts(dialog)).toEqual(['Dialog TV Remote']));
    await waitFor(() => expect(within(dialog).queryByText('Please select a product')).not.toBeInTheDocument());
    expect(within(dialog).queryByText('Please enter billed price')).not.toBeInTheDocument();
    expect(billApi.writes()).toEqual([]);
  });

  it('reads the product once on a server that pages: the line shows what the look-up by barcode found', async () => {
    // Our server pages the products (a ten-year shop's staple is not among the picker's first
    // options), so the line's picker would read the product again by id: a second round trip the
    // person at the counter waits for before the line shows its name.
    const asked: Record<string, unknown>[] = [];
    const shelf = [remote, cable].map((product) => staffView(product, STAFF_HIDDEN));
    const { user, dialog } = await openCreateBill(['barcodes', 'paging'], () =>
      api.use(
        http.get('*/api/products', ({ request }) => {
          const filter = JSON.parse(new URL(request.url).searchParams.get('_filter') ?? '{}') as { barcode?: string; id?: string[] };
          asked.push(filter);
          const data = shelf.filter((product) => (filter.barcode ? product.barcode === filter.barcode : !filter.id || filter.id.includes(product._id)));
          return HttpResponse.json({ data, total: data.length, summary: {} });
        }),
      ),
    );
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Scan barcode' })).toHaveFocus());
    asked.length = 0;

    await user.keyboard('RG6-METRE{Enter}');
    await waitFor(() => expect(lineProducts(dialog)).toEqual(['RG6 Coaxial Cable']));
    expect(within(dialog).getByLabelText(/^Billed Price/)).toHaveDisplayValue('90');
    // Whatever the picker or the form does next, nothing reads the product again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([{ barcode: 'RG6-METRE' }]);
  });

  it('is not offered by a backend that does not name barcodes', async () => {
    const { dialog } = await openCreateBill([]);
    await within(dialog).findByRole('combobox', { name: 'Customer' });
    expect(within(dialog).queryByRole('textbox', { name: 'Scan barcode' })).not.toBeInTheDocument();
  });
});
