import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoryInUseMessage } from '../../../domain/expenses';
import { messageText } from '../../../domain/messages';
import { buildCategory, owner, staffUser, type CategoryRecord } from '../../../../tests/support/builders';
import { headers } from '../../../../tests/support/columns';
import { fakeResourceApi } from '../../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../../tests/support/renderApp';
import { setupApi } from '../../../../tests/support/server';
import { expenseCategories } from '.';

const api = setupApi();
const rent = buildCategory({ name: 'Shop Rent', createdAt: '2026-03-01T04:30:00.000Z', updatedAt: '2026-03-05T04:30:00.000Z' });
const tea = buildCategory({ name: 'Tea and Refreshments', createdByName: 'Owner Demo', createdAt: '2026-03-02T04:30:00.000Z' });

async function openCategories(user = owner, records: CategoryRecord[] = [rent, tea]) {
  const fake = fakeResourceApi(expenseCategories.routes!, records, (body) => buildCategory(body));
  api.use(...fake.handlers);
  renderScreen({ user, path: '/expenses/categories' });
  // The first render of a file loads the lazy screen: more than the usual 5 s on a busy machine.
  if (records.length) await screen.findByText(records[0].name, {}, { timeout: 15_000 });
  return fake;
}

const row = (name: string) => screen.getByText(name).closest('tr')!;

async function openAdd() {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Add Category' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
  return { user, dialog };
}

describe('Expense Categories list (product.md §2, §6, §9)', () => {
  it('shows super admins name, created by, created, updated and the actions', async () => {
    await openCategories();
    expect(headers()).toEqual(['SL No.', 'Category Name', 'Created By', 'Created', 'Updated', 'Actions']);
    expect(within(row('Shop Rent')).getByText('05 Mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Category' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Shop Rent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Shop Rent' })).toBeInTheDocument();
  });

  it('lets staff who reach it read the list, with no add, edit or delete', async () => {
    await openCategories(staffUser);
    expect(screen.queryByRole('button', { name: /Add Category|Edit |Delete / })).not.toBeInTheDocument();
  });

  it('searches by name', async () => {
    await openCategories();
    await userEvent.setup({ delay: null }).type(screen.getByPlaceholderText('Search by category name'), 'tea');
    await waitFor(() => expect(screen.queryByText('Shop Rent')).not.toBeInTheDocument());
    expect(screen.getByText('Tea and Refreshments')).toBeInTheDocument();
  });

  it('offers page sizes 10, 20, 50 and 100, 10 by default', async () => {
    const many = Array.from({ length: 12 }, (_, index) => buildCategory({ name: `Category ${String(index + 1).padStart(2, '0')}` }));
    await openCategories(owner, many);
    expect(screen.getAllByRole('row').filter((tr) => within(tr).queryAllByRole('cell').length)).toHaveLength(10);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['10', '20', '50', '100']);
  });

  it("says 'No categories found' when there are none", async () => {
    await openCategories(owner, []);
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });

  it("says 'Failed to fetch categories list' when the list cannot be read", async () => {
    api.use(http.get('*/api/expense-categories', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderScreen({ user: owner, path: '/expenses/categories' });
    expect(await screen.findByText('Failed to fetch categories list')).toBeInTheDocument();
  });
});

describe('Add and edit category (product.md §5, §8)', () => {
  it.each([
    ['', 'Please enter category name'],
    ['A', 'Category name must be 2 to 50 characters'],
    ['x'.repeat(51), 'Category name must be 2 to 50 characters'],
    ['Rent & Bills', 'Category name may contain only letters, numbers, spaces, hyphens and underscores'],
  ])('refuses %j with "%s" and sends nothing', async (name, message) => {
    const fake = await openCategories();
    const { user, dialog } = await openAdd();
    if (name) await user.type(within(dialog).getByLabelText(/^Category Name/), name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });

  it('adds a category and shows it', async () => {
    const fake = await openCategories();
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Generator_Fuel-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'POST', path: '/api/expense-categories', body: { name: 'Generator_Fuel-2' } }]);
    expect(await screen.findByText('Generator_Fuel-2')).toBeInTheDocument();
  });

  it("shows the server's reason for a refused name, and keeps the dialog", async () => {
    await openCategories();
    api.use(http.post('*/api/expense-categories', () => HttpResponse.json({ message: 'A category with this name already exists' }, { status: 409 })));
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'shop rent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A category with this name already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Category Name/)).toHaveValue('shop rent');
  });

  it("says 'Failed to create category' when saving fails without a reason", async () => {
    await openCategories();
    api.use(http.post('*/api/expense-categories', () => new HttpResponse(null, { status: 500 })));
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^Category Name/), 'Electricity');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create category')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Category Name/)).toHaveValue('Electricity');
  });

  it('renames a category', async () => {
    const fake = await openCategories();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit Shop Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = await within(dialog).findByDisplayValue('Shop Rent');
    await user.clear(name);
    await user.type(name, 'Shop Rent and Rates');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(fake.writes()[0]).toMatchObject({ method: 'PUT', path: `/api/expense-categories/${rent._id}`, body: { name: 'Shop Rent and Rates' } });
    expect(await screen.findByText('Shop Rent and Rates')).toBeInTheDocument();
  });

  it("says 'Failed to update category' when a rename fails without a reason", async () => {
    await openCategories();
    api.use(http.put('*/api/expense-categories/:id', () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Edit Shop Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await user.type(await within(dialog).findByDisplayValue('Shop Rent'), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update category')).toBeInTheDocument();
  });

  it("tells staff who open the add dialog's link that their role does not allow it", async () => {
    api.use(...fakeResourceApi(expenseCategories.routes!, [rent], buildCategory).handlers);
    renderScreen({ user: staffUser, path: '/expenses/categories/create' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Access Denied');
    expect(notice).toHaveTextContent('Your role does not allow this.');
    expect(screen.queryByRole('dialog', { name: 'Add Category' })).not.toBeInTheDocument();
  });
});

describe('Delete category (product.md §2, §8)', () => {
  async function confirmDelete(name: string) {
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(`Delete ${name}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
  }

  it('deletes after confirmation', async () => {
    const fake = await openCategories();
    await confirmDelete('Tea and Refreshments');
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    expect(fake.writes()).toEqual([{ method: 'DELETE', path: `/api/expense-categories/${tea._id}` }]);
    await waitFor(() => expect(screen.queryByText('Tea and Refreshments')).not.toBeInTheDocument());
  });

  it("shows the server's reason when the category is in use, and keeps it", async () => {
    await openCategories();
    const reason = categoryInUseMessage(3);
    api.use(http.delete('*/api/expense-categories/:id', () => HttpResponse.json({ message: messageText(reason), ...reason }, { status: 409 })));
    await confirmDelete('Shop Rent');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Error');
    expect(notice).toHaveTextContent('This category is used by 3 expenses and cannot be deleted');
    expect(screen.getByText('Shop Rent')).toBeInTheDocument();
  });

  it("says 'Failed to delete category' when the server gives no reason", async () => {
    await openCategories();
    api.use(http.delete('*/api/expense-categories/:id', () => new HttpResponse(null, { status: 500 })));
    await confirmDelete('Shop Rent');
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
  });
});
