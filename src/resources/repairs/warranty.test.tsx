import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { buildIssue, buildRepair } from '../../../tests/support/repairBuilders';
import { battery, kasun, phone, screenIssue, serveRepairShop } from '../../../tests/support/repairShop';
import { setupApi } from '../../../tests/support/server';
import { PAYLOAD_DAY, shopNow } from '../../domain/dayjs';
import { formatDate, formatDateTime } from '../../domain/format';
import { repairIssues } from '../repairIssues';

const api = setupApi();
// Whole-app renders with dialogs and typed fields: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
const WARRANTIES = ['warranties'];
// Seven minutes past Colombo's midnight: a repair collected an hour ago was collected
// yesterday, and its warranty counts from that day, not from today.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-11-29T18:37:00Z'));
afterAll(() => vi.useRealTimers());

describe('Repair Issues: the owner adds an issue with a warranty (product.md §10)', () => {
  it('offers Add Issue to the owner where the backend keeps warranties, and sends name, prices and warranty', async () => {
    const fake = fakeResourceApi(repairIssues.routes!, [buildIssue({ name: 'Screen Replacement', warrantyDays: 90 } as never)], (body) => buildIssue(body));
    api.use(...fake.handlers);
    renderScreen({ user: owner, path: '/repairs/issues', features: WARRANTIES });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Screen Replacement', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Add Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Issue' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Tempered Glass');
    await user.type(within(dialog).getByLabelText(/^Actual Cost/), '150');
    await user.type(within(dialog).getByLabelText(/^Customer Price/), '750');
    const warranty = within(dialog).getByLabelText('Warranty (days)');
    await user.clear(warranty);
    await user.type(warranty, '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Warranty must be a whole number of days from 0 to 3650')).toBeInTheDocument();
    await user.clear(warranty);
    await user.type(warranty, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.writes()).toEqual([
        expect.objectContaining({ method: 'POST', path: '/api/repairs/issues', body: { name: 'Tempered Glass', actualCost: 150, customerPrice: 750, warrantyDays: 14 } }),
      ]),
    );
    expect(await screen.findByText('Issue created successfully')).toBeInTheDocument();
  });
});

describe('Warranty check and claim (product.md §10)', () => {
  const collected = shopNow().subtract(1, 'hour');
  const collectedToday = collected.toISOString();
  const sold = buildRepair(kasun, [screenIssue, battery], {
    repairProduct: 'Redmi Note 12',
    status: 'Customer Collected',
    dateIn: '2026-03-01T04:30:00.000Z',
    statusHistory: [
      { status: 'Received from Customer', note: null, dateEntered: '2026-03-01T04:30:00.000Z', updatedByName: 'Staff Demo', isDeleted: false },
      { status: 'Customer Collected', note: null, dateEntered: collectedToday, updatedByName: 'Staff Demo', isDeleted: false },
    ],
  });
  const redmi = { ...sold, imei: '490154203237518', issues: sold.issues.map((line, at) => ({ ...line, warrantyDays: at === 0 ? 90 : 30 })) };
  // From the collection's own day: yesterday in the first hour after Colombo's midnight.
  const end = collected.add(90, 'day').format(PAYLOAD_DAY);

  it('finds a device by its IMEI and says it is under warranty, and until when', async () => {
    serveRepairShop(api, staffUser, [phone, redmi as never]);
    const asked: string[] = [];
    api.use(
      http.get('*/api/repairs/warranty', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json([
          {
            _id: redmi._id,
            number: 42,
            repairProduct: 'Redmi Note 12',
            imei: redmi.imei,
            customer: { firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' },
            issues: ['Screen Replacement', 'Battery Replacement'],
            collectedAt: collectedToday,
            warrantyEnd: end,
            underWarranty: true,
          },
        ]);
      }),
    );
    renderScreen({ user: staffUser, path: '/repairs/management', features: WARRANTIES });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Warranty Check' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Warranty Check' });
    await user.type(within(dialog).getByLabelText('Phone, IMEI / serial or job number'), '490154203237518');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    const found = await within(dialog).findByRole('listitem', { name: 'R-000042' });
    expect(found).toHaveTextContent('Redmi Note 12 · Kasun Perera · 0771234567');
    expect(within(found).getByText(`Under warranty until ${formatDate(end)}`).closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(asked).toEqual(['490154203237518']);
  });

  it('opens a free claim from a repair under warranty, which waits for the owner when staff open it', async () => {
    serveRepairShop(api, staffUser, [phone, redmi as never]);
    const bodies: unknown[] = [];
    api.use(
      http.post('*/api/repairs/:id/claim', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ ...redmi, _id: 'c1', number: 43, finalAmount: 0, warrantyOf: redmi._id, claimStatus: 'awaitingApproval' }, { status: 201 });
      }),
    );
    renderScreen({ user: staffUser, path: '/repairs/management', features: WARRANTIES });
    const user = userEvent.setup({ delay: null });
    // Only the repair still under warranty offers a claim.
    await user.click(await screen.findByRole('button', { name: 'Warranty Claim Redmi Note 12 of Kasun Perera' }, { timeout: 15_000 }));
    expect(screen.queryByRole('button', { name: 'Warranty Claim Samsung Galaxy A52 of Kasun Perera' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Warranty Claim' });
    expect(within(dialog).getByText(`Under warranty until ${formatDate(end)}`)).toBeInTheDocument();
    expect(within(dialog).getByText(/It waits for the owner’s approval/)).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Battery Replacement'));
    await user.type(within(dialog).getByLabelText('What is wrong now'), 'Screen flickers');
    await user.click(within(dialog).getByRole('button', { name: 'Open claim' }));
    expect(await screen.findByText('Warranty claim R-000043 opened: awaiting the owner’s approval')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: redmi._id, body: { issues: [screenIssue._id], note: 'Screen flickers' } }]);
  });
});

describe('Repair Details: what Status History and the job card know (product.md §10)', () => {
  const collected = shopNow().subtract(1, 'hour');
  const collectedToday = collected.toISOString();
  const sold = buildRepair(kasun, [screenIssue, battery], {
    repairProduct: 'Redmi Note 12',
    status: 'Customer Collected',
    dateIn: '2026-03-01T04:30:00.000Z',
    statusHistory: [
      { status: 'Received from Customer', note: null, dateEntered: '2026-03-01T04:30:00.000Z', updatedByName: 'Staff Demo', isDeleted: false },
      { status: 'Customer Collected', note: null, dateEntered: collectedToday, updatedByName: 'Staff Demo', isDeleted: false },
    ],
  });
  const redmi = { ...sold, imei: '490154203237518', paid: 14500, due: 0, issues: sold.issues.map((line) => ({ ...line, warrantyDays: 90 })) };
  const end = collected.add(90, 'day').format(PAYLOAD_DAY);
  // Taken in with an advance, not back yet; and a claim on the Redmi waiting for the owner.
  const samsung = { ...phone, imei: '356938035643809', paid: 2000, due: 12000 };
  const claim = { ...redmi, _id: 'c1', repairProduct: 'Redmi Note 12 (claim)', status: 'In Progress', finalAmount: 0, paid: 0, due: 0, warrantyOf: redmi._id, claimStatus: 'awaitingApproval' };
  const ALL = ['repairIntake', 'warranties', 'payments'];
  const rowValue = (details: HTMLElement, label: string) => within(details).getByRole('rowheader', { name: label }).closest('tr')!;

  async function openDetails(name: string) {
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Repair Details ${name}` }, { timeout: 15_000 }));
    return screen.findByRole('dialog', { name: 'Repair Details' });
  }

  it('shows a collected repair’s IMEI, what was paid, nothing due and its warranty’s last day', async () => {
    serveRepairShop(api, staffUser, [redmi as never, samsung as never]);
    renderScreen({ user: staffUser, path: '/repairs/management', features: ALL });
    const details = await openDetails('Redmi Note 12 of Kasun Perera');
    await waitFor(() => expect(rowValue(details, 'IMEI / Serial')).toHaveTextContent('490154203237518'));
    expect(rowValue(details, 'Paid')).toHaveTextContent('LKR 14,500.00');
    expect(rowValue(details, 'Due')).toHaveTextContent('LKR 0.00');
    expect(rowValue(details, 'Warranty')).toHaveTextContent(`Under warranty until ${formatDate(end)}`);
    // Collected: what was paid is no longer only the advance.
    expect(within(details).queryByRole('rowheader', { name: 'Advance paid' })).not.toBeInTheDocument();
  });

  it('shows an open repair’s advance and balance, and a claim awaiting approval', async () => {
    serveRepairShop(api, staffUser, [samsung as never, claim as never]);
    renderScreen({ user: staffUser, path: '/repairs/management', features: ALL });
    let details = await openDetails('Samsung Galaxy A52 of Kasun Perera');
    await waitFor(() => expect(rowValue(details, 'Advance paid')).toHaveTextContent('LKR 2,000.00'));
    expect(rowValue(details, 'Due')).toHaveTextContent('LKR 12,000.00');
    expect(rowValue(details, 'IMEI / Serial')).toHaveTextContent('356938035643809');
    // Not collected: no warranty runs yet, and no empty row says so.
    expect(within(details).queryByRole('rowheader', { name: 'Warranty' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    details = await openDetails('Redmi Note 12 (claim) of Kasun Perera');
    await waitFor(() => expect(rowValue(details, 'Warranty')).toHaveTextContent('Warranty claim · Awaiting approval'));
  });

  it('lists each payment: the advance and the balance on collection, with its day, tenders and amount', async () => {
    serveRepairShop(api, staffUser, [redmi as never, samsung as never]);
    const payments = [
      { at: '2026-03-01T04:30:00.000Z', tenders: [{ method: 'cash', amount: 2000 }], credit: 0, received: 2000, cashGiven: null, change: 0 },
      { at: collectedToday, tenders: [{ method: 'card', amount: 4500 }, { method: 'credit', amount: 8000 }], credit: 8000, received: 4500, cashGiven: null, change: 0 },
    ];
    api.use(http.get(`*/api/repairs/${redmi._id}/payments`, () => HttpResponse.json(payments)));
    renderScreen({ user: staffUser, path: '/repairs/management', features: ALL });
    const details = await openDetails('Redmi Note 12 of Kasun Perera');
    const table = await within(details).findByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DatePaid byAmount',
      `${formatDateTime('2026-03-01T04:30:00.000Z')}CashLKR 2,000.00`,
      `${formatDateTime(collectedToday)}Card + Credit (on account)LKR 12,500.00`,
    ]);
  });

  it('lists no payments for a repair nothing was paid on', async () => {
    serveRepairShop(api, staffUser, [{ ...samsung, paid: 0, due: 14000 } as never]);
    renderScreen({ user: staffUser, path: '/repairs/management', features: ALL });
    const details = await openDetails('Samsung Galaxy A52 of Kasun Perera');
    await waitFor(() => expect(rowValue(details, 'Due')).toHaveTextContent('LKR 14,000.00'));
    expect(within(details).queryByRole('rowheader', { name: 'Payments' })).not.toBeInTheDocument();
  });

  it('shows none of them where the backend keeps neither payments nor warranties', async () => {
    serveRepairShop(api, staffUser, [redmi as never]);
    renderScreen({ user: staffUser, path: '/repairs/management', features: ['repairIntake'] });
    const details = await openDetails('Redmi Note 12 of Kasun Perera');
    await waitFor(() => expect(within(details).getByRole('rowheader', { name: 'Product' })).toBeInTheDocument());
    for (const label of ['IMEI / Serial', 'Paid', 'Advance paid', 'Due', 'Payments', 'Warranty']) expect(within(details).queryByRole('rowheader', { name: label })).not.toBeInTheDocument();
  });
});
