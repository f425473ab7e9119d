/**
 * Expense screens: the owner adds a category and expenses in it, filters them by category and
 * by a range of days (each filter a chip that removes it), and the figures agree with the rows;
 * a staff member adds an expense and cannot edit it, by button or by link. Each test signs in
 * for itself and makes its own category (and expenses) under a name no other test uses.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { formatMoney } from '../../src/domain/labels';
import { MESSAGES } from '../../src/domain/messages';
import { FIRST_CLOSED_DAYS_AGO } from '../../server/demo/dayCloses';
import { OWNER, STAFF, UI_TIMEOUT_MS, screenshotPath, unique, useE2E } from './harness';
import { chooseIn, pickerField, pickerNamed, typeDay } from './pickers';

const e2e = useE2E();
const DAY_MS = 24 * 60 * 60 * 1000;
/** A Colombo day `daysAgo` before today, `YYYY-MM-DD`. */
const dayAgo = (daysAgo: number) => shopDay(new Date(Date.now() - daysAgo * DAY_MS));

// Descriptions are unique per call: a row found by its description is this test's own.
const fuel = () => ({ amount: '1500.25', day: dayAgo(0), description: unique('Diesel for the generator during the power cut') });
// Back-dated to a day before the demo shop's closes (it closes every day from two weeks back up to yesterday).
const service = () => ({ amount: '2750.50', day: dayAgo(FIRST_CLOSED_DAYS_AGO + 5), description: unique('Generator service and oil change') });
const byStaff = () => ({ amount: '420', day: dayAgo(0), description: unique('Petrol can for the generator') });

/** The value on a summary card, as shown. */
const figure = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Summary' }).getByText(label, { exact: true }).locator('..').locator('p').nth(1).innerText();

/** Amounts of the table's rows (the Amount column), as numbers. */
async function rowAmounts(page: Page): Promise<number[]> {
  const header = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const column = header.indexOf('Amount');
  const cells = await page.locator('tbody tr').evaluateAll(
    (rows, index) => rows.map((row) => (row.querySelectorAll('td')[index] as HTMLElement | undefined)?.innerText ?? ''),
    column,
  );
  return cells.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

const money = (amounts: number[]) => formatMoney(amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100);

/** Every expense the API holds for this signed-in page: the global total's source. */
async function apiExpenses(page: Page): Promise<{ _id: string; amount: number; description: string }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/expenses', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` } });
    return response.json();
  });
}

type Expense = { amount: string; day: string; description: string };

async function addExpense(page: Page, category: string, expense: Expense) {
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await chooseIn(page, dialog.getByRole('combobox', { name: /^Category/ }), category);
  await dialog.getByLabel(/^Amount/).fill(expense.amount);
  await typeDay(pickerField(dialog, /^Date/), expense.day);
  await dialog.getByLabel(/^Description/).fill(expense.description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Expense created successfully').last().waitFor();
  await dialog.waitFor({ state: 'detached' });
  // The list is by date, newest first: an expense of today shows on page one.
  if (expense.day === dayAgo(0)) await page.getByRole('cell', { name: expense.description }).waitFor();
}

const chip = (page: Page, text: string | RegExp) => page.locator('.MuiChip-root').filter({ hasText: text });

/** A new category, made by the owner through the API; with `expenses`, those in it too. */
async function categoryWith(...expenses: Expense[]): Promise<string> {
  const name = unique('Generator Fuel E2E');
  const api = await e2e.api(OWNER);
  const category = await api<{ _id: string }>('POST', '/expense-categories', { name });
  for (const expense of expenses) {
    await api('POST', '/expenses', { categoryId: category._id, amount: Number(expense.amount), expenseDate: expense.day, description: expense.description });
  }
  return name;
}

/** The owner, signed in, on Expense Management filtered to `category` (its two expenses, fuel and service). */
async function ownerFilteredBy(category: string): Promise<Page> {
  const owner = await e2e.signedIn(OWNER, { at: '/expenses/management' });
  const toolbar = owner.locator('form').filter({ has: owner.getByPlaceholder('Search by description or category') });
  await chooseIn(owner, toolbar.getByRole('combobox', { name: 'Category' }), category);
  await chip(owner, `Category: ${category}`).waitFor();
  await expect.poll(() => figure(owner, 'Records found'), { timeout: UI_TIMEOUT_MS }).toBe('2');
  return owner;
}

describe('expenses', () => {
  it('the owner adds a category', async () => {
    const category = unique('Generator Fuel E2E');
    const owner = await e2e.signedIn(OWNER, { at: '/expenses/categories' });
    await owner.getByRole('button', { name: 'Add Category' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel(/^Category Name/).fill(category);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Category created successfully').waitFor();
    await owner.getByRole('row').filter({ hasText: category }).getByRole('cell', { name: OWNER.fullName }).waitFor();
  });

  it('the owner adds two expenses in a category', async () => {
    const category = await categoryWith();
    const owner = await e2e.signedIn(OWNER, { at: '/expenses/management' });
    await owner.getByRole('button', { name: 'Add Expense' }).waitFor();
    for (const expense of [fuel(), service()]) await addExpense(owner, category, expense);
  });

  it('filtering by category shows its two expenses; figures, total row and rows agree', async () => {
    const owner = await ownerFilteredBy(await categoryWith(fuel(), service()));
    await expect.poll(() => rowAmounts(owner)).toEqual([1500.25, 2750.5]);
    const both = money([1500.25, 2750.5]);
    expect(await figure(owner, 'Filtered total')).toBe(both);
    expect(await owner.locator('tfoot').innerText()).toContain(both);
    const shot = await screenshotPath('expenses-by-category-owner');
    await owner.screenshot({ path: shot, fullPage: true });
    console.log(`[e2e] Expense Management filtered by category (owner): ${shot}`);
  });

  it('a date range narrows it to one; removing its chip brings both back', async () => {
    const owner = await ownerFilteredBy(await categoryWith(fuel(), service()));
    await typeDay(pickerNamed(owner, 'expenseDate_from'), dayAgo(1));
    await typeDay(pickerNamed(owner, 'expenseDate_to'), dayAgo(0));
    // The from day alone already leaves one: wait for the list to hold the to day as well, or
    // the filter form's pending change (it waits for typing to stop) would bring the range back
    // after its chip is removed.
    await owner.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').expenseDate_to === dayAgo(0));
    await chip(owner, /^Date range: /).waitFor();
    await expect.poll(() => figure(owner, 'Records found'), { timeout: UI_TIMEOUT_MS }).toBe('1');
    expect(await rowAmounts(owner)).toEqual([1500.25]);
    expect(await figure(owner, 'Filtered total')).toBe(money([1500.25]));
    expect(await owner.locator('tfoot').innerText()).toContain(money([1500.25]));

    await chip(owner, /^Date range: /).locator('.MuiChip-deleteIcon').click();
    await expect.poll(() => figure(owner, 'Records found'), { timeout: UI_TIMEOUT_MS }).toBe('2');
    // Both days of the range go (the chip re-renders a moment after the figures on a busy machine).
    await expect.poll(() => chip(owner, /^Date range: /).count(), { timeout: UI_TIMEOUT_MS }).toBe(0);
  });

  it('removing the category chip shows every expense: filtered total = global total = the sum of all', async () => {
    const category = await categoryWith(fuel(), service());
    const owner = await ownerFilteredBy(category);
    await chip(owner, `Category: ${category}`).locator('.MuiChip-deleteIcon').click();
    const all = await apiExpenses(owner);
    await expect.poll(() => figure(owner, 'Records found'), { timeout: UI_TIMEOUT_MS }).toBe(String(all.length));
    const global = money(all.map((expense) => expense.amount));
    expect(await figure(owner, 'Global total')).toBe(global);
    expect(await figure(owner, 'Filtered total')).toBe(global);
    // No filter chip is left (a filter's chip can be removed; the rows' Paid by chips cannot).
    expect(await owner.locator('.MuiChip-deletable').count()).toBe(0);
    // The total row sums the page shown (10 rows), not the whole list.
    expect(await owner.locator('tfoot').innerText()).toContain(money(await rowAmounts(owner)));
  });

  it('a staff member adds an expense and cannot edit it, by button or by link', async () => {
    const category = await categoryWith();
    const expense = byStaff();
    const staff = await e2e.signedIn(STAFF, { at: '/expenses/management' });
    expect(await staff.getByRole('menuitem', { name: 'Expense Categories' }).count()).toBe(0);
    await addExpense(staff, category, expense);
    const row = staff.getByRole('row').filter({ hasText: expense.description });
    await row.waitFor();
    // Who created an expense is the owner's to see (product.md §6): staff get no such column.
    expect(await staff.getByRole('columnheader', { name: 'Created By' }).count()).toBe(0);
    expect(await staff.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);

    const mine = (await apiExpenses(staff)).find((item) => item.description === expense.description)!;
    await staff.goto(`/expenses/management/${mine._id}`);
    const notice = staff.getByRole('alert').filter({ hasText: 'Access Denied' });
    await notice.getByText(MESSAGES.expenseEditForbidden).waitFor();
    await expect.poll(() => new URL(staff.url()).pathname).toBe('/expenses/management');
    expect(await staff.getByRole('dialog', { name: 'Edit Expense' }).count()).toBe(0);

    // The server refuses the same edit, in its own words for an update.
    const answer = await staff.evaluate(async (id) => {
      const response = await fetch(`/api/expenses/${id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 1 }),
      });
      return { status: response.status, body: await response.json() };
    }, mine._id);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(MESSAGES.expenseUpdateForbidden);
  });
});
