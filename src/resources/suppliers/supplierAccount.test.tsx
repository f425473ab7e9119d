import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { formatDateTime } from '../../domain/format';
import type { SupplierStatement } from './SupplierAccountDialog';
import { suppliers } from '.';

/** What the shop owes a supplier (issue 47): the owner's row action, where the backend names `goodsReceipts`. */

const api = setupApi();
vi.setConfig({ testTimeout: 30_000 });

const lanka = { _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', name: 'Lanka Satellite Supplies', phoneNumber: '0112695544', address: 'Galle Road', createdAt: '2026-02-01T04:00:00.000Z', updatedAt: '2026-02-01T04:00:00.000Z' };
const STATEMENT: SupplierStatement = {
  _id: lanka._id,
  name: lanka.name,
  phoneNumber: lanka.phoneNumber,
  owed: 1250.5,
  entries: [
    { _id: 'e1', at: '2026-03-10T04:30:00.000Z', kind: 'receipt', amount: 1000, balance: 1000, number: 3, invoiceNumber: 'LSS/0457', dueDate: '2026-04-09', method: null, note: null },
    { _id: 'e2', at: '2026-03-11T04:30:00.000Z', kind: 'receipt', amount: 850.5, balance: 1850.5, number: 5, invoiceNumber: 'LSS/0460', dueDate: null, method: null, note: null },
    { _id: 'e3', at: '2026-03-12T04:30:00.000Z', kind: 'payment', amount: -600, balance: 1250.5, number: null, invoiceNumber: null, dueDate: null, method: 'cash', note: 'Part paid' },
  ],
};

function serve() {
  const sent: unknown[] = [];
  // The statement as it stands: a payment changes it (the dialog reads it again after one).
  let statement = STATEMENT;
  api.use(
    ...fakeResourceApi(suppliers.routes!, [lanka], (body) => ({ ...lanka, ...body })).handlers,
    http.get('*/api/suppliers/:id/statement', () => HttpResponse.json(statement)),
    http.post('*/api/suppliers/:id/payments', async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      sent.push(body);
      statement = { ...STATEMENT, owed: 1250.5 - body.amount, entries: [...STATEMENT.entries, { _id: 'e4', at: '2026-03-13T04:30:00.000Z', kind: 'payment', amount: -body.amount, balance: 1250.5 - body.amount, number: null, invoiceNumber: null, dueDate: null, method: 'bank', note: null }] };
      return HttpResponse.json(statement, { status: 201 });
    }),
  );
  return sent;
}

describe('What we owe a supplier', () => {
  it('shows the owner the owed notes and payments with the running balance, and pays part of it', async () => {
    const sent = serve();
    renderScreen({ user: owner, path: '/suppliers', features: ['goodsReceipts', 'suppliers'] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'What we owe Lanka Satellite Supplies' }));
    const dialog = await screen.findByRole('dialog', { name: 'What we owe' });
    expect(await within(dialog).findByText('Lanka Satellite Supplies · Owed: LKR 1,250.50')).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').map((row) => [...within(row).queryAllByRole('cell')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      [formatDateTime('2026-03-10T04:30:00.000Z'), 'GRN-000003 · LSS/0457 · due 09 Apr 2026', 'LKR 1,000.00', 'LKR 1,000.00'],
      [formatDateTime('2026-03-11T04:30:00.000Z'), 'GRN-000005 · LSS/0460', 'LKR 850.50', 'LKR 1,850.50'],
      [formatDateTime('2026-03-12T04:30:00.000Z'), 'Paid · Cash · Part paid', 'LKR -600.00', 'LKR 1,250.50'],
    ]);
    // More than is owed is said before anything is sent.
    await user.type(within(dialog).getByLabelText('Amount to pay'), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Pay supplier' }));
    expect(await within(dialog).findByText('The payment is more than is owed (LKR 1,250.50)')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText('Amount to pay'));
    await user.type(within(dialog).getByLabelText('Amount to pay'), '250.50');
    await user.click(within(dialog).getByRole('button', { name: 'Pay supplier' }));
    expect(await within(dialog).findByText('Lanka Satellite Supplies · Owed: LKR 1,000.00')).toBeInTheDocument();
    expect(sent).toEqual([{ amount: 250.5, method: 'cash', note: null }]);
  });

  it('lists who the shop owes beside the list, most first, with the first due date and the total', async () => {
    serve();
    api.use(
      http.get('*/api/suppliers/balances', () =>
        HttpResponse.json([
          { _id: 'b1', name: 'Pettah Accessories Wholesale', owed: 31000.5, firstDueDate: '2026-04-01' },
          { _id: lanka._id, name: lanka.name, owed: 1250.5, firstDueDate: null },
        ]),
      ),
    );
    renderScreen({ user: owner, path: '/suppliers', features: ['goodsReceipts', 'suppliers'] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Who we owe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who we owe' });
    await within(dialog).findByText('Pettah Accessories Wholesale');
    const rows = within(dialog).getAllByRole('row').map((row) => [...within(row).queryAllByRole('cell')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['Pettah Accessories Wholesale', '01 Apr 2026', 'LKR 31,000.50'],
      ['Lanka Satellite Supplies', '', 'LKR 1,250.50'],
      ['Total owed', 'LKR 32,251.00'],
    ]);
  });

  it('is not offered to staff, nor by a backend without goods received; neither asks for a statement', async () => {
    const asked: string[] = [];
    serve();
    api.use(http.get('*/api/suppliers/:id/statement', ({ request }) => (asked.push(request.url), HttpResponse.json(STATEMENT))));
    const { unmount } = renderScreen({ user: staffUser, path: '/suppliers', features: ['goodsReceipts', 'suppliers'] });
    await screen.findByText('Lanka Satellite Supplies');
    expect(screen.queryByRole('button', { name: /What we owe/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Who we owe' })).not.toBeInTheDocument();
    unmount();
    renderScreen({ user: owner, path: '/suppliers', features: ['suppliers'] });
    await screen.findByText('Lanka Satellite Supplies');
    await waitFor(() => expect(screen.queryByRole('button', { name: /What we owe/ })).not.toBeInTheDocument());
    expect(asked).toEqual([]);
  });
});
