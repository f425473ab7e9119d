import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildCategory, buildExpense, owner, staffUser, type ExpenseRecord } from '../../../../tests/support/builders';
import { columnChoices, headers } from '../../../../tests/support/columns';
import { fakeResourceApi } from '../../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../../tests/support/renderApp';
import { clearPicker, pickerField, pickerNamed, pickerText, typeInPicker } from '../../../../tests/support/pickers';
import { setupApi } from '../../../../tests/support/server';
import { expenseCategories } from '../categories';
import { expenses } from '.';

const api = setupApi();
const rent = buildCategory({ name: 'Shop Rent' });
const tea = buildCategory({ name: 'Tea and Refreshments' });
const transport = buildCategory({ name: 'Transport' });
const categories = [rent, tea, transport];

const monthRent = buildExpense(rent, { amount: 45000, description: 'Monthly shop rent', expenseDate: '2026-03-10' });
const biscuits = buildExpense(tea, { amount: 380.5, description: 'Tea and biscuits for the staff', expenseDate: '2026-03-11' });
const tuk = buildExpense(transport, { amount: 650, description: 'Three-wheeler to Pettah', expenseDate: '2026-03-12' });
const water = buildExpense(tea, { amount: 600.25, description: 'Drinking water bottles', expenseDate: '2026-03-12' });
const ALL = [monthRent, biscuits, tuk, water];

function serve(records: ExpenseRecord[] = ALL) {
  const fake = fakeResourceApi(expenses.routes!, records, (body) => {
    // The console sends the category's id; the API answers it as `{ _id, name }`.
    const category = categories.find((item) => item._id === (body.categoryId as unknown)) ?? rent;
    return buildExpense(category, { ...body, categoryId: { _id: category._id, name: category.name }, createdByName: 'Owner Demo' });
  });
  api.use(...fake.handlers, ...fakeResourceApi(expenseCategories.routes!, categories, buildCategory).handlers);
  return fake;
}

async function openExpenses(user = owner, records: ExpenseRecord[] = ALL, features: readonly string[] = []) {
  const fake = serve(records);
  renderScreen({ user, path: '/expenses/management', features });
  // The first render of a file loads the lazy screen: more than the usual 5 s on a busy machine.
  const loaded = await screen.findByText('Records found', {}, { timeout: 15_000 });
  await waitFor(() => expect(loaded.parentElement).toHaveTextContent(String(records.length)));
  return fake;
}

const card = (label: string) => screen.getByText(label).parentElement!;
const row = (text: string) => screen.getByText(text).closest('tr')!;
const footer = () => document.querySelector('tfoot tr') as HTMLElement;

async function expectCards(filtered: string, global: string, count: string) {
  await waitFor(() => expect(card('Records found')).toHaveTextContent(count));
  expect(card('Filtered total')).toHaveTextContent(filtered);
  expect(card('Global total')).toHaveTextContent(global);
}

const GLOBAL = 'LKR 46,630.75';

async function chooseOption(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Expense Management list (product.md §2, §6, §9)', () => {
  it('shows date, category, description, amount, created by and the actions, newest first', async () => {
    await openExpenses();
    expect(headers()).toEqual(['SL No.', 'Date', 'Category', 'Description', 'Amount', 'Created By', 'Actions']);
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('12 Mar 2026')).toBeInTheDocument();
    expect(within(row('Monthly shop rent')).getByText('Shop Rent')).toBeInTheDocument();
    expect(within(row('Monthly shop rent')).getByText('LKR 45,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeInTheDocument();
  });

  it('sums the filtered rows, all rows and counts the records found', async () => {
    await openExpenses();
    await expectCards(GLOBAL, GLOBAL, '4');
  });

  it('adds a total row of the current page only', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      buildExpense(tea, { amount: 100 + index, description: `Tea day ${index + 1}`, expenseDate: `2026-03-${String(index + 1).padStart(2, '0')}` }),
    );
    await openExpenses(owner, many);
    // Newest first: the page shows days 12 … 3, amounts 111 … 102.
    await waitFor(() => expect(footer()).toHaveTextContent('Page total'));
    expect(footer()).toHaveTextContent('LKR 1,065.00');
    expect(card('Filtered total')).toHaveTextContent('LKR 1,266.00');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(footer()).toHaveTextContent('LKR 201.00'));
  });

  it('offers page sizes 10, 20, 50 and 100', async () => {
    await openExpenses();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['10', '20', '50', '100']);
  });

  it('shows staff no Created By column, not even behind Columns (product.md §6)', async () => {
    await openExpenses(staffUser);
    expect(headers()).toEqual(['SL No.', 'Date', 'Category', 'Description', 'Amount']);
    expect(await columnChoices(userEvent.setup({ delay: null }))).not.toContain('Created By');
  });

  it('shows staff Add but no edit or delete', async () => {
    await openExpenses(staffUser);
    expect(screen.getByRole('button', { name: 'Add Expense' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(headers()).not.toContain('Actions');
    await expectCards(GLOBAL, GLOBAL, '4');
  });

  it("says 'No expenses found' with zero figures when there are none", async () => {
    await openExpenses(owner, []);
    expect(await screen.findByText('No expenses found')).toBeInTheDocument();
    await expectCards('LKR 0.00', 'LKR 0.00', '0');
  });

  it("says 'Failed to fetch expenses list' when the list cannot be read", async () => {
    api.use(http.get('*/api/expenses', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    api.use(...fakeResourceApi(expenseCategories.routes!, categories, buildCategory).handlers);
    renderScreen({ user: owner, path: '/expenses/management' });
    expect(await screen.findByText('Failed to fetch expenses list')).toBeInTheDocument();
  });
});

describe('Filters with removable chips (product.md §2)', () => {
  it('searches description and category name', async () => {
    await openExpenses();
    const user = userEvent.setup({ delay: null });
    const search = screen.getByPlaceholderText('Search by description or category');
    await user.type(search, 'tea and');
    // The description 'Tea and biscuits…' and the category 'Tea and Refreshments' of the water.
    await expectCards('LKR 980.75', GLOBAL, '2');
    expect(screen.getByText('Drinking water bottles')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'pettah');
    await expectCards('LKR 650.00', GLOBAL, '1');
    expect(await screen.findByText('Search: pettah')).toBeInTheDocument();
  });

  it('filters by category, names it on its chip, and the chip removes it', async () => {
    await openExpenses();
    const user = userEvent.setup({ delay: null });
    const toolbar = screen.getByPlaceholderText('Search by description or category').closest('form')!;
    await chooseOption(user, within(toolbar).getByRole('combobox', { name: 'Category' }), 'Tea and Refreshments');
    await expectCards('LKR 980.75', GLOBAL, '2');
    const chip = (await screen.findByText('Category: Tea and Refreshments')).closest('.MuiChip-root') as HTMLElement;
    expect(screen.queryByText('Monthly shop rent')).not.toBeInTheDocument();
    await user.click(within(chip).getByTestId('CancelIcon'));
    await expectCards(GLOBAL, GLOBAL, '4');
    expect(screen.queryByText('Category: Tea and Refreshments')).not.toBeInTheDocument();
  });

  it('keeps a filter removed by its chip while the search typed just before is still on its way', async () => {
    await openExpenses();
    const user = userEvent.setup({ delay: null });
    const toolbar = screen.getByPlaceholderText('Search by description or category').closest('form')!;
    await chooseOption(user, within(toolbar).getByRole('combobox', { name: 'Category' }), 'Tea and Refreshments');
    await expectCards('LKR 980.75', GLOBAL, '2');
    // The search form sends what was typed half a second after the last key: the chip goes first.
    await user.type(screen.getByPlaceholderText('Search by description or category'), 'pettah');
    await user.click(within(screen.getByText('Category: Tea and Refreshments').closest('.MuiChip-root') as HTMLElement).getByTestId('CancelIcon'));
    await expectCards('LKR 650.00', GLOBAL, '1');
    expect(await screen.findByText('Search: pettah')).toBeInTheDocument();
    expect(screen.queryByText('Category: Tea and Refreshments')).not.toBeInTheDocument();
    expect(within(toolbar).getByRole('combobox', { name: 'Category' })).not.toHaveTextContent('Tea and Refreshments');
  });

  it('filters one specific date', async () => {
    await openExpenses();
    await typeInPicker(userEvent.setup({ delay: null }), pickerNamed('expenseDate_day'), '12032026');
    await expectCards('LKR 1,250.25', GLOBAL, '2');
    expect(screen.getByText('Specific date: 12 Mar 2026')).toBeInTheDocument();
  });

  it('never holds one date and a range at once: each disables the other, saying why', async () => {
    await openExpenses();
    const user = userEvent.setup({ delay: null });
    const hidden = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    await typeInPicker(user, pickerNamed('expenseDate_day'), '12032026');
    await expectCards('LKR 1,250.25', GLOBAL, '2');
    await waitFor(() => expect(hidden('expenseDate_from')).toBeDisabled());
    expect(hidden('expenseDate_to')).toBeDisabled();
    expect(screen.getAllByText('Clear the specific date to pick a range')).toHaveLength(2);
    expect(hidden('expenseDate_day')).not.toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await expectCards(GLOBAL, GLOBAL, '4');
    await waitFor(() => expect(hidden('expenseDate_from')).not.toBeDisabled());
    expect(screen.queryByText('Clear the specific date to pick a range')).not.toBeInTheDocument();

    await typeInPicker(user, pickerNamed('expenseDate_from'), '10032026');
    await waitFor(() => expect(hidden('expenseDate_day')).toBeDisabled());
    expect(screen.getByText('Clear the date range to pick one day')).toBeInTheDocument();
    expect(hidden('expenseDate_to')).not.toBeDisabled();
  });

  it('filters a date range, and Clear restores the whole list', async () => {
    await openExpenses();
    const user = userEvent.setup({ delay: null });
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toBeDisabled();
    await typeInPicker(user, pickerNamed('expenseDate_from'), '10032026');
    await typeInPicker(user, pickerNamed('expenseDate_to'), '11032026');
    await expectCards('LKR 45,380.50', GLOBAL, '2');
    expect(screen.getByText('Date range: 10 Mar 2026 – 11 Mar 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await expectCards(GLOBAL, GLOBAL, '4');
    expect(screen.queryByText(/^Date range:/)).not.toBeInTheDocument();
  });
});

describe('Add Expense (product.md §5, §7, §8)', () => {
  async function openAdd(user = owner) {
    const fake = await openExpenses(user);
    const events = userEvent.setup({ delay: null });
    await events.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    return { fake, user: events, dialog };
  }

  async function fill(user: UserEvent, dialog: HTMLElement, values: { category?: string; amount?: string; date?: string; description?: string }) {
    if (values.category) await chooseOption(user, within(dialog).getByRole('combobox', { name: /^Category/ }), values.category);
    if (values.amount) await user.type(within(dialog).getByLabelText(/^Amount/), values.amount);
    // The date starts at today: a test of what is typed (or of none) empties it first.
    if (values.date !== undefined) await clearPicker(user, pickerField(dialog, /^Date/));
    if (values.date) await typeInPicker(user, pickerField(dialog, /^Date/), values.date);
    if (values.description) await user.type(within(dialog).getByLabelText(/^Description/), values.description);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  }

  it("starts the date at today in Colombo (already the 14th there at 19:00 UTC on the 13th) and sends it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-13T19:00:00Z'));
    try {
      const { fake, user, dialog } = await openAdd(staffUser);
      expect(pickerText(pickerField(dialog, /^Date/))).toBe('14 Mar 2026');
      await fill(user, dialog, { category: 'Transport', amount: '800', description: 'Tuk-tuk to the bank' });
      expect(await screen.findByText('Expense created successfully')).toBeInTheDocument();
      expect(fake.writes()[0]!.body).toMatchObject({ expenseDate: '2026-03-14' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the spec messages under empty fields and sends nothing', async () => {
    const { fake, user, dialog } = await openAdd();
    await fill(user, dialog, { date: '' });
    for (const message of ['Please select a category', 'Please enter amount', 'Please select date', 'Please enter description']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(fake.writes()).toEqual([]);
  });

  it.each([
    [{ amount: '0' }, 'Amount must be greater than 0'],
    [{ amount: '12.345' }, 'Amount can have at most two decimals'],
    [{ date: '01012999' }, 'Expense date cannot be in the future'],
    // Day and month typed, the year left empty: a half-typed date is no date, and nothing is sent.
    [{ date: '1203' }, 'Please select date'],
    // 30 February: every section typed, no such day.
    [{ date: '30022026' }, 'Please enter a valid date (YYYY-MM-DD)'],
    [{ description: 'ab' }, 'Description must be 3 to 500 characters'],
  ])('refuses %j with "%s"', async (values, message) => {
    const { fake, user, dialog } = await openAdd();
    await fill(user, dialog, values);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });

  it('sends category id, amount, description and the day as YYYY-MM-DD, then shows the expense', async () => {
    const { fake, user, dialog } = await openAdd(staffUser);
    await fill(user, dialog, { category: 'Transport', amount: '1250.50', date: '09032026', description: '  Van hire for stock  ' });
    expect(await screen.findByText('Expense created successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/expenses',
        body: { categoryId: transport._id, amount: 1250.5, description: 'Van hire for stock', expenseDate: '2026-03-09' },
      },
    ]);
    expect(await screen.findByText('Van hire for stock')).toBeInTheDocument();
    await expectCards('LKR 47,881.25', 'LKR 47,881.25', '5');
  });

  it("says 'Failed to create expense' when saving fails without a reason, and keeps the dialog", async () => {
    const { user, dialog } = await openAdd();
    api.use(http.post('*/api/expenses', () => new HttpResponse(null, { status: 500 })));
    await fill(user, dialog, { category: 'Shop Rent', amount: '100', date: '09032026', description: 'Key copy' });
    expect(await screen.findByText('Failed to create expense')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Key copy');
  });

  it("shows the server's reason when it refuses the expense", async () => {
    const { user, dialog } = await openAdd();
    api.use(http.post('*/api/expenses', () => HttpResponse.json({ message: 'Category not found' }, { status: 404 })));
    await fill(user, dialog, { category: 'Shop Rent', amount: '100', date: '09032026', description: 'Key copy' });
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
  });
});

describe('Edit and delete: super admins only (product.md §6)', () => {
  it('lets the owner edit an expense, its category shown and sent as the id', async () => {
    const fake = await openExpenses();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Edit Monthly shop rent/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    const amount = await within(dialog).findByDisplayValue('45000');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Shop Rent'));
    await user.clear(amount);
    await user.type(amount, '46000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense updated successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/expenses/${monthRent._id}`,
        body: { categoryId: rent._id, amount: 46000, description: 'Monthly shop rent', expenseDate: '2026-03-10' },
      },
    ]);
  });

  it("says 'Failed to update expense' when an edit fails without a reason", async () => {
    await openExpenses();
    api.use(http.put('*/api/expenses/:id', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Edit Monthly shop rent/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    await within(dialog).findByDisplayValue('45000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update expense')).toBeInTheDocument();
  });

  it("shows the server's refusal of an update by role, under 'Access Denied'", async () => {
    await openExpenses();
    // The session says owner, the server knows better (a role changed since sign-in).
    api.use(http.put('*/api/expenses/:id', () => HttpResponse.json({ message: "You don't have permission to update expenses" }, { status: 403 })));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Edit Monthly shop rent/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    await within(dialog).findByDisplayValue('45000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = (await screen.findByText("You don't have permission to update expenses")).closest('[role="alert"]');
    expect(notice).toHaveTextContent('Access Denied');
    expect(screen.queryByText('Failed to update expense')).not.toBeInTheDocument();
  });

  it('lets the owner delete after confirmation', async () => {
    const fake = await openExpenses();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Delete Three-wheeler/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Expense deleted successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'DELETE', path: `/api/expenses/${tuk._id}` }]);
    await expectCards('LKR 45,980.75', 'LKR 45,980.75', '3');
  });

  it("says 'Failed to delete expense' when a delete fails without a reason", async () => {
    await openExpenses();
    api.use(http.delete('*/api/expenses/:id', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Delete Three-wheeler/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete expense')).toBeInTheDocument();
  });

  it("tells staff who open an edit link 'You don't have permission to edit expenses', and shows no form", async () => {
    const fake = serve();
    renderScreen({ user: staffUser, path: `/expenses/management/${monthRent._id}` });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Access Denied');
    expect(notice).toHaveTextContent("You don't have permission to edit expenses");
    expect(screen.queryByRole('dialog', { name: 'Edit Expense' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/expenses/management'));
    expect(fake.writes()).toEqual([]);
  });
});

describe('How an expense was paid (our server, product.md §10)', () => {
  const PAID = [
    { ...monthRent, paidBy: 'bank' },
    { ...biscuits, paidBy: 'cash' },
    { ...tuk, paidBy: 'cash' },
    { ...water, paidBy: 'card' },
  ];

  it('shows, filters by and asks for it where the backend offers payments, starting at Cash', async () => {
    const fake = await openExpenses(staffUser, PAID, ['payments']);
    expect(headers()).toEqual(['SL No.', 'Date', 'Category', 'Description', 'Amount', 'Paid by']);
    expect(within(row('Monthly shop rent')).getByText('Bank transfer')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const toolbar = screen.getByPlaceholderText('Search by description or category').closest('form')!;
    await chooseOption(user, within(toolbar).getByRole('combobox', { name: 'Paid by' }), 'Cash');
    await expectCards('LKR 1,030.50', GLOBAL, '2');
    expect(await screen.findByText('Paid by: Cash')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Expense' });
    const paidBy = within(dialog).getByRole('combobox', { name: /^Paid by/ });
    expect(paidBy).toHaveTextContent('Cash');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: /^Category/ }), 'Transport');
    await user.type(within(dialog).getByLabelText(/^Amount/), '1800');
    await chooseOption(user, paidBy, 'LankaQR');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Courier to Kandy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense created successfully')).toBeInTheDocument();
    expect(fake.writes()[0]!.body).toMatchObject({ description: 'Courier to Kandy', amount: 1800, paidBy: 'lankaqr' });
  });

  it('is nowhere on a backend without payments: no column, no filter, no field, not sent', async () => {
    const fake = await openExpenses(owner, PAID);
    expect(headers()).not.toContain('Paid by');
    const toolbar = screen.getByPlaceholderText('Search by description or category').closest('form')!;
    expect(within(toolbar).queryByRole('combobox', { name: 'Paid by' })).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Edit Monthly shop rent/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Expense' });
    await within(dialog).findByDisplayValue('45000');
    expect(within(dialog).queryByRole('combobox', { name: /^Paid by/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expense updated successfully')).toBeInTheDocument();
    expect(Object.keys(fake.writes()[0]!.body as object).sort()).toEqual(['amount', 'categoryId', 'description', 'expenseDate']);
  });
});
