import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProduct, owner, staffUser } from '../../../tests/support/builders';
import { headers } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { clearPicker, pickerNamed, typeInPicker } from '../../../tests/support/pickers';
import { renderApp, renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { products } from '../products';
import { suppliers } from '../suppliers';
import { goodsReceived, type GoodsReceipt } from '.';

/** Goods Received (issue 47): the owner's notes of stock bought, where the backend names `goodsReceipts`. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

const FEATURES = ['goodsReceipts'];
const lanka = { _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', name: 'Lanka Satellite Supplies', phoneNumber: '0112695544', createdAt: '2026-02-01T04:00:00.000Z', updatedAt: '2026-02-01T04:00:00.000Z' };
const dish = buildProduct({ name: 'Satellite Dish 60cm', quantity: 6, buyingPrice: 3200, sellingPrice: 5500 });
const lnb = buildProduct({ name: 'LNB Single', quantity: 2, buyingPrice: 1100, sellingPrice: 1900 });

/** A note as the fake API keeps it: by its `_id`. */
type Served = GoodsReceipt & { _id: string };

const receipt = (overrides: Partial<GoodsReceipt>): Served => ({
  id: 'r1',
  _id: 'r1',
  number: 1,
  supplierId: lanka._id,
  supplierName: lanka.name,
  invoiceNumber: 'LSS/0457',
  invoiceDate: '2026-03-10',
  total: 13200,
  paidBy: 'cash',
  status: 'paid',
  dueDate: null,
  lines: [{ productId: dish._id, name: dish.name, quantity: 4, unitCost: 3300, amount: 13200 }],
  createdAt: '2026-03-12T04:30:00.000Z',
  updatedAt: '2026-03-12T04:30:00.000Z',
  createdByName: 'Owner Demo',
  ...overrides,
});
const PAID = receipt({});
const OWED = receipt({ _id: 'r2', id: 'r2', number: 2, invoiceNumber: 'LSS/0460', total: 2200, paidBy: null, status: 'owed', dueDate: '2026-04-09', lines: [{ productId: lnb._id, name: lnb.name, quantity: 2, unitCost: 1100, amount: 2200 }], createdAt: '2026-03-12T06:30:00.000Z' });

function serve(records: Served[] = [OWED, PAID]) {
  const fake = fakeResourceApi(goodsReceived.routes!, records, (body) => receipt({ ...(body as Partial<GoodsReceipt>), _id: 'r9', id: 'r9', number: 9 }));
  api.use(...fake.handlers, ...fakeResourceApi(suppliers.routes!, [lanka], (body) => ({ ...lanka, ...body })).handlers, ...fakeResourceApi(products.routes!, [dish, lnb], buildProduct).handlers);
  return fake;
}

const card = (label: string) => screen.getByText(label).parentElement!;

/** The side menu, once drawn. */
async function menu() {
  const found = await screen.findByRole('menu');
  await within(found).findByText('Dashboard');
  return found;
}

async function pick(user: UserEvent, dialog: HTMLElement, label: string | RegExp, text: string, option: RegExp) {
  const box = within(dialog).getAllByRole('combobox', { name: label }).at(-1)!;
  await user.click(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Goods Received list', () => {
  it('shows each note with its number, supplier, invoice, total and a Paid or Owed chip, and what is owed', async () => {
    serve();
    renderScreen({ user: owner, path: '/goods/received', features: FEATURES });
    expect(await screen.findByText('GRN-000002')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['GRN No.', 'Received', 'Supplier', 'Invoice No.', 'Total', 'Payment', 'Actions']));
    const owedRow = screen.getByText('GRN-000002').closest('tr')!;
    expect(within(owedRow).getByText('LSS/0460')).toBeInTheDocument();
    expect(within(owedRow).getByText('Owed').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    const paidRow = screen.getByText('GRN-000001').closest('tr')!;
    expect(within(paidRow).getByText('Paid').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(paidRow).getByText('LKR 13,200.00')).toBeInTheDocument();
    await waitFor(() => expect(card('Total owed')).toHaveTextContent('LKR 2,200.00'));
    expect(card('Total received')).toHaveTextContent('LKR 15,400.00');
  });

  it("searches by the supplier's name or the invoice number", async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderScreen({ user: owner, path: '/goods/received', features: FEATURES });
    await screen.findByText('GRN-000002');
    await user.type(screen.getByPlaceholderText('Search by supplier or invoice No.'), '0460');
    await waitFor(() => expect(screen.queryByText('GRN-000001')).not.toBeInTheDocument());
    expect(screen.getByText('GRN-000002')).toBeInTheDocument();
  });

  it('is not in the menu of a backend that does not name it (the shop’s own), nor of staff; neither asks for it', async () => {
    const asked: string[] = [];
    api.use(http.get('*/api/goods-receipts', ({ request }) => (asked.push(request.url), HttpResponse.json([]))));
    const { unmount } = renderApp({ user: owner, path: '/dashboard', features: [] });
    expect(within(await menu()).queryByText('Goods Received')).not.toBeInTheDocument();
    unmount();
    renderApp({ user: staffUser, path: '/dashboard', features: FEATURES });
    expect(within(await menu()).queryByText('Goods Received')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('is in the owner’s menu where the backend names it', async () => {
    api.use(http.get('*/api/suppliers/balances', () => HttpResponse.json([])));
    renderApp({ user: owner, path: '/dashboard', features: FEATURES });
    expect(await within(await menu()).findByText('Goods Received')).toBeInTheDocument();
  });
});

describe('Receive Goods', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-13T06:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  async function openCreate() {
    const fake = serve();
    renderScreen({ user: owner, path: '/goods/received', features: FEATURES });
    await screen.findByText('GRN-000002');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Receive Goods' }));
    return { fake, user, dialog: await screen.findByRole('dialog', { name: 'Receive Goods' }) };
  }

  it('takes the supplier, the invoice and lines at a unit cost, totals them live, and sends them', async () => {
    const { fake, user, dialog } = await openCreate();
    await pick(user, dialog, 'Supplier', 'lanka', /Lanka Satellite Supplies/);
    await user.type(within(dialog).getByLabelText(/^Invoice No\./), 'LSS/0470');
    const invoiceDate = pickerNamed('invoiceDate');
    await clearPicker(user, invoiceDate);
    await typeInPicker(user, invoiceDate, '11032026');
    await pick(user, dialog, 'Product', 'dish', /Satellite Dish 60cm/);
    // The product's buying price now is offered as the unit cost; the owner types the invoice's.
    const cost = within(dialog).getAllByLabelText(/^Unit Cost/)[0]!;
    expect(cost).toHaveDisplayValue('3200');
    await user.clear(cost);
    await user.type(cost, '3300.50');
    const quantity = within(dialog).getAllByLabelText(/^Quantity/)[0]!;
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add product' }));
    await pick(user, dialog, 'Product', 'lnb', /LNB Single/);
    await waitFor(() => expect(within(dialog).getByText('Total:', { exact: false })).toHaveTextContent('Total: LKR 14,302.00'));
    expect(within(dialog).getByText('Amount: LKR 13,202.00')).toBeInTheDocument();
    // Paid now in cash by default; Owed asks when it is due.
    expect(within(dialog).queryByRole('group', { name: /^Due Date/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Paid by/ }));
    await user.click(await screen.findByRole('option', { name: 'Owed to the supplier' }));
    await typeInPicker(user, pickerNamed('dueDate'), '10042026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Goods received: stock and costs updated')).toBeInTheDocument();
    expect(fake.writes()[0]).toEqual({
      method: 'POST',
      path: '/api/goods-receipts',
      body: {
        supplierId: lanka._id,
        invoiceNumber: 'LSS/0470',
        invoiceDate: '2026-03-11',
        payment: 'owed',
        dueDate: '2026-04-10',
        lines: [
          { productId: dish._id, quantity: 4, unitCost: 3300.5 },
          { productId: lnb._id, quantity: 1, unitCost: 1100 },
        ],
      },
    });
  });

  it('says what is missing under each field and sends nothing', async () => {
    const { fake, user, dialog } = await openCreate();
    await clearPicker(user, pickerNamed('invoiceDate'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of ['Please select a supplier', "Please enter the supplier's invoice number", 'Please enter the invoice date', 'Please select a product', 'Please enter unit cost']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(fake.writes()).toEqual([]);
  });

  it('shows the server’s refusal under its field', async () => {
    const { user, dialog } = await openCreate();
    api.use(
      http.post('*/api/goods-receipts', () =>
        HttpResponse.json({ message: 'Supplier not found', key: 'supplierNotFound', errors: { supplierId: 'Supplier not found' }, errorKeys: { supplierId: { key: 'supplierNotFound' } } }, { status: 404 }),
      ),
    );
    await pick(user, dialog, 'Supplier', 'lanka', /Lanka Satellite Supplies/);
    await user.type(within(dialog).getByLabelText(/^Invoice No\./), 'X-1');
    const invoiceDate = pickerNamed('invoiceDate');
    await clearPicker(user, invoiceDate);
    await typeInPicker(user, invoiceDate, '11032026');
    await pick(user, dialog, 'Product', 'dish', /Satellite Dish 60cm/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Supplier not found')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Receive Goods' })).toBeInTheDocument();
  });
});
