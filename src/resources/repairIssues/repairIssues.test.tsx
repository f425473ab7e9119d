import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { headers } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen, withStyles } from '../../../tests/support/renderApp';
import { buildIssue, type IssueRecord } from '../../../tests/support/repairBuilders';
import { setupApi } from '../../../tests/support/server';
import { repairIssues } from '.';

const api = setupApi();
const screenIssue = buildIssue({ name: 'Screen Replacement', actualCost: 6000, customerPrice: 10000 });
const battery = buildIssue({ name: 'Battery Replacement', actualCost: 2500, customerPrice: 2000 });
const cleaning = buildIssue({ name: 'Cleaning', actualCost: 0, customerPrice: 500 });

async function openIssues(user = owner, records: IssueRecord[] = [screenIssue, battery, cleaning]) {
  const fake = fakeResourceApi(repairIssues.routes!, records, (body) => buildIssue(body));
  api.use(...fake.handlers);
  renderScreen({ user, path: '/repairs/issues' });
  if (records.length) await screen.findByText(records[0].name);
  return fake;
}

const row = (name: string) => screen.getByText(name).closest('tr')!;

async function openEdit(name = 'Screen Replacement', user = owner) {
  const fake = await openIssues(user);
  const events = userEvent.setup({ delay: null });
  await events.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Issue' });
  await within(dialog).findByDisplayValue(name);
  return { fake, user: events, dialog };
}

describe('Repair Issues list (product.md §2, §9)', () => {
  it('shows name, cost, price, margin and who created it, sorted by name', async () => {
    await openIssues();
    await waitFor(() =>
      expect(headers()).toEqual(['SL No.', 'Name', 'Actual Cost', 'Customer Price', 'Profit Margin', 'Created By', 'Actions']),
    );
    const names = screen.getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell')[1].textContent);
    expect(names).toEqual(['Battery Replacement', 'Cleaning', 'Screen Replacement']);
    expect(within(row('Screen Replacement')).getByText('LKR 6,000.00')).toBeInTheDocument();
    expect(within(row('Screen Replacement')).getByText('LKR 10,000.00')).toBeInTheDocument();
  });

  it('shows the margin with one decimal, green when not negative, red below cost, 0 when the cost is 0', async () => {
    withStyles();
    await openIssues();
    const profitable = within(row('Screen Replacement')).getByText('66.7%');
    expect(profitable).toHaveStyle({ color: 'rgb(46, 125, 50)' });
    const loss = within(row('Battery Replacement')).getByText('-20.0%');
    expect(loss).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(within(row('Cleaning')).getByText('0.0%')).toHaveStyle({ color: 'rgb(46, 125, 50)' });
  });

  it('has no add and no delete, for either role', async () => {
    await openIssues();
    expect(await screen.findByRole('button', { name: 'Edit Cleaning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add|^Delete / })).not.toBeInTheDocument();
  });

  it('lets staff edit issues (product.md §6)', async () => {
    await openIssues(staffUser);
    expect(await screen.findByRole('button', { name: 'Edit Cleaning' })).toBeInTheDocument();
  });

  it('searches by name without asking the server again', async () => {
    const fake = await openIssues();
    const gets = fake.gets();
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search by issue name'), 'batt');
    await waitFor(() => expect(screen.queryByText('Cleaning')).not.toBeInTheDocument());
    expect(screen.getByText('Battery Replacement')).toBeInTheDocument();
    expect(fake.gets()).toBe(gets);
  });

  it('offers page sizes 10, 20, 50 and 100', async () => {
    await openIssues();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(sizes).toEqual(['10', '20', '50', '100']);
  });

  it("says 'No issues found' for an empty catalogue", async () => {
    await openIssues(owner, []);
    expect(await screen.findByText('No issues found')).toBeInTheDocument();
  });

  it("says 'Failed to fetch issues list' when the list cannot be read", async () => {
    api.use(http.get('*/api/repairs/issues', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderScreen({ user: owner, path: '/repairs/issues' });
    expect(await screen.findByText('Failed to fetch issues list')).toBeInTheDocument();
  });
});

describe('Edit Issue (product.md §4, §5, §8)', () => {
  it('shows the name but does not let it change', async () => {
    const { dialog } = await openEdit();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('readonly');
  });

  it('shows profit and margin live as the user types', async () => {
    const { user, dialog } = await openEdit();
    expect(within(dialog).getByText('Profit:', { exact: false })).toHaveTextContent('Profit: LKR 4,000.00');
    expect(within(dialog).getByText('Margin:', { exact: false })).toHaveTextContent('Margin: 66.7%');
    const price = within(dialog).getByLabelText(/^Customer Price/);
    await user.clear(price);
    await user.type(price, '5400');
    expect(within(dialog).getByText('Profit:', { exact: false })).toHaveTextContent('Profit: LKR -600.00');
    expect(within(dialog).getByText('Margin:', { exact: false })).toHaveTextContent('Margin: -10.0%');
    const cost = within(dialog).getByLabelText(/^Actual Cost/);
    await user.clear(cost);
    await user.type(cost, '0');
    expect(within(dialog).getByText('Margin:', { exact: false })).toHaveTextContent('Margin: 0.0%');
  });

  it.each([
    ['Actual Cost', '', 'Please enter actual cost'],
    ['Actual Cost', '-1', 'Cost cannot be negative'],
    ['Actual Cost', '1000001', 'Cost cannot exceed 1,000,000'],
    ['Customer Price', '-5', 'Price cannot be negative'],
    ['Customer Price', '1000000.01', 'Price cannot exceed 1,000,000'],
    ['Customer Price', '', 'Please enter customer price'],
  ])('refuses %s = "%s" with "%s" and sends nothing', async (label, value, message) => {
    const { fake, user, dialog } = await openEdit();
    const input = within(dialog).getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });

  it('sends cost and price only, says so, and shows the new margin', async () => {
    const { fake, user, dialog } = await openEdit('Cleaning', staffUser);
    const cost = within(dialog).getByLabelText(/^Actual Cost/);
    await user.clear(cost);
    await user.type(cost, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Issue updated successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'PUT', path: `/api/repairs/issues/${cleaning._id}`, body: { actualCost: 200, customerPrice: 500 } }]);
    expect(await within(row('Cleaning')).findByText('150.0%')).toBeInTheDocument();
  });

  it("shows 'Failed to update issue' when saving fails without a reason, and keeps the dialog", async () => {
    const { user, dialog } = await openEdit();
    api.use(http.put('*/api/repairs/issues/:id', () => new HttpResponse(null, { status: 500 })));
    const price = within(dialog).getByLabelText(/^Customer Price/);
    await user.clear(price);
    await user.type(price, '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update issue')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Customer Price/)).toHaveValue(12000);
  });

  it("shows the server's reason when it gives one", async () => {
    const { user, dialog } = await openEdit();
    api.use(http.put('*/api/repairs/issues/:id', () => HttpResponse.json({ message: 'Issue name cannot be changed' }, { status: 400 })));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Issue name cannot be changed')).toBeInTheDocument();
  });
});
