/**
 * The dashboard's figures are the ones the screens show (each card and item leads to
 * its list, filtered), for the owner and for staff, and staff see no profit.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from '../../src/domain/dashboard';
import { shopDay } from '../../src/domain/dates';
import { describeViolations, seriousViolations } from '../support/axe';
import { NEAR_VIEW_MARGIN } from '../../src/dashboard/useNearView';
import { OWNER, PHONE, STAFF, figure, openScreen, useE2E } from './harness';
import { pickerField, typeDay } from './pickers';

const e2e = useE2E();

/** Clicks the dashboard's card `label` and answers the list it leads to: its path and its summary figure `summary`. */
async function followCard(page: Page, label: string, summary: string) {
  await page.getByRole('link', { name: new RegExp(`^${label}`) }).click();
  await page.locator('.RaList-main').waitFor();
  await page.waitForLoadState('networkidle');
  return { path: new URL(page.url()).pathname, figure: await figure(page, summary) };
}

describe('dashboard', () => {
  beforeAll(async () => {
    // The demo shop's bills end yesterday: two bills today, so today's figures are not all zero.
    const api = await e2e.api(STAFF);
    const [customer] = await api<{ _id: string }[]>('GET', '/customers');
    const products = await api<{ _id: string; quantity: number; sellingPrice: number }[]>('GET', '/products');
    const product = products.find((item) => item.quantity > 2)!;
    for (let bill = 0; bill < 2; bill++) {
      await api('POST', '/bills', { customerId: customer._id, products: [{ productId: product._id, quantity: 1, billedPrice: product.sellingPrice }] });
    }
    // …and a repair taken in today with an advance: its money counts today, when paid.
    const [issue] = await api<{ _id: string }[]>('GET', '/repairs/issues');
    await api('POST', '/repairs', { customerId: customer._id, repairProduct: 'Dialog TV decoder', issues: [issue._id], payment: { tenders: [{ method: 'cash', amount: 100 }] } });
  });

  /** The Bills revenue report over `from`…`to`: its 'All takings' card, amount and profit. */
  async function reportedTakings(page: Page, from: string, to: string) {
    await openScreen(page, '/bills');
    await page.getByRole('button', { name: 'Revenue Report' }).click();
    const report = page.getByRole('dialog', { name: 'Revenue Report' });
    await typeDay(pickerField(report, /^From/), from);
    await typeDay(pickerField(report, /^To/), to);
    await report.getByRole('button', { name: 'Show report' }).click();
    const all: Locator = report.getByRole('group', { name: 'Takings by business' }).getByText('All takings', { exact: true }).locator('..');
    await all.waitFor();
    // A card's detail keeps an amount on one line with a no-break space.
    const text = async (nth: number) => (await all.locator('p').nth(nth).innerText()).replace(/\u00a0/g, ' ');
    const [amount, profit] = [await text(1), await text(2)];
    await report.getByRole('button', { name: 'Close' }).click();
    return { amount, profit: profit.replace(/^Profit /, '') };
  }

  it("the owner's profit and takings are the revenue report's for the same days, repairs counted when paid", async () => {
    const page = await e2e.signedIn(OWNER);
    await page.getByText(/^Repairs count on the day they are paid/).waitFor();
    const profitToday = await figure(page, 'Profit today');
    const [monthSales, monthProfit] = [await figure(page, 'Sales this month'), await figure(page, 'Profit this month')];

    const today = shopDay();
    expect((await reportedTakings(page, today, today)).profit).toBe(profitToday);
    expect(await reportedTakings(page, monthStart(today), today)).toEqual({ amount: monthSales, profit: monthProfit });
  });

  it("the owner's figures are those of the screens they lead to", async () => {
    const page = await e2e.signedIn(OWNER);

    const billsToday = await figure(page, 'Bills today');
    expect(billsToday).not.toBe('LKR 0.00');
    for (const label of ['Profit today', 'Sales this month', 'Profit this month']) expect(await figure(page, label)).toMatch(/^LKR [\d,]+\.\d\d$/);
    const bills = await followCard(page, 'Bills today', 'Total sales');
    expect(bills).toEqual({ path: '/bills', figure: billsToday });
    await page.getByText(/^Date: /).waitFor(); // the day filter, as a removable chip

    await openScreen(page, '/dashboard');
    const expenses = await figure(page, 'Expenses this month');
    expect(await followCard(page, 'Expenses this month', 'Filtered total')).toEqual({ path: '/expenses/management', figure: expenses });

    await openScreen(page, '/dashboard');
    const repairsIn = await figure(page, 'Repairs taken in today');
    expect(Number(repairsIn)).toBeGreaterThan(0);
    expect(await followCard(page, 'Repairs taken in today', 'Repairs shown')).toEqual({ path: '/repairs/management', figure: repairsIn });
    await page.getByText(/^Date in: /).waitFor(); // the day filter, as a removable chip

    await openScreen(page, '/dashboard');
    const overdueItem = page.getByRole('link', { name: /Past the expected return date/ });
    const overdue = Number(/(\d+) repairs?/.exec(await overdueItem.innerText())![1]);
    await overdueItem.click();
    await page.getByText('Overdue only', { exact: true }).first().waitFor();
    await expect.poll(() => figure(page, 'Repairs shown')).toBe(String(overdue));
  });

  it.each([
    { width: 1366, height: 800 },
    PHONE,
  ])("'Closes, last 7 days' shows every float chip whole at $width px", async (viewport) => {
    const page = await e2e.signedIn(STAFF, { viewport });
    await openScreen(page, '/dashboard');
    const card = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Closes, last 7 days' }) });
    // Yesterday's demo float check: Hutch over and adjusted, the longest chip the card shows.
    await card.getByText(/^Hutch LKR 150\.00 · adjusted$/).waitFor();
    const measured = await card.evaluate((root) => ({
      cut: [...root.querySelectorAll('.MuiChip-label')].filter((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1).map((label) => label.textContent),
      sideways: root.scrollWidth - root.clientWidth,
      width: root.getBoundingClientRect().width,
      row: root.closest('.MuiGrid-container')!.getBoundingClientRect().width,
    }));
    expect(measured.cut).toEqual([]);
    expect(measured.sideways).toBeLessThanOrEqual(0);
    // The card takes the row: no two thirds of it left empty beside a cramped card.
    expect(measured.width).toBeGreaterThan(measured.row * 0.9);
  });

  it("on a phone the owner's charts, below the fold, are drawn as the owner scrolls to them, in the places kept for them; at a desk at once", async () => {
    const charts = (page: Page) => page.locator('svg.MuiChartsSurface-root');
    const cardOf = (page: Page, title: string) => page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: title }) });

    const phone = await e2e.signedIn(OWNER, { viewport: PHONE });
    await openScreen(phone, '/dashboard');
    const takings = cardOf(phone, 'Takings, last 30 days');
    const kept = (await takings.boundingBox())!;
    // The test's own premise: what is above the cards, drawn with them, keeps them beyond the view
    // and the quarter of a screen under it that the page watches, even while Needs attention fills in.
    expect((await phone.getByRole('heading', { name: 'Needs attention' }).boundingBox())!.y).toBeGreaterThan((1 + NEAR_VIEW_MARGIN) * PHONE.height);
    await expect(charts(phone).count()).resolves.toBe(0);
    await takings.scrollIntoViewIfNeeded();
    await expect.poll(() => charts(phone).count()).toBe(2);
    expect((await takings.boundingBox())!.height).toBe(kept.height);
    expect((await cardOf(phone, 'Profit, last 30 days').boundingBox())!.height).toBe(kept.height);

    const desk = await e2e.signedIn(OWNER);
    await openScreen(desk, '/dashboard');
    await expect.poll(() => charts(desk).count()).toBe(2);
  });

  it('staff see the same takings, no profit, and a dashboard axe finds nothing serious in', async () => {
    const page = await e2e.signedIn(STAFF, { bypassCSP: true });

    const sales = await figure(page, 'Recharge sales today');
    await expect(page.getByText(/profit/i).count()).resolves.toBe(0);
    await expect(page.getByText('Sales this month').count()).resolves.toBe(0);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations({ '/dashboard (staff)': violations })).toEqual([]);

    expect(await followCard(page, 'Recharge sales today', 'Total Sold Price')).toEqual({ path: '/recharges/history', figure: sales });
  });
});
