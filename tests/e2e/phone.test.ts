/**
 * The counter on a phone (390×844): the bills, repairs and sales lists show a card per record
 * whose buttons open the record's dialogs, the filters wait behind a Filters button, and the
 * page never scrolls sideways. Each test makes its own customer and record and finds it by search.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OWNER, PHONE, unique, uniquePhone, useE2E, type ApiClient } from './harness';

const e2e = useE2E();

/** How far the page is wider than its window (0 when nothing overflows sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

/** A customer of this test's own, named `Phone <tag>` so a search finds only them. */
async function newCustomer(api: ApiClient) {
  const lastName = unique('Cardholder').replace(/\s+/g, '');
  const customer = await api<{ _id: string }>('POST', '/customers', {
    firstName: 'Phone',
    lastName,
    address: '12, Galle Road, Colombo 03',
    phoneNumber: uniquePhone(),
    whatsappNumber: uniquePhone(),
    nicNumber: '199512345678',
    cardNumber: unique('DTV'),
  });
  return { id: customer._id, name: `Phone ${lastName}`, lastName };
}

interface Found {
  path: string;
  /** The list's name (its title). */
  list: string;
  search: RegExp;
  text: string;
  /** What the card is named by (its first column). */
  heading: string;
}

/** Opens a list at 5 a page, searches as a user types and answers the one card found. */
async function cardFor(page: Page, { path, list, search, text, heading }: Found): Promise<Locator> {
  await page.goto(`${path}?perPage=5`);
  // The box says 'Search', whole in a phone's box; what it covers is its title.
  const box = page.getByTitle(search).locator('input');
  await expect(box.getAttribute('placeholder')).resolves.toBe('Search');
  const fits = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return context.measureText(input.placeholder).width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  });
  expect(fits).toBe(true);
  await box.fill(text);
  const cards = page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBe(1);
  const card = cards.first();
  await card.getByRole('heading', { name: heading }).waitFor();
  // No table on a phone, and nothing wider than the window.
  await expect(page.getByRole('table').count()).resolves.toBe(0);
  await expect(sidewaysOverflow(page)).resolves.toBeLessThanOrEqual(0);
  return card;
}

/** Every button of the card is within the window: none off either edge. */
async function buttonsWithin(card: Locator) {
  const buttons = card.getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const box of await Promise.all((await buttons.all()).map((button) => button.boundingBox()))) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
}

describe('on a phone (390×844)', () => {
  it('a bill is a card: its facts, its buttons, Bill Details from the card; the date filter behind Filters', async () => {
    const api = await e2e.api(OWNER);
    const customer = await newCustomer(api);
    const [product] = (await api<{ _id: string; name: string; quantity: number; sellingPrice: number }[]>('GET', '/products')).filter((item) => item.quantity > 5);
    await api('POST', '/bills', { customerId: customer.id, products: [{ productId: product._id, quantity: 1, billedPrice: product.sellingPrice }] });

    const page = await e2e.signedIn(OWNER, { viewport: PHONE });
    const card = await cardFor(page, { path: '/bills', list: 'Bills', search: /^Search by customer/, text: customer.lastName, heading: customer.name });
    await card.getByText(product.name).waitFor();
    await buttonsWithin(card);
    // Opened, two summary figures share a row.
    await page.getByRole('button', { name: 'Summary · 3 figures' }).click();
    const [sales, shown] = await Promise.all(['Total sales', 'Bills shown'].map((label) => page.getByText(label, { exact: true }).boundingBox()));
    expect(sales!.y).toBe(shown!.y);

    await card.getByRole('button', { name: /^Bill Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Bill Details' });
    await details.getByText(product.name).first().waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // The day filter is in the Filters drawer; today's bills include this one.
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('group', { name: 'Date' }).waitFor();
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(sidewaysOverflow(page)).resolves.toBeLessThanOrEqual(0);
  });

  it('a repair is a card with its status and every button, Edit among them', async () => {
    const api = await e2e.api(OWNER);
    const customer = await newCustomer(api);
    const [issue] = await api<{ _id: string }[]>('GET', '/repairs/issues');
    await api('POST', '/repairs', { customerId: customer.id, repairProduct: 'Dialog TV decoder', issues: [issue._id] });

    const page = await e2e.signedIn(OWNER, { viewport: PHONE });
    const card = await cardFor(page, {
      path: '/repairs/management',
      list: 'Repair Management',
      search: /^Search by customer/,
      text: customer.lastName,
      heading: customer.name,
    });
    await card.getByText('Received from Customer').waitFor();
    await buttonsWithin(card);
    // Its nine figures wait behind one line, so the repair's card starts on the first screen.
    const summary = page.getByRole('button', { name: 'Summary · 9 figures' });
    await expect(summary.getAttribute('aria-expanded')).resolves.toBe('false');
    expect((await summary.boundingBox())!.height).toBeLessThan(40);
    await expect(page.getByText('Repairs shown', { exact: true }).count()).resolves.toBe(0);
    expect((await card.getByRole('heading', { name: customer.name }).boundingBox())!.y).toBeLessThan(PHONE.height / 2);
    await summary.click();
    await page.getByText('Repairs shown', { exact: true }).waitFor();

    // The owner's Edit, the last of six buttons, wrapped onto the card rather than off its edge.
    await card.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Repair' });
    await expect(dialog.getByRole('textbox', { name: 'Product' }).inputValue()).resolves.toBe('Dialog TV decoder');
    await expect(sidewaysOverflow(page)).resolves.toBeLessThanOrEqual(0);
  });

  it('a recharge sale is a card whose Sale Details button opens its details', async () => {
    const api = await e2e.api(OWNER);
    const customer = await newCustomer(api);
    await api('POST', '/recharge/sale', { rechargeType: 'Dialog', soldValue: 10, soldPrice: 10, soldToType: 'customer', soldToId: customer.id });

    const page = await e2e.signedIn(OWNER, { viewport: PHONE });
    const card = await cardFor(page, { path: '/recharges/history', list: 'Sales History', search: /^Search by name/, text: customer.lastName, heading: 'Dialog' });
    await card.getByText(customer.name).waitFor();
    await buttonsWithin(card);

    await card.getByRole('button', { name: /^Sale Details/ }).click();
    await page.getByRole('dialog', { name: 'Sale Details' }).getByText(customer.name).first().waitFor();
  });
});
