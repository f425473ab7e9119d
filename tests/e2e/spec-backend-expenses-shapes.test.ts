/**
 * The BUILT console against the spec-only backend (specHarness.ts): Repair Issues, Expense
 * Categories and Expense Management, with the exact writes read from the backend's log; then, on
 * a backend answering the other shapes §3/§7 allow (products and histories as plain lists, a
 * repair's customer and an expense's category populated), the screens that read those shapes.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OWNER, STAFF } from '../support/specBackend';
import { unique } from './harness';
import { chooseIn, pickerField, pickerNamed, typeDay } from './pickers';
import { alternate, api, columnCells, confirmDelete, dayAgo, escaped, expectWrite, issueId, main, newCustomer, newProduct, newRepair, openMenu, row, rowsArrived, rowTexts, search, shown, signedIn, today, useSpecConsole } from './specHarness';

useSpecConsole({ withAlternate: true });

/**
 * Removes a filter's chip and waits until it has gone, as a person sees it go before typing on:
 * react-admin's filter form takes a keystroke that arrives before the list has re-rendered as
 * the user's own change, keeps the removed filter in its fields and sends it again with that
 * keystroke's search.
 */
async function removeChip(chip: Locator) {
  await chip.locator('.MuiChip-deleteIcon').click();
  await chip.waitFor({ state: 'detached' });
}

describe('the console on the spec’s backend (default answer shapes)', () => {
  it('owner: Repair Issues searches and edits an issue (no add, no delete)', async () => {
    const page = await signedIn(OWNER);
    await openMenu(page, 'Repair Issues');
    await row(page, 'Screen Replacement').waitFor();
    expect(await page.getByRole('button', { name: /^(Add|Create|Delete)/ }).count()).toBe(0);
    await search(page, 'Charging');
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining('Charging Port Repair')]);
    const issue = main.backend.store.issues.find((item) => item.name === 'Charging Port Repair')!;
    await page.getByRole('button', { name: 'Edit Charging Port Repair' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Issue' });
    const price = issue.customerPrice + 100;
    await edit.getByLabel(/^Customer Price/).fill(String(price));
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Issue updated successfully').waitFor();
    expectWrite('PUT', `/repairs/issues/${issue._id}`, { actualCost: issue.actualCost, customerPrice: price });
  });

  it('owner: Expense Categories — add, search, edit (exactly {name}) and delete', async () => {
    const page = await signedIn(OWNER);
    await openMenu(page, 'Expense Categories');
    await row(page, 'Electricity').waitFor();
    const name = unique('Generator Fuel');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const add = page.getByRole('dialog', { name: 'Add Category' });
    await add.getByLabel(/^Category Name/).fill(name);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Category created successfully').waitFor();
    expectWrite('POST', '/expense-categories', { name });
    const id = main.backend.store.categories.find((category) => category.name === name)!._id;

    await search(page, name);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(name)]);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await edit.getByLabel(/^Category Name/).fill(`${name} B`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Category updated successfully').waitFor();
    expectWrite('PUT', `/expense-categories/${id}`, { name: `${name} B` });

    await search(page, `${name} B`);
    await page.getByRole('button', { name: `Delete ${name} B` }).click();
    await confirmDelete(page, 'Category deleted successfully');
    expectWrite('DELETE', `/expense-categories/${id}`, undefined);
  });

  it('owner: Expense Management — add, search, category, day and range filters, edit (expenseDate YYYY-MM-DD) and delete', async () => {
    const category = await (await api())('POST', '/expense-categories', { name: unique('Stationery') });
    const page = await signedIn(OWNER);
    await openMenu(page, 'Expense Management');
    await row(page, 'Shop rent').waitFor();

    const description = unique('Printer paper and pens');
    await page.getByRole('button', { name: 'Add Expense' }).click();
    const add = page.getByRole('dialog', { name: 'Add Expense' });
    await chooseIn(page, add.getByRole('combobox', { name: /^Category/ }), category.name);
    await add.getByLabel(/^Amount/).fill('1450.75');
    await typeDay(pickerField(add, /^Date/), dayAgo(2));
    await add.getByLabel(/^Description/).fill(description);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Expense created successfully').waitFor();
    expectWrite('POST', '/expenses', { categoryId: category._id, amount: 1450.75, description, expenseDate: dayAgo(2) });
    const id = main.backend.store.expenses.find((expense) => expense.description === description)!._id;

    await search(page, description);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(description)]);
    await search(page, '');
    const toolbar = page.locator('form').filter({ has: page.getByPlaceholder(/^Search by/) });
    await chooseIn(page, toolbar.getByRole('combobox', { name: /^Category/ }), 'Rent');
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining('Shop rent')]);
    await removeChip(page.locator('.MuiChip-root').filter({ hasText: /^Category/ }));
    await typeDay(pickerNamed(page, 'expenseDate_day'), dayAgo(2));
    await expect.poll(() => row(page, 'Shop rent').count()).toBe(0);
    await row(page, description).waitFor();
    await removeChip(page.locator('.MuiChip-root').filter({ hasText: shown(dayAgo(2)) }).first());
    await typeDay(pickerNamed(page, 'expenseDate_from'), dayAgo(8));
    await typeDay(pickerNamed(page, 'expenseDate_to'), dayAgo(6));
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining('Shop rent')]);
    await removeChip(page.locator('.MuiChip-root').filter({ hasText: /^Date range/ }));

    await search(page, description);
    await page.getByRole('button', { name: new RegExp(`^Edit ${escaped(description).source}`) }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Expense' });
    await expect.poll(() => edit.getByLabel(/^Amount/).inputValue()).toBe('1450.75');
    await edit.getByLabel(/^Amount/).fill('1500');
    await typeDay(pickerField(edit, /^Date/), dayAgo(3));
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Expense updated successfully').waitFor();
    expectWrite('PUT', `/expenses/${id}`, { categoryId: category._id, amount: 1500, description, expenseDate: dayAgo(3) });

    await page.getByRole('button', { name: new RegExp(`^Delete ${escaped(description).source}`) }).click();
    await confirmDelete(page, 'Expense deleted successfully');
    expectWrite('DELETE', `/expenses/${id}`, undefined);
  });

  it('staff: Expense Management — add an expense; no edit or delete; no Expense Categories', async () => {
    const page = await signedIn(STAFF);
    await openMenu(page, 'Expense Management');
    await row(page, 'Shop rent').waitFor();
    const description = unique('Tea for the counter');
    await page.getByRole('button', { name: 'Add Expense' }).click();
    const add = page.getByRole('dialog', { name: 'Add Expense' });
    await chooseIn(page, add.getByRole('combobox', { name: /^Category/ }), 'Transport');
    await add.getByLabel(/^Amount/).fill('320');
    await typeDay(pickerField(add, /^Date/), today());
    await add.getByLabel(/^Description/).fill(description);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Expense created successfully').waitFor();
    const transport = main.backend.store.categories.find((category) => category.name === 'Transport')!;
    expectWrite('POST', '/expenses', { categoryId: transport._id, amount: 320, description, expenseDate: today() });
    await row(page, description).waitFor();
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Expense Categories' }).count()).toBe(0);
  });
});

describe('the console on the spec’s backend (the other answer shapes: plain lists, populated references)', () => {
  it('owner: products answered as a plain list are listed and refilled', async () => {
    const backend = alternate.backend;
    const product = await newProduct(unique('E2E Alt LNB'), 6, 1200, 1800, backend);
    const page = await signedIn(OWNER, backend);
    await openMenu(page, 'Products');
    await search(page, product.name);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(product.name)]);
    await page.getByRole('button', { name: `Refill Stock ${product.name}` }).click();
    const refill = page.getByRole('dialog', { name: /Refill Stock/ });
    await refill.getByLabel(/^Quantity to Add/).fill('4');
    await refill.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Stock refilled successfully. New quantity: 10').waitFor();
    expectWrite('PUT', `/products/${product._id}`, { quantity: 10 }, backend);
  });

  it('owner: the customer history answered as plain lists shows each tab', async () => {
    const backend = alternate.backend;
    const buyer = await newCustomer(backend);
    const product = await newProduct(unique('E2E Alt Remote'), 5, 400, 750, backend);
    await (await api(STAFF, backend))('POST', '/bills', { customerId: buyer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 750 }] });
    await (await api(STAFF, backend))('POST', '/recharge/sale', { rechargeType: 'Mobitel', soldValue: 200, soldPrice: 200, soldToType: 'customer', soldToId: buyer._id });
    await newRepair(buyer, backend);
    const page = await signedIn(OWNER, backend);
    await openMenu(page, 'Customers');
    await search(page, buyer.phoneNumber);
    await page.getByRole('button', { name: `History of ${buyer.fullName}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${buyer.fullName}` });
    await history.getByRole('cell', { name: escaped(product.name) }).first().waitFor();
    await history.getByRole('tab', { name: 'Recharge' }).click();
    await history.getByText('Mobitel', { exact: true }).first().waitFor();
    await history.getByRole('tab', { name: 'Repair' }).click();
    await history.getByText(/Screen Replacement/).first().waitFor();
  });

  it('owner: repairs with a populated customerId show the customer, and Edit Repair sends ids only', async () => {
    const backend = alternate.backend;
    const buyer = await newCustomer(backend);
    const repair = await newRepair(buyer, backend);
    const page = await signedIn(OWNER, backend);
    await openMenu(page, 'Repair Management');
    await rowsArrived(page);
    const cells = await columnCells(page, 'Customer');
    const names = backend.store.customers.map((customer) => `${customer.firstName} ${customer.lastName}`);
    expect(cells.every((cell) => names.some((name) => cell.includes(name))), `Customer column: ${JSON.stringify(cells)}`).toBe(true);
    await search(page, buyer.lastName);
    const line = row(page, buyer.fullName);
    await line.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Repair' });
    await expect.poll(() => edit.getByLabel(/^Discount/).inputValue()).toBe('500');
    await edit.getByLabel(/^Discount/).fill('300');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Repair updated successfully').waitFor();
    expectWrite('PUT', `/repairs/${repair._id}`, { issues: [issueId('Screen Replacement', backend), issueId('Battery Replacement', backend)], discount: 300, expectedReturnDate: repair.returnDate }, backend);
  });

  it('owner: expenses with a populated category show its name, filter by it, and Edit Expense sends the category id', async () => {
    const backend = alternate.backend;
    const category = await (await api(OWNER, backend))('POST', '/expense-categories', { name: unique('Cleaning') });
    const description = unique('Floor cleaner and mops');
    const expense = await (await api(OWNER, backend))('POST', '/expenses', { categoryId: category._id, amount: 640, description, expenseDate: dayAgo(1) });
    const page = await signedIn(OWNER, backend);
    await openMenu(page, 'Expense Management');
    await search(page, description);
    await row(page, description).getByText(category.name).waitFor();
    await search(page, '');
    const toolbar = page.locator('form').filter({ has: page.getByPlaceholder(/^Search by/) });
    await chooseIn(page, toolbar.getByRole('combobox', { name: /^Category/ }), category.name);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(description)]);
    await page.getByRole('button', { name: new RegExp(`^Edit ${escaped(description).source}`) }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Expense' });
    await expect.poll(() => edit.getByLabel(/^Amount/).inputValue()).toBe('640');
    await edit.getByLabel(/^Amount/).fill('660');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Expense updated successfully').waitFor();
    expectWrite('PUT', `/expenses/${expense._id}`, { categoryId: category._id, amount: 660, description, expenseDate: dayAgo(1) }, backend);
  });
});
