/**
 * Exact to the product's wording and limits: Bill Details reads the bill itself and a bill
 * row shows two product tags then '+N more' (product.md §2, §7, §9); staff see no Created By
 * on Sales History or Expenses (§6); every list fits a 1366 px laptop screen for the owner.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { OWNER, STAFF, openScreen, useE2E, visit } from './harness';
import { expectedScreens } from './menu';

const e2e = useE2E();
const LAPTOP = { width: 1366, height: 768 };

type Account = { email: string; password: string };
type Row = { _id: string; [key: string]: unknown };

/** Calls the API as `account`, as a script would: GET without a body, POST with one. */
async function apiAs(account: Account) {
  const login = await fetch(`${e2e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token } = (await login.json()) as { token: string };
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${e2e.baseUrl}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

const headers = (page: Page) => page.getByRole('columnheader').allTextContents();

/** The names the Columns button offers. */
async function columnChoices(page: Page) {
  await page.getByRole('button', { name: 'Columns' }).click();
  const options = page.getByRole('option');
  await options.first().waitFor();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

describe('exact to the spec', () => {
  it("a bill of three products shows two tags and '+1 more'; its details come from GET /api/bills/<id> with every line", async () => {
    const api = await apiAs(OWNER);
    const stamp = Date.now().toString(36);
    const names = ['Alpha', 'Bravo', 'Charlie'].map((word) => `Tag${stamp} ${word}`);
    const products: Row[] = [];
    for (const name of names) products.push(await api<Row>('/products', { name, quantity: 10, buyingPrice: 100, sellingPrice: 150, productType: 'normal' }));
    const [customer] = await api<Row[]>('/customers');
    const bill = await api<Row>('/bills', {
      customerId: customer._id,
      products: products.map((product) => ({ productId: product._id, quantity: 1, billedPrice: 150 })),
    });

    const page = await e2e.signedIn(STAFF, { viewport: LAPTOP, at: '/bills' });
    await page.getByPlaceholder(/^Search by customer/).fill(`Tag${stamp}`);
    const row = page.getByRole('row').filter({ hasText: names[0] });
    await row.getByText('+1 more', { exact: true }).waitFor();
    await expect(row.getByText(names[1], { exact: true }).count()).resolves.toBe(1);
    await expect(row.getByText(names[2], { exact: true }).count()).resolves.toBe(0);

    const read = page.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api/bills/${bill._id}`);
    await row.getByText('+1 more', { exact: true }).click();
    await read;
    const dialog = page.getByRole('dialog', { name: 'Bill Details' });
    const lines = dialog.getByRole('table', { name: 'Products' });
    for (const name of names) await lines.getByRole('cell', { name, exact: true }).waitFor();
    await expect(lines.getByRole('row').count()).resolves.toBe(4); // the header and three lines
  }, 120_000);

  it('staff see no Created By on Sales History or Expense Management, not even behind Columns', async () => {
    const api = await apiAs(STAFF);
    const stamp = Date.now().toString(36);
    const [customer] = await api<Row[]>('/customers');
    await api('/recharge/sale', { rechargeType: 'Dialog', soldValue: 10, soldPrice: 10, soldToType: 'customer', soldToId: customer._id });
    const [category] = await api<Row[]>('/expense-categories');
    const description = `Created-by check ${stamp}`;
    await api('/expenses', { categoryId: category._id, amount: 12.5, description, expenseDate: shopDay() });

    const page = await e2e.signedIn(STAFF, { viewport: LAPTOP, at: '/recharges/history' });
    await page.getByRole('row').nth(1).waitFor();
    expect(await headers(page)).toContain('Sold Price');
    expect(await headers(page)).not.toContain('Created By');
    expect(await columnChoices(page)).not.toContain('Created By');

    await openScreen(page, '/expenses/management');
    await page.getByRole('row').filter({ hasText: description }).waitFor();
    expect(await headers(page)).toContain('Amount');
    expect(await headers(page)).not.toContain('Created By');
    expect(await columnChoices(page)).not.toContain('Created By');
  }, 120_000);

  it("every list fits a 1366 px laptop screen for the owner: no sideways scroll hides the first columns or the actions", async () => {
    const page = await e2e.signedIn(OWNER, { viewport: LAPTOP });
    const overflowing: Record<string, number> = {};
    const lists = expectedScreens('super_admin').filter(({ table }) => table);
    expect(lists.length).toBeGreaterThan(10);
    for (const { path } of lists) {
      await visit(page, path);
      const content = page.locator('.RaList-content').first();
      await content.waitFor();
      // The rows, not the empty list: demo data fills every list.
      await page.locator('.RaList-content tbody tr').first().waitFor();
      const over = await content.evaluate((element) => element.scrollWidth - element.clientWidth);
      if (over > 0) overflowing[path] = over;
    }
    expect(overflowing).toEqual({});
  }, 240_000);
});
