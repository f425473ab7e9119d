/**
 * The date pickers at a Colombo day boundary: the browser sits in Los Angeles, a quarter of an
 * hour after midnight in Colombo, when Los Angeles is still on the day before. An expense dated
 * by typing the day, and another by choosing "today" in the calendar, both land on the Colombo
 * day and show as DD MMM YYYY in the list; neither slips back to Los Angeles' day.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopDay, shopDayStart } from '../../src/domain/dates';
import { formatDate } from '../../src/domain/format';
import { OWNER, useE2E } from './harness';
import { pickerField, pickerText, typeDay } from './pickers';

const e2e = useE2E();

/** Today in Colombo, and the browser's clock 15 minutes into it (the day before in Los Angeles). */
const today = shopDay();
const justAfterMidnight = new Date(Date.parse(shopDayStart(today)!) + 15 * 60 * 1000);
const shown = formatDate(today);

async function openAddExpense(page: Page) {
  await page.clock.setFixedTime(justAfterMidnight);
  await page.goto('/expenses/management');
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await dialog.getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Transport', exact: true }).click();
  return dialog;
}

async function saveAndFind(page: Page, dialog: ReturnType<Page['getByRole']>, description: string) {
  await dialog.getByLabel(/^Amount/).fill('275');
  await dialog.getByLabel(/^Description/).fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Expense created successfully').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByPlaceholder('Search by description or category').fill(description);
  const row = page.getByRole('row').filter({ hasText: description });
  await row.waitFor();
  return row;
}

describe('date pickers at a Colombo day boundary (browser in Los Angeles)', () => {
  it('the browser is on the day before Colombo', async () => {
    const page = await e2e.newUser({ timezoneId: 'America/Los_Angeles' });
    await page.clock.setFixedTime(justAfterMidnight);
    await page.goto('/login');
    const browserDay = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    expect(browserDay < today).toBe(true);
  });

  it('an expense dated by typing the day lands on that day, shown as DD MMM YYYY', async () => {
    const page = await e2e.newUser({ timezoneId: 'America/Los_Angeles', as: OWNER });
    const dialog = await openAddExpense(page);
    const date = pickerField(dialog, /^Date/);
    await typeDay(date, today);
    expect(await pickerText(date)).toBe(shown);
    const row = await saveAndFind(page, dialog, 'Typed date: tuk-tuk at midnight');
    await expect.poll(() => row.getByRole('cell', { name: shown, exact: true }).count()).toBe(1);
  });

  it("an expense dated by choosing today in the calendar lands on Colombo's today, shown as DD MMM YYYY", async () => {
    const page = await e2e.newUser({ timezoneId: 'America/Los_Angeles', as: OWNER });
    const dialog = await openAddExpense(page);
    const date = pickerField(dialog, /^Date/);
    await dialog.getByRole('button', { name: /^Choose date/ }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') }).last();
    // The calendar marks the shop's today, not the browser's.
    const todayCell = calendar.locator('button[aria-current="date"]');
    expect(await todayCell.innerText()).toBe(String(Number(today.slice(8))));
    await todayCell.click();
    await expect.poll(() => pickerText(date)).toBe(shown);
    const row = await saveAndFind(page, dialog, 'Chosen date: courier at midnight');
    await expect.poll(() => row.getByRole('cell', { name: shown, exact: true }).count()).toBe(1);
  });
});
