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

/**
 * Staff receive goods without seeing costs (issue 47), where the owner allows it in Settings (the
 * sign-in answer's `allowances`); and the owner's correction of such a note's unit costs.
 */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

const FEATURES = ['goodsReceipts'];
const ALLOWED = ['staffReceiveGoods'];
const lanka = { _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', name: 'Lanka Satellite Supplies', createdAt: '2026-02-01T04:00:00.000Z', updatedAt: '2026-02-01T04:00:00.000Z' };
// As staff read products: no buying price.
const dish = { ...buildProduct({ name: 'Satellite Dish 60cm', quantity: 6, sellingPrice: 5500 }), buyingPrice: undefined };

type Served = GoodsReceipt & { _id: string };

/** A note as staff read it: the supplier, the invoice, the units; no cost, payment or costing. */
const STAFF_VIEW: Served = {
  id: 'r4',
  _id: 'r4',
  number: 4,
  supplierId: lanka._id,
  supplierName: lanka.name,
  invoiceNumber: 'LSS/0480',
  invoiceDate: '2026-03-12',
  lines: [{ productId: dish._id, name: dish.name, quantity: 3 }],
  createdAt: '2026-03-12T06:30:00.000Z',
  updatedAt: '2026-03-12T06:30:00.000Z',
};
/** The same note as the owner reads it: received by staff, valued at the average cost. */
const OWNER_VIEW: Served = {
  ...STAFF_VIEW,
  total: 9600,
  paidBy: null,
  status: 'owed',
  dueDate: null,
  costing: 'average',
  createdByName: 'Staff Demo',
  lines: [{ productId: dish._id, name: dish.name, quantity: 3, unitCost: 3200, amount: 9600 }],
};
/** One the owner typed from the invoice. */
const TYPED: Served = { ...OWNER_VIEW, id: 'r1', _id: 'r1', number: 1, invoiceNumber: 'LSS/0457', costing: 'invoice', paidBy: 'cash', status: 'paid', createdByName: 'Owner Demo' };

function serve(records: Served[]) {
  const fake = fakeResourceApi(goodsReceived.routes!, records, (body) => ({ ...STAFF_VIEW, ...(body as Partial<GoodsReceipt>), _id: 'r9', id: 'r9', number: 9 }));
  api.use(...fake.handlers, ...fakeResourceApi(suppliers.routes!, [lanka], (body) => ({ ...lanka, ...body })).handlers, ...fakeResourceApi(products.routes!, [dish], buildProduct).handlers);
  return fake;
}

/** The console's window comes back into view (another tab or app was in front), as the browser tells it. */
function comeBack() {
  window.dispatchEvent(new Event('visibilitychange'));
}

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

describe('Goods Received for staff', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-13T06:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('is in staff’s menu only where the owner allows it, and asks nothing where not', async () => {
    const asked: string[] = [];
    api.use(http.get('*/api/goods-receipts', ({ request }) => (asked.push(request.url), HttpResponse.json([]))));
    const { unmount } = renderApp({ user: staffUser, path: '/dashboard', features: FEATURES });
    expect(within(await menu()).queryByText('Goods Received')).not.toBeInTheDocument();
    unmount();
    // A backend that names no goods received (the shop's own) shows nothing, whatever it says of allowances.
    const other = renderApp({ user: staffUser, path: '/dashboard', features: [], allowances: ALLOWED });
    expect(within(await menu()).queryByText('Goods Received')).not.toBeInTheDocument();
    other.unmount();
    renderApp({ user: staffUser, path: '/dashboard', features: FEATURES, allowances: ALLOWED });
    expect(await within(await menu()).findByText('Goods Received')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('follows the owner’s switch when staff come back to the window, without signing in again', async () => {
    let allowed = false;
    // What the dashboard reads of the settings as it opens may still be on its way at the first
    // return: the menu following each answer is what shows the settings were read again.
    api.use(http.get('*/api/settings', () => HttpResponse.json({ shopName: 'Shop', staffReceiveGoods: allowed })));
    renderApp({ user: staffUser, path: '/dashboard', features: [...FEATURES, 'settings'] });
    const found = await menu();
    expect(within(found).queryByText('Goods Received')).not.toBeInTheDocument();
    allowed = true;
    // The owner turns it on; staff's menu follows once the window is theirs again.
    comeBack();
    expect(await within(found).findByText('Goods Received')).toBeInTheDocument();
    // And turned off again.
    allowed = false;
    comeBack();
    await waitFor(() => expect(within(found).queryByText('Goods Received')).not.toBeInTheDocument());
  });

  it('follows the server’s switches as the console opens (a reload), not those stored at sign-in', async () => {
    // Stored at sign-in: not allowed; turned on since. The console opens again (a reload) with no focus change.
    api.use(http.get('*/api/settings', () => HttpResponse.json({ shopName: 'Shop', staffReceiveGoods: true })));
    const before = renderApp({ user: staffUser, path: '/dashboard', features: [...FEATURES, 'settings'] });
    expect(await within(await menu()).findByText('Goods Received')).toBeInTheDocument();
    before.unmount();
    // Stored at sign-in: allowed; turned off since. Its screen's address, opened afresh, is refused.
    serve([STAFF_VIEW]);
    api.use(http.get('*/api/settings', () => HttpResponse.json({ shopName: 'Shop', staffReceiveGoods: false })));
    renderApp({ user: staffUser, path: '/goods/received', features: [...FEATURES, 'settings'], allowances: ALLOWED });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(await menu()).queryByText('Goods Received')).not.toBeInTheDocument();
  });

  it('takes staff on its screen to the access-denied page when the owner turns it off and the window comes back', async () => {
    serve([STAFF_VIEW]);
    let allowed = true;
    api.use(http.get('*/api/settings', () => HttpResponse.json({ shopName: 'Shop', staffReceiveGoods: allowed })));
    renderApp({ user: staffUser, path: '/goods/received', features: [...FEATURES, 'settings'], allowances: ALLOWED });
    expect(await screen.findByText('LSS/0480', {}, { timeout: 15_000 })).toBeInTheDocument();
    allowed = false;
    comeBack();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('asks the shop’s own backend nothing new when the window comes back', async () => {
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => void asked.push(`${request.method} ${new URL(request.url).pathname}`);
    api.events.on('request:start', count);
    renderApp({ user: staffUser, path: '/dashboard' });
    await menu();
    await waitFor(() => expect(asked).toContain('GET /api/bills'));
    // Nor as the console opens: the shop's own backend keeps no settings.
    expect(asked).not.toContain('GET /api/settings');
    const before = new Set(asked);
    comeBack();
    // The focus refreshes what is on screen (react-query's own), so calls do come: only those already made.
    await waitFor(() => expect(asked.length).toBeGreaterThan(before.size));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked.filter((call) => !before.has(call))).toEqual([]);
    api.events.removeListener('request:start', count);
  });

  it('shows staff who open its address without the owner’s leave the access-denied page, asking nothing', async () => {
    const asked: string[] = [];
    api.use(http.get('*/api/goods-receipts', ({ request }) => (asked.push(request.url), HttpResponse.json([]))));
    renderScreen({ user: staffUser, path: '/goods/received', features: FEATURES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('lists notes without a total, payment, costing or what is owed, and reads one without costs', async () => {
    serve([STAFF_VIEW]);
    const user = userEvent.setup({ delay: null });
    renderScreen({ user: staffUser, path: '/goods/received', features: FEATURES, allowances: ALLOWED });
    expect(await screen.findByText('GRN-000004')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['GRN No.', 'Received', 'Supplier', 'Invoice No.']));
    for (const owners of ['Total', 'Payment', 'Costs', 'Due Date']) expect(headers()).not.toContain(owners);
    expect(screen.queryByText('Total received')).not.toBeInTheDocument();
    expect(screen.queryByText('Total owed')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Payment' })).not.toBeInTheDocument();
    const row = screen.getByText('GRN-000004').closest('tr')!;
    expect(within(row).queryByRole('button', { name: /^Print Note/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Correct Costs/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Note Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Note Details' });
    expect(await within(dialog).findByText('Satellite Dish 60cm')).toBeInTheDocument();
    expect(within(dialog).queryByText('Unit Cost')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Amount')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Total')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/LKR/)).not.toBeInTheDocument();
  });

  it('receives goods with the supplier, the invoice and the units only, no cost and no payment', async () => {
    const fake = serve([STAFF_VIEW]);
    const user = userEvent.setup({ delay: null });
    renderScreen({ user: staffUser, path: '/goods/received', features: FEATURES, allowances: ALLOWED });
    await screen.findByText('GRN-000004');
    await user.click(screen.getByRole('button', { name: 'Receive Goods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Goods' });
    expect(within(dialog).getByText('Record the supplier, their invoice and the quantities received. The owner sets the costs and the payment.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Unit Cost/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Paid by/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Total:/)).not.toBeInTheDocument();
    await pick(user, dialog, 'Supplier', 'lanka', /Lanka Satellite Supplies/);
    await user.type(within(dialog).getByLabelText(/^Invoice No\./), 'LSS/0481');
    const invoiceDate = pickerNamed('invoiceDate');
    await clearPicker(user, invoiceDate);
    await typeInPicker(user, invoiceDate, '12032026');
    await pick(user, dialog, 'Product', 'dish', /Satellite Dish 60cm/);
    const quantity = within(dialog).getAllByLabelText(/^Quantity/)[0]!;
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(within(dialog).queryByText(/Amount:/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Goods received: stock updated')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      { method: 'POST', path: '/api/goods-receipts', body: { supplierId: lanka._id, invoiceNumber: 'LSS/0481', invoiceDate: '2026-03-12', lines: [{ productId: dish._id, quantity: 5 }] } },
    ]);
  });

  it('shows the server’s refusal when the owner has turned receiving off since', async () => {
    serve([STAFF_VIEW]);
    api.use(http.post('*/api/goods-receipts', () => HttpResponse.json({ message: 'Only the owner receives goods: the owner can let staff receive them in Settings', key: 'staffReceivingOff' }, { status: 403 })));
    const user = userEvent.setup({ delay: null });
    renderScreen({ user: staffUser, path: '/goods/received', features: FEATURES, allowances: ALLOWED });
    await screen.findByText('GRN-000004');
    await user.click(screen.getByRole('button', { name: 'Receive Goods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Goods' });
    await pick(user, dialog, 'Supplier', 'lanka', /Lanka Satellite Supplies/);
    await user.type(within(dialog).getByLabelText(/^Invoice No\./), 'LSS/0482');
    await pick(user, dialog, 'Product', 'dish', /Satellite Dish 60cm/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/the owner can let staff receive them in Settings/)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Receive Goods' })).toBeInTheDocument();
  });
});

describe('the owner’s view of a note staff received', () => {
  function serveOwner(refuse?: { status: number; message: string; key: string }) {
    const sent: unknown[] = [];
    serve([OWNER_VIEW, TYPED]);
    api.use(
      http.put('*/api/goods-receipts/:id/costs', async ({ request, params }) => {
        const body = (await request.json()) as { lines: { unitCost: number }[] };
        sent.push({ id: params.id, body });
        if (refuse) return HttpResponse.json({ message: refuse.message, key: refuse.key }, { status: refuse.status });
        const lines = OWNER_VIEW.lines.map((line, index) => ({ ...line, unitCost: body.lines[index]!.unitCost, amount: line.quantity * body.lines[index]!.unitCost }));
        return HttpResponse.json({ ...OWNER_VIEW, costing: 'corrected', lines, total: lines.reduce((sum, line) => sum + line.amount, 0) });
      }),
    );
    renderScreen({ user: owner, path: '/goods/received', features: FEATURES });
    return { sent, user: userEvent.setup({ delay: null }) };
  }

  async function openCorrection(user: UserEvent) {
    const row = (await screen.findByText('GRN-000004')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Correct Costs/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct Costs' });
    await within(dialog).findByText('GRN-000004 · Lanka Satellite Supplies · LSS/0480');
    return dialog;
  }

  it('is marked as received by staff at the average cost; the owner’s own note is not, nor offered a correction', async () => {
    serveOwner();
    const row = (await screen.findByText('GRN-000004')).closest('tr')!;
    expect(headers()).toContain('Costs');
    expect(within(row).getByText('Average cost').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(row).getByText('LKR 9,600.00')).toBeInTheDocument();
    const typed = screen.getByText('GRN-000001').closest('tr')!;
    expect(within(typed).queryByText('Average cost')).not.toBeInTheDocument();
    expect(within(typed).queryByRole('button', { name: /^Correct Costs/ })).not.toBeInTheDocument();
  });

  it('corrects the unit costs from the invoice and says the note’s new total', async () => {
    const { sent, user } = serveOwner();
    const dialog = await openCorrection(user);
    const cost = within(dialog).getByLabelText(/^Unit Cost 1/);
    expect(cost).toHaveDisplayValue('3200');
    await user.clear(cost);
    await user.type(cost, '3350.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Costs corrected: GRN-000004 now totals LKR 10,050.75')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'r4', body: { lines: [{ unitCost: 3350.25 }] } }]);
  });

  it('asks a cost before sending, and shows why the server refuses a note changed since', async () => {
    const { sent, user } = serveOwner({ status: 409, key: 'staleWrite', message: 'Someone else changed this record while you were editing it. Reload it to see their change, then make yours again.' });
    const dialog = await openCorrection(user);
    await user.clear(within(dialog).getByLabelText(/^Unit Cost 1/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter unit cost')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Unit Cost 1/), '3300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(/Someone else changed this record while you were editing it/).length).toBeGreaterThan(0));
    expect(screen.getByRole('dialog', { name: 'Correct Costs' })).toBeInTheDocument();
  });
});
