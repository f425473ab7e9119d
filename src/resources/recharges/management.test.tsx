import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { headers } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { buildTopUp, fakeBalance, type TopUpRecord } from '../../../tests/support/recharges';
import { renderScreen } from '../../../tests/support/renderApp';
import { clearPicker, pickerField, pickerNamed, pickerText, typeInPicker } from '../../../tests/support/pickers';
import { setupApi } from '../../../tests/support/server';
import { rechargeManagement } from './management';

const api = setupApi();
// Bought 12 Mar 2026 (Colombo): a top-up's day is stored as the instant the Colombo day starts.
const dialog1 = buildTopUp({ rechargeType: 'Dialog', topUpValue: 10000, topUpCost: 9650.5, updatedAt: '2026-03-13T10:15:00.000Z', updatedByName: 'Owner Demo' });
const hutch = buildTopUp({ rechargeType: 'Hutch', topUpValue: 2500.5, topUpCost: 2410.25, topUpDate: '2026-03-12T18:30:00.000Z', createdByName: 'Nadeesha Silva' });
const dialog2 = buildTopUp({ rechargeType: 'Dialog', topUpValue: 1234.56, topUpCost: 1200, topUpDate: '2026-03-13T18:30:00.000Z' });

function serve(records: TopUpRecord[] = [dialog1, hutch, dialog2]) {
  const topUps = fakeResourceApi(rechargeManagement.routes!, records, (body) => buildTopUp({ ...body, topUpDate: `${String(body.topUpDate)}T00:00:00.000Z` }));
  const balance = fakeBalance(() => topUps.state.records, () => []);
  api.use(...topUps.handlers, balance.handler);
  return { topUps, balance };
}

async function openManagement(records?: TopUpRecord[]) {
  const fake = serve(records);
  renderScreen({ user: owner, path: '/recharges/management' });
  await screen.findByRole('heading', { name: 'Recharge Management' }, { timeout: 15_000 });
  // The records are drawn a render after the heading, with their figures: wait for them before
  // typing. (The table's column chooser, mounting with them, focuses its search box, and jsdom
  // lets a hidden box take the focus, and the keys typed.)
  await waitFor(() => expect(figure('Records')).toHaveTextContent(/\d+ \/ \d+/));
  return fake;
}

const figure = (label: string) => within(screen.getByRole('group', { name: 'Summary' })).getByText(label).parentElement!;

async function choose(user: UserEvent, container: HTMLElement, label: string, option: string) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Recharge Management list (product.md §2, §9)', () => {
  it('shows a balance card per provider in LKR with two decimals, the totals and the table', async () => {
    await openManagement();
    await waitFor(() => expect(figure('Dialog Balance')).toHaveTextContent('LKR 11,234.56'));
    expect(figure('Hutch Balance')).toHaveTextContent('LKR 2,500.50');
    for (const type of ['DDTV', 'Mobitel', 'Airtel']) expect(figure(`${type} Balance`)).toHaveTextContent('LKR 0.00');
    await waitFor(() => expect(figure('Total Value')).toHaveTextContent('LKR 13,735.06'));
    expect(figure('Total Cost')).toHaveTextContent('LKR 13,260.75');
    expect(figure('Records')).toHaveTextContent('3 / 3');
    expect(headers()).toEqual(['SL No.', 'Type', 'Value', 'Cost', 'Date', 'Created By', 'Actions']);
    const row = screen.getByText('Nadeesha Silva').closest('tr')!;
    expect(row).toHaveTextContent('Hutch');
    expect(row).toHaveTextContent('LKR 2,500.50');
    expect(row).toHaveTextContent('13 Mar 2026');
  });

  it('tells when and by whom a top-up was made and changed in the Created By tooltip', async () => {
    await openManagement();
    await screen.findByText('Nadeesha Silva');
    const cell = screen.getAllByText('Owner Demo').find((element) => element.closest('tr')?.textContent?.includes('10,000.00'))!;
    await userEvent.setup({ delay: null }).hover(cell);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Created: 12 Mar 2026 10:00 AM');
    expect(tooltip).toHaveTextContent('Updated: 13 Mar 2026 03:45 PM');
  });

  it('filters by type, shows the chip and shown/all, and Clear (disabled with no filter) brings all back', async () => {
    await openManagement();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(figure('Records')).toHaveTextContent('3 / 3'));
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await choose(user, document.body, 'Type', 'Dialog');
    await waitFor(() => expect(figure('Records')).toHaveTextContent('2 / 3'));
    expect(figure('Total Value')).toHaveTextContent('LKR 11,234.56');
    expect(screen.getByText('Type: Dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(figure('Records')).toHaveTextContent('3 / 3'));
  });

  it('filters one day of purchase (Asia/Colombo) and searches', async () => {
    await openManagement();
    const user = userEvent.setup({ delay: null });
    await typeInPicker(user, pickerNamed('topUpDate_day'), '13032026');
    await waitFor(() => expect(figure('Records')).toHaveTextContent('1 / 3'));
    expect(figure('Total Cost')).toHaveTextContent('LKR 2,410.25');
    expect(screen.getByText('Date: 13 Mar 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.type(screen.getByPlaceholderText(/^Search by type/), 'nadeesha');
    await waitFor(() => expect(figure('Records')).toHaveTextContent('1 / 3'), { timeout: 3000 });
    expect(screen.getByText('Nadeesha Silva')).toBeInTheDocument();
  });

  it("says 'No top-ups found' for an empty list, with 0 / 0 records", async () => {
    await openManagement([]);
    expect(await screen.findByText('No top-ups found')).toBeInTheDocument();
    await waitFor(() => expect(figure('Records')).toHaveTextContent('0 / 0'));
  });

  it("says 'Failed to fetch topups' when they cannot be read", async () => {
    serve();
    api.use(http.get('*/api/recharge/topup', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen({ user: owner, path: '/recharges/management' });
    expect(await screen.findByText('Failed to fetch topups')).toBeInTheDocument();
  });

  it("says 'Failed to fetch balances' when they cannot be read, and still lists the top-ups", async () => {
    serve();
    api.use(http.get('*/api/recharge/balance', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen({ user: owner, path: '/recharges/management' });
    expect(await screen.findByText('Failed to fetch balances')).toBeInTheDocument();
    expect(await screen.findByText('Nadeesha Silva')).toBeInTheDocument();
  });

  it('is the super admin’s: the page refuses staff without reading top-ups', async () => {
    const { topUps } = serve();
    renderScreen({ user: staffUser, path: '/recharges/management' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Top-up' })).not.toBeInTheDocument();
    expect(topUps.gets()).toBe(0);
  });
});

describe('Add / Edit Top-up and delete (product.md §4, §5, §7, §8)', () => {
  async function openAdd() {
    const fake = await openManagement();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Top-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Top-up' });
    return { ...fake, user, dialog };
  }

  it('starts the date at today in Colombo (the 14th there at 19:00 UTC on the 13th)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-13T19:00:00Z'));
    try {
      const { dialog } = await openAdd();
      expect(pickerText(pickerField(dialog, /^Date/))).toBe('14 Mar 2026');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for type, date, value and cost, and sends nothing', async () => {
    const { topUps, user, dialog } = await openAdd();
    await clearPicker(user, pickerField(dialog, /^Date/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please select type')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select date')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter value')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter cost')).toBeInTheDocument();
    expect(topUps.writes()).toEqual([]);
  });

  it.each([
    ['-1', 'Amount cannot be negative'],
    ['10.005', 'Amount can have at most two decimals'],
  ])('refuses the value %s with the rule’s message', async (value, message) => {
    const { topUps, user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Value/), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(topUps.writes()).toEqual([]);
  });

  it('buys a top-up: sends the day as YYYY-MM-DD and the balance card rises', async () => {
    const { topUps, balance } = await openManagement();
    await waitFor(() => expect(figure('Mobitel Balance')).toHaveTextContent('LKR 0.00'));
    const reads = balance.state.reads;
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add Top-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Top-up' });
    await choose(user, dialog, 'Type', 'Mobitel');
    await typeInPicker(user, pickerField(dialog, /^Date/), '14032026');
    await user.type(within(dialog).getByLabelText(/^Value/), '3000');
    await user.type(within(dialog).getByLabelText(/^Cost/), '2895.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Topup created successfully')).toBeInTheDocument();
    expect(topUps.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/recharge/topup',
        body: { rechargeType: 'Mobitel', topUpValue: 3000, topUpCost: 2895.5, topUpDate: '2026-03-14' },
      },
    ]);
    await waitFor(() => expect(figure('Mobitel Balance')).toHaveTextContent('LKR 3,000.00'));
    expect(balance.state.reads).toBeGreaterThan(reads);
  });

  it('edits a top-up: the type cannot change, the date shows the Colombo day, and the balance follows', async () => {
    const { topUps } = await openManagement();
    await clickEdit(userEvent.setup({ delay: null }), 'Nadeesha Silva');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Top-up' });
    await waitFor(() => expect(pickerText(pickerField(dialog, /^Date/))).toBe('13 Mar 2026'));
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(type).toHaveTextContent('Hutch');
    const events = userEvent.setup({ delay: null });
    await events.click(type);
    expect(screen.queryByRole('option', { name: 'Dialog' })).not.toBeInTheDocument();
    const value = within(dialog).getByLabelText(/^Value/);
    await events.clear(value);
    await events.type(value, '3000');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Topup updated successfully')).toBeInTheDocument();
    expect(topUps.writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/recharge/topup/${hutch._id}`,
        body: { rechargeType: 'Hutch', topUpValue: 3000, topUpCost: 2410.25, topUpDate: '2026-03-13' },
      },
    ]);
    await waitFor(() => expect(figure('Hutch Balance')).toHaveTextContent('LKR 3,000.00'));
  }, 45_000);

  it('asks before saving a top-up that costs more than its value, then saves it as typed (product.md §10)', async () => {
    const { topUps } = await openManagement();
    const user = userEvent.setup({ delay: null });
    await clickEdit(user, 'Nadeesha Silva');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Top-up' });
    const cost = within(dialog).getByLabelText(/^Cost/);
    await user.clear(cost);
    await user.type(cost, '2600');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Top-up costs more than its value' });
    expect(topUps.writes()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Topup updated successfully')).toBeInTheDocument();
    expect(topUps.writes()[0].body).toMatchObject({ topUpValue: 2500.5, topUpCost: 2600 });
  });

  it("shows the server's reason, else 'Failed to save topup', and keeps the dialog open", async () => {
    const { user, dialog } = await openAdd();
    api.use(http.post('*/api/recharge/topup', () => HttpResponse.json({}, { status: 500 })));
    await choose(user, dialog, 'Type', 'DDTV');
    await typeInPicker(user, pickerField(dialog, /^Date/), '14032026');
    await user.type(within(dialog).getByLabelText(/^Value/), '100');
    await user.type(within(dialog).getByLabelText(/^Cost/), '95');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save topup')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Top-up' })).toBeInTheDocument();
  });

  it('deletes after confirmation and the balance falls', async () => {
    const { topUps } = await openManagement();
    await waitFor(() => expect(figure('Hutch Balance')).toHaveTextContent('LKR 2,500.50'));
    const user = userEvent.setup({ delay: null });
    const row = screen.getByText('Nadeesha Silva').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Delete Hutch top-up/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Topup deleted successfully')).toBeInTheDocument();
    expect(topUps.writes()).toEqual([{ method: 'DELETE', path: `/api/recharge/topup/${hutch._id}`, body: undefined }]);
    await waitFor(() => expect(figure('Hutch Balance')).toHaveTextContent('LKR 0.00'));
  });

  it.each([
    [409, { message: 'This change would make the Hutch balance negative (available: LKR 200.00)' }, 'This change would make the Hutch balance negative (available: LKR 200.00)'],
    [500, {}, 'Failed to delete topup'],
  ])('a refused delete (%s) shows why and keeps the row', async (status, body, message) => {
    await openManagement();
    api.use(http.delete('*/api/recharge/topup/:id', () => HttpResponse.json(body, { status })));
    const user = userEvent.setup({ delay: null });
    await user.click(within((await screen.findByText('Nadeesha Silva')).closest('tr')!).getByRole('button', { name: /^Delete / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Nadeesha Silva')).toBeInTheDocument();
  });
});

/** Opens the Edit dialog of the row showing `text`. */
async function clickEdit(user: UserEvent, text: string) {
  const row = (await screen.findByText(text)).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: /^Edit / }));
}
