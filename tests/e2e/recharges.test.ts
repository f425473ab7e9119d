/**
 * Recharge screens: the owner buys a Dialog top-up and sees the balance rise, a
 * staff member sells Dialog reload to an agent, sees it fall and reads in Sale Details how the
 * sale was paid, and an oversell is refused
 * with the spec's message while nothing changes; the owner checks the Dialog float, finds it
 * LKR 100 short and adjusts the computed balance to match (product.md §10). TV renewals due
 * (issue 49), a DDTV sale's sequel: with the owner's reminder kept, staff follow the dashboard's
 * count to the list, remind two customers in a click each, mark a third stopped, and a renewal
 * sold takes its customer off.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { formatDate, formatMoney } from '../../src/domain/format';
import type { Renewal } from '../../src/domain/renewals';
import { OWNER, STAFF, UI_TIMEOUT_MS, useE2E } from './harness';
import { chooseIn, pick, pickerField, typeDay } from './pickers';

const e2e = useE2E();

/** A money card's amount ('LKR 12,345.50' → 12345.5). */
async function figure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('group', { name: 'Summary' }).getByText(label, { exact: true }).locator('..');
  const text = await card.locator('p').last().innerText();
  return Number(text.replace(/[^\d.-]/g, ''));
}

/**
 * Waits until the card shows a first value, and answers it. The label is drawn at once and the
 * value holds its place with a placeholder until the balances arrive: read before that, it is 0.
 */
async function settledFigure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('group', { name: 'Summary' }).getByText(label, { exact: true }).locator('..');
  await card.waitFor();
  await card.locator('.MuiSkeleton-root').waitFor({ state: 'detached' });
  await expect.poll(() => card.locator('p').last().innerText(), { timeout: UI_TIMEOUT_MS }).toMatch(/\d/);
  return figure(page, label);
}

/**
 * Chooses `option` in the select labelled `label`, until the select shows it (`chooseIn`). A
 * select's name is its label and then what it shows ('Type Dialog'), so it is found by the label
 * at the start of its name: `exact` would lose it once it shows a choice.
 */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await chooseIn(page, dialog.getByRole('combobox', { name: new RegExp(`^${label}(?: |$)`) }), option, UI_TIMEOUT_MS);
}

/** Every POST to the sale route the page sends from now on. */
function salePosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/recharge/sale') posts.push(request.url());
  });
  return posts;
}

describe('recharges', () => {
  it('the owner buys a Dialog top-up and sees the Dialog balance rise', async () => {
    const owner = await e2e.newUser({ as: OWNER });
    await owner.goto('/recharges/management');
    await owner.getByRole('heading', { name: 'Recharge Management' }).waitFor();
    const before = await settledFigure(owner, 'Dialog Balance');

    await owner.getByRole('button', { name: 'Add Top-up' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Top-up' });
    await choose(owner, dialog, 'Type', 'Dialog');
    const today = shopDay();
    await typeDay(pickerField(dialog, /^Date/), today);
    await dialog.getByLabel(/^Value/).fill('10000');
    await dialog.getByLabel(/^Cost/).fill('9650');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Topup created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => figure(owner, 'Dialog Balance'), { timeout: UI_TIMEOUT_MS }).toBeCloseTo(before + 10000, 2);
    // The newest purchase day comes first.
    await owner.getByRole('row').nth(1).filter({ hasText: formatDate(today) }).filter({ hasText: 'LKR 9,650.00' }).waitFor();

    // Both lists show their Actions column at 1366 px, with the owner's cost columns too.
    for (const item of ['Recharge Management', 'Sales History']) {
      await owner.getByRole('menuitem', { name: item }).click();
      const actions = owner.getByRole('columnheader', { name: 'Actions' });
      await actions.waitFor();
      const box = await actions.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
    }
  });

  it('a staff member sells Dialog reload to an agent and sees the balance fall', async () => {
    // The owner's reminder, the same in each language (the customers' vary), as Settings' TV
    // renewals card sends it (its screen test): the list reads it from our server.
    const template = 'Renew {customerName}: card {cardNumber}, last {amount}';
    const ownerApi = await e2e.api(OWNER);
    await ownerApi('PUT', '/settings/renewals', { messages: { en: template, si: template, ta: template } });

    const staff = await e2e.newUser({ as: STAFF });
    await staff.goto('/recharges/history');
    await staff.getByRole('heading', { name: 'Sales History' }).waitFor();
    const before = await settledFigure(staff, 'Dialog Balance');
    expect(before).toBeGreaterThan(2500);
    // Staff see no cost figures.
    expect(await staff.getByText('Total Profit').count()).toBe(0);

    await staff.getByRole('button', { name: 'Record Sale' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Record Sale' });
    await choose(staff, dialog, 'Recharge Type', 'Dialog');
    await dialog.getByLabel(/^Sold Value/).fill('2500');
    await dialog.getByLabel(/^Sold Price/).fill('2462.5');
    await choose(staff, dialog, 'Customer Type', 'Agent');
    await pick(staff, dialog.getByRole('combobox', { name: 'Customer / Agent' }), 'Sampath', /Sampath Rajapakse/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Sale recorded successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The notice and the offer to send the sale's WhatsApp message both show, neither over the other.
    const notice = (await staff.getByRole('status').filter({ hasText: 'Sale recorded successfully' }).boundingBox())!;
    const offer = staff.getByRole('status').filter({ hasText: /^Sale to Sampath Rajapakse recorded/ });
    await offer.getByRole('button', { name: 'Send WhatsApp' }).waitFor();
    const offerBox = (await offer.boundingBox())!;
    const apart = notice.y + notice.height <= offerBox.y || offerBox.y + offerBox.height <= notice.y || notice.x + notice.width <= offerBox.x || offerBox.x + offerBox.width <= notice.x;
    expect(apart, JSON.stringify({ notice, offer: offerBox })).toBe(true);

    await expect.poll(() => figure(staff, 'Dialog Balance'), { timeout: UI_TIMEOUT_MS }).toBeCloseTo(before - 2500, 2);
    const row = staff.getByRole('row').filter({ hasText: 'Sampath Rajapakse' }).filter({ hasText: 'LKR 2,462.50' }).first();
    await row.waitFor();
    // Its Details read the sale from the server with how it was paid: the one cash tender the dialog offered.
    await row.getByRole('button', { name: /^Sale Details/ }).click();
    await staff.getByRole('dialog', { name: 'Sale Details' }).getByRole('row').filter({ hasText: 'Paid by Cash' }).filter({ hasText: 'LKR 2,462.50' }).waitFor();
  });

  it('an oversell is refused with the spec’s message and nothing changes', async () => {
    // The owner's reminder, the same in each language (the customers' vary), as Settings' TV
    // renewals card sends it (its screen test): the list reads it from our server.
    const template = 'Renew {customerName}: card {cardNumber}, last {amount}';
    const ownerApi = await e2e.api(OWNER);
    await ownerApi('PUT', '/settings/renewals', { messages: { en: template, si: template, ta: template } });

    const staff = await e2e.newUser({ as: STAFF });
    await staff.goto('/recharges/history');
    const balance = await settledFigure(staff, 'Dialog Balance');
    // Settled, as the balance: read while its placeholder shows, the count is 0.
    const records = await settledFigure(staff, 'Records');
    const posts = salePosts(staff);

    await staff.getByRole('button', { name: 'Record Sale' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Record Sale' });
    await choose(staff, dialog, 'Recharge Type', 'Dialog');
    const tooMuch = balance + 100;
    await dialog.getByLabel(/^Sold Value/).fill(String(tooMuch));
    const message = `Insufficient balance! Available: ${formatMoney(balance)}, Required: ${formatMoney(tooMuch)}`;
    await dialog.getByText(message).waitFor();
    await dialog.getByLabel(/^Sold Price/).fill(String(tooMuch));
    await choose(staff, dialog, 'Customer Type', 'Agent');
    await pick(staff, dialog.getByRole('combobox', { name: 'Customer / Agent' }), 'Sampath', /Sampath Rajapakse/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByText(message).count()).toBe(2); // under the value and under the price
    await staff.waitForTimeout(500);
    expect(posts).toEqual([]);

    // What was typed is thrown away only once the user says so.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await staff.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await staff.reload();
    expect(await settledFigure(staff, 'Dialog Balance')).toBeCloseTo(balance, 2);
    await staff.getByRole('group', { name: 'Summary' }).getByText('Records', { exact: true }).waitFor();
    await expect.poll(() => figure(staff, 'Records'), { timeout: UI_TIMEOUT_MS }).toBe(records);
  });

  it('the owner checks the Dialog float, finds it LKR 100 short and adjusts the balance to match', async () => {
    const owner = await e2e.newUser({ as: OWNER });
    await owner.goto('/recharges/management');
    const before = await settledFigure(owner, 'Dialog Balance');

    await owner.getByRole('region', { name: 'Float checked' }).getByRole('link', { name: 'Check float' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Check float' });
    const line = dialog.getByRole('group', { name: 'Dialog' });
    await line.getByLabel('Dialog shows').fill(String(before - 100));
    await line.getByText('Difference: LKR -100.00').waitFor();
    await choose(owner, line, 'Why Dialog differs', 'Sale not entered');
    await line.getByRole('switch', { name: /^Bring the Dialog balance/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Float checked successfully').waitFor();
    await owner.getByRole('row').nth(1).filter({ hasText: 'Sale not entered' }).filter({ hasText: 'LKR -100.00' }).waitFor();

    await owner.getByRole('menuitem', { name: 'Recharge Management' }).click();
    await expect.poll(() => figure(owner, 'Dialog Balance'), { timeout: UI_TIMEOUT_MS }).toBeCloseTo(before - 100, 2);
    await owner.getByRole('region', { name: 'Float checked' }).getByText(/difference LKR\s-100\.00/).waitFor();
  });
});

describe('TV renewals due (issue 49)', () => {
  it('staff follow the dashboard to the overdue, remind two in a click each in the owner’s words, mark one stopped, and a renewal sold takes its customer off', async () => {
    // The demo shop has TV packages lapsed weeks ago (server/demo/recharge.ts): the list's overdue, soonest due first.
    const api = await e2e.api(STAFF);
    const overdue = `/renewals?_page=1&_perPage=25&_sort=dueDay&_order=ASC&_filter=${encodeURIComponent('{"status":"overdue"}')}`;
    const { data: late } = await api<{ data: Renewal[] }>('GET', overdue);
    expect(late.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = late as [Renewal, Renewal, Renewal];

    // The owner's reminder, the same in each language (the customers' vary), as Settings' TV
    // renewals card sends it (its screen test): the list reads it from our server.
    const template = 'Renew {customerName}: card {cardNumber}, last {amount}';
    const ownerApi = await e2e.api(OWNER);
    await ownerApi('PUT', '/settings/renewals', { messages: { en: template, si: template, ta: template } });

    const staff = await e2e.newUser({ as: STAFF });
    // The WhatsApp chat each reminder opens, kept instead of opened.
    await staff.addInitScript(() => {
      const opened: string[] = [];
      Object.assign(window, { opened, open: (url: string) => (opened.push(url), null) });
    });
    await staff.goto('/dashboard');
    await staff.getByText(new RegExp(`^\\d+ due today, ${late.length} overdue$`)).waitFor();
    await staff.getByRole('link', { name: /^TV renewals this month/ }).getByText(/^\d+ of \d+$/).waitFor();
    await staff.getByRole('link', { name: /^TV renewals to remind/ }).click();
    await staff.getByRole('heading', { name: 'Renewals Due' }).waitFor();
    await chooseIn(staff, staff.getByRole('combobox', { name: /^Due or overdue/ }), 'Overdue', UI_TIMEOUT_MS);
    const rowOf = (renewal: Renewal) => staff.getByRole('row').filter({ hasText: renewal.customerName });
    await rowOf(first).getByText(`${-first.daysLeft} days late`).waitFor();

    const opened = () => staff.evaluate(() => (window as unknown as { opened: string[] }).opened);
    for (const [count, renewal] of [[1, first], [2, second]] as const) {
      await rowOf(renewal).getByRole('button', { name: `Remind on WhatsApp ${renewal.customerName}` }).click();
      await rowOf(renewal).getByRole('button', { name: 'Reminded today by Staff Demo' }).waitFor();
      const links = await opened();
      expect(links).toHaveLength(count);
      expect(links[count - 1]).toMatch(/^https:\/\/wa\.me\/94\d{9}\?text=/);
      expect(decodeURIComponent(links[count - 1]!.split('text=')[1]!)).toBe(`Renew ${renewal.customerName}: card ${renewal.cardNumber ?? ''}, last ${formatMoney(renewal.lastAmount)}`);
    }
    expect(await staff.evaluate(() => location.pathname)).toBe('/renewals');

    await rowOf(third).getByRole('button', { name: `Mark stopped ${third.customerName}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Mark stopped' });
    await dialog.getByLabel(/Why has this customer stopped/).fill('Moved to Jaffna');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(third).waitFor({ state: 'detached' });

    // The first customer renews at the counter (DDTV bought for it first: the demo's may be sold).
    await ownerApi('POST', '/recharge/topup', { rechargeType: 'DDTV', topUpValue: 5000, topUpCost: 4750, topUpDate: shopDay() });
    await api('POST', '/recharge/sale', { rechargeType: 'DDTV', soldValue: 1500, soldPrice: 1500, soldToType: 'customer', soldToId: first._id, payment: { tenders: [{ method: 'cash', amount: 1500 }] } });
    await staff.reload();
    await rowOf(second).getByRole('button', { name: 'Reminded today by Staff Demo' }).waitFor();
    expect(await rowOf(first).count()).toBe(0);
  });
});
