import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildBill, buildCustomer, buildProduct, staffUser, type BillRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { en } from '../../i18n/en';
import { customers } from '../customers';
import { products } from '../products';
import { billReceipt } from './billDocuments';
import { bills, type Bill } from '.';

/** A sold device's IMEI or serial on its bill line (product.md §10). */

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });
const FEATURES = ['lineSerials'];
const IMEI = '356938035643809';
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' });
const galaxy = buildProduct({ name: 'Galaxy A15', quantity: 4, buyingPrice: 30000, sellingPrice: 38500 });
const soldPhone = [{ name: 'Galaxy A15', quantity: 1, billedPrice: 38500, serial: IMEI }];
const phoneBill = buildBill(kasun, soldPhone, { createdAt: '2026-03-12T04:30:00.000Z' });
const cableBill = buildBill(kasun, [{ name: 'USB-C Cable', quantity: 1, billedPrice: 900 }], { createdAt: '2026-03-11T04:30:00.000Z' });

function serveShop(records: BillRecord[] = []) {
  const billApi = fakeResourceApi(bills.routes!, records, (body) => ({ ...buildBill(kasun, []), ...body }) as BillRecord);
  api.use(...billApi.handlers, ...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers);
  api.use(...fakeResourceApi(products.routes!, [galaxy], buildProduct).handlers);
  return billApi;
}

describe("a bill line's IMEI or serial", () => {
  it('is typed on the line in Create Bill and sent with it', async () => {
    const billApi = serveShop();
    renderScreen({ user: staffUser, path: '/bills', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
    for (const [label, text, option] of [['Customer', 'k', /Kasun Perera/], ['Product', 'g', /Galaxy A15/]] as const) {
      const box = within(dialog).getByRole('combobox', { name: label });
      await user.click(box);
      await user.type(box, text);
      await user.click(await screen.findByRole('option', { name: option }));
    }
    await user.click(within(dialog).getByLabelText(/^IMEI \/ serial/));
    await user.paste(` ${IMEI} `);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(billApi.writes()[0].body).toEqual({ customerId: kasun._id, products: [{ productId: galaxy._id, quantity: 1, billedPrice: 38500, serial: IMEI }] });
  });

  it('finds its bill by the search box, and shows in Bill Details', async () => {
    serveShop([phoneBill, cableBill]);
    renderScreen({ user: staffUser, path: '/bills', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('USB-C Cable', {}, { timeout: 15_000 });
    await user.click(screen.getByPlaceholderText(/^Search by customer/));
    await user.paste('64380');
    await waitFor(() => expect(screen.queryByText('USB-C Cable')).not.toBeInTheDocument());
    const row = screen.getByText('Galaxy A15').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Bill Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' });
    const lines = await within(details).findByRole('table', { name: 'Products' });
    expect(within(lines).getByRole('columnheader', { name: 'IMEI / serial' })).toBeInTheDocument();
    expect(within(lines).getByText(IMEI)).toBeInTheDocument();
  });

  it('is printed after its item on the receipt', () => {
    const translate = (key: string, options: object = {}) =>
      String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en)).replace(
        /%\{(\w+)\}/g,
        (_all, name: string) => String((options as Record<string, unknown>)[name]),
      );
    const receipt = billReceipt(phoneBill as unknown as Bill, { translate });
    expect(receipt.table!.rows[0][0]).toBe(`Galaxy A15 · IMEI / serial: ${IMEI}`);
  });
});
