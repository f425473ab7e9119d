import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { suppliers } from '.';

/** The Suppliers list's Owed column (issue 47): what the server says the shop owes each, the owner's, where the backend keeps goods received. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

const stamps = (day: string) => ({ createdAt: `2026-02-${day}T04:00:00.000Z`, updatedAt: `2026-02-${day}T04:00:00.000Z` });
const lanka = { _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', name: 'Lanka Satellite Supplies', phoneNumber: '0112695544', address: 'Galle Road', ...stamps('01') };
const pettah = { _id: 'b2b2b2b2b2b2b2b2b2b2b2b2', name: 'Pettah Accessories Wholesale', phoneNumber: '0112433210', address: 'Main Street', ...stamps('02') };
const kandy = { _id: 'c3c3c3c3c3c3c3c3c3c3c3c3', name: 'Kandy Mobile Parts', phoneNumber: '0812223344', address: 'Peradeniya Road', ...stamps('03') };

/** The list as our server answers the owner (with `owed`) or staff (without). */
function serve(records: Record<string, unknown>[]) {
  const fake = fakeResourceApi(suppliers.routes!, records as (typeof lanka)[], (body) => ({ ...lanka, ...body }));
  api.use(...fake.handlers);
  return fake;
}

const OWNER_RECORDS = [
  { ...kandy, owed: 0 },
  { ...pettah, owed: 31000.5 },
  { ...lanka, owed: 1250.5 },
];

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
/** Each row's supplier and Owed, as shown (the header may carry its sort state besides its label). */
const owedCells = () => {
  const column = headers().findIndex((text) => text?.startsWith('Owed'));
  return screen.getAllByRole('row').slice(1).map((row) => [within(row).getAllByRole('cell')[1]!.textContent, within(row).getAllByRole('cell')[column]!.textContent]);
};

describe('Suppliers: what the shop owes each', () => {
  it('shows the owner the Owed the server worked out, in LKR, and sorts by it', async () => {
    serve(OWNER_RECORDS);
    renderScreen({ user: owner, path: '/suppliers', features: ['goodsReceipts', 'suppliers'] });
    await screen.findByText('Lanka Satellite Supplies');
    expect(headers()).toContain('Owed');
    expect(owedCells()).toEqual([
      ['Kandy Mobile Parts', 'LKR 0.00'],
      ['Pettah Accessories Wholesale', 'LKR 31,000.50'],
      ['Lanka Satellite Supplies', 'LKR 1,250.50'],
    ]);
    const user = userEvent.setup({ delay: null });
    await user.click(within(screen.getByRole('columnheader', { name: /Owed/ })).getByRole('button'));
    await waitFor(() => expect(owedCells().map(([, owed]) => owed)).toEqual(['LKR 0.00', 'LKR 1,250.50', 'LKR 31,000.50']));
    await user.click(within(screen.getByRole('columnheader', { name: /Owed/ })).getByRole('button'));
    await waitFor(() => expect(owedCells().map(([, owed]) => owed)).toEqual(['LKR 31,000.50', 'LKR 1,250.50', 'LKR 0.00']));
  });

  it('reads the list again after a payment out, so the column shows what is owed now', async () => {
    const fake = serve(OWNER_RECORDS);
    let owed = 1250.5;
    const statement = () => ({ _id: lanka._id, name: lanka.name, phoneNumber: lanka.phoneNumber, owed, entries: [] });
    api.use(
      http.get('*/api/suppliers/:id/statement', () => HttpResponse.json(statement())),
      http.post('*/api/suppliers/:id/payments', async ({ request }) => {
        owed -= ((await request.json()) as { amount: number }).amount;
        fake.state.records = fake.state.records.map((record) => (record._id === lanka._id ? { ...record, owed } : record));
        return HttpResponse.json(statement(), { status: 201 });
      }),
    );
    renderScreen({ user: owner, path: '/suppliers', features: ['goodsReceipts', 'suppliers'] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'What we owe Lanka Satellite Supplies' }));
    const dialog = await screen.findByRole('dialog', { name: 'What we owe' });
    await user.type(await within(dialog).findByLabelText('Amount to pay'), '250.50');
    await user.click(within(dialog).getByRole('button', { name: 'Pay supplier' }));
    expect(await within(dialog).findByText('Lanka Satellite Supplies · Owed: LKR 1,000.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(owedCells()).toContainEqual(['Lanka Satellite Supplies', 'LKR 1,000.00']));
  });

  it('is not shown to staff, whose list carries no balance, nor by a backend without goods received', async () => {
    serve([kandy, pettah, lanka]);
    const { unmount } = renderScreen({ user: staffUser, path: '/suppliers', features: ['goodsReceipts', 'suppliers'] });
    await screen.findByText('Lanka Satellite Supplies');
    expect(headers()).not.toContain('Owed');
    expect(screen.queryByText(/LKR/)).not.toBeInTheDocument();
    unmount();
    serve(OWNER_RECORDS);
    renderScreen({ user: owner, path: '/suppliers', features: ['suppliers'] });
    await screen.findByText('Lanka Satellite Supplies');
    expect(headers()).not.toContain('Owed');
    expect(screen.queryByText('LKR 31,000.50')).not.toBeInTheDocument();
  });
});
