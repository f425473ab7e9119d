/**
 * Repair screens: staff take in a phone with two issues, move it through Sent to Company (sending
 * that status's message from Change Status) and Returned from Company and open the WhatsApp
 * chat; the owner deletes a history entry (it stays, in red), reads the revenue report and
 * prints the job card (with the accessories and condition taken in, the customer's signature
 * line, and the status link, which opens without sign-in on a phone); staff take an
 * advance and, on collection, the balance (product.md §10); a collected phone is found by the
 * warranty check and brought back as a free claim. Each test signs in for itself and
 * works on a device of its own (the owner's is taken in through the API).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopDay } from '../../src/domain/dates';
import { PAYLOAD_DATE_TIME, shopNow } from '../../src/domain/dayjs';
import { luhnValid } from '../../src/domain/deviceId';
import { OWNER, STAFF, UI_TIMEOUT_MS, unique, useE2E } from './harness';
import { chooseIn, pick, pickerField, typeDateTime, typeDay } from './pickers';

const e2e = useE2E();
const CUSTOMER = { name: 'Lahiru Gunawardena', phone: '0776014493' };
/** A device no other test takes in, and how the screens name its repair. */
const newDevice = () => {
  const device = unique('Pixel 7 E2E');
  return { device, repair: `${device} of ${CUSTOMER.name}` };
};

/** Records window.open and window.print instead of leaving the page (wa.me is not reachable here). */
async function recordPopups(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
    window.print = () => {
      opened.push('print');
    };
  });
}

/** The repairs list searched for `search` (the device's name unless said), showing `device`'s row. */
async function openRepairs(page: Page, device: string, search = device) {
  await page.getByRole('menuitem', { name: 'Repair Management' }).click();
  await page.getByPlaceholder(/^Search by customer, phone, NIC/).fill(search);
  await page.getByRole('cell', { name: device, exact: true }).waitFor();
}

/** Picks `status` in the Change Status dialog's select, until the select shows it (`chooseIn`). */
async function chooseStatus(page: Page, dialog: Locator, status: string) {
  await chooseIn(page, dialog.getByRole('combobox', { name: 'Status' }), status, UI_TIMEOUT_MS);
}

/** Changes the status; the dialog then offers the new status's message (product.md §10), sent with `send`, else left. */
async function changeStatus(page: Page, { device, repair }: ReturnType<typeof newDevice>, status: string, when: string, { send = false } = {}) {
  await page.getByRole('button', { name: `Change Status ${repair}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await chooseStatus(page, dialog, status);
  await typeDateTime(pickerField(dialog, /^Date & Time/), when);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Status updated successfully').first().waitFor();
  await expect.poll(() => dialog.getByLabel('Message').inputValue(), { timeout: UI_TIMEOUT_MS }).toContain(device);
  await dialog.getByRole('button', { name: send ? 'Send' : 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('row').filter({ hasText: device }).getByText(status, { exact: true }).waitFor();
}

/**
 * Staff take in `device` through the API as the first test does on screen (Screen and Camera
 * Replacement, LKR 500 off, back on 1 Dec 2026 17:00), then send it to the company and back.
 */
async function repairTakenIn(device: string) {
  const api = await e2e.api(STAFF);
  const customers = await api<{ _id: string; phoneNumber: string }[]>('GET', '/customers');
  const customer = customers.find((person) => person.phoneNumber === CUSTOMER.phone)!;
  const catalogue = await api<{ _id: string; name: string }[]>('GET', '/repairs/issues');
  const issues = ['Screen Replacement', 'Camera Replacement'].map((name) => catalogue.find((issue) => issue.name === name)!._id);
  const repair = await api<{ _id: string }>('POST', '/repairs', {
    customerId: customer._id,
    repairProduct: device,
    issues,
    discount: 500,
    expectedReturnDate: '2026-12-01 17:00:00',
    // Its intake (product.md §10): what came in with it and its state, signed for on the job card.
    accessories: ['Charger', 'Case/cover'],
    condition: 'Cracked screen, scratches on back',
  });
  await api('PATCH', `/repairs/status/${repair._id}`, { status: 'Sent to Company', dateManual: '2026-11-20 10:15:00' });
  await api('PATCH', `/repairs/status/${repair._id}`, { status: 'Returned from Company', dateManual: '2026-11-22 16:40:00' });
}

describe('repairs', () => {
  it('staff take in a phone with two issues, move it through the company and open WhatsApp', async () => {
    const phone = newDevice();
    const { device: DEVICE, repair: REPAIR } = phone;
    const staff = await e2e.newUser({ as: STAFF });
    await recordPopups(staff);
    await staff.goto('/repairs/management');
    await staff.getByRole('button', { name: 'Add Repair' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add Repair' });
    await pick(staff, dialog.getByRole('combobox', { name: 'Customer' }), '0776014493', new RegExp(CUSTOMER.name));
    await dialog.getByLabel(/^Product/).fill(DEVICE);
    const issues = dialog.getByRole('combobox', { name: 'Issues' });
    await issues.click();
    await issues.fill('Screen');
    await staff.getByRole('option', { name: /^Screen Replacement/ }).click();
    await issues.fill('Camera');
    await staff.getByRole('option', { name: /^Camera Replacement/ }).click();
    await dialog.getByLabel(/^Discount/).fill('500');
    // The phone's IMEI (product.md §10): fourteen digits of this run, then the Luhn check digit; the search finds it below.
    const imeiBody = `35${String(Date.now()).slice(-12)}`;
    const imei = imeiBody + [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((digit) => luhnValid(imeiBody + digit));
    await dialog.getByLabel(/^IMEI \/ Serial/).fill(imei);
    // 9,500 + 5,500 − 500, live as the form changes.
    await dialog.getByText('Final amount: LKR 14,500.00').waitFor();
    await typeDateTime(pickerField(dialog, /^Expected Return/), '2026-12-01 17:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Repair created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await openRepairs(staff, DEVICE, imei);
    const row = staff.getByRole('row').filter({ hasText: DEVICE });
    await row.getByText('Received from Customer', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Send WhatsApp/ }).count()).toBe(0);

    await changeStatus(staff, phone, 'Sent to Company', '2026-11-20T10:15', { send: true });
    await changeStatus(staff, phone, 'Returned from Company', '2026-11-22T16:40', { send: true });

    await row.getByRole('button', { name: `Send WhatsApp ${REPAIR}` }).click();
    const chat = staff.getByRole('dialog', { name: 'Send WhatsApp' });
    await chat.getByText('+94776014493').waitFor();
    await expect.poll(() => chat.getByLabel('Message').inputValue(), { timeout: UI_TIMEOUT_MS }).toContain('ready for collection');
    await chat.getByRole('button', { name: 'Send' }).click();
    await staff.getByText('WhatsApp opened successfully').waitFor();
    const opened = await staff.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).toHaveLength(3);
    // Each status's message from the Change Status dialog, with the repair's number: Sent to Company, then Returned.
    expect(decodeURIComponent(opened[0])).toMatch(new RegExp(`Your ${DEVICE} \\(repair R-\\d{6}\\) has been sent to the company`));
    expect(decodeURIComponent(opened[1])).toContain('ready for collection');
    // The row action's message, the same status's.
    expect(opened[2]).toMatch(/^https:\/\/wa\.me\/94776014493\?text=Dear%20Lahiru%20Gunawardena%2C/);
    expect(decodeURIComponent(opened[2])).toContain(`Your ${DEVICE}`);
  });

  it('the owner deletes a history entry (shown in red), reads the revenue report and prints the job card', async () => {
    const { device: DEVICE, repair: REPAIR } = newDevice();
    await repairTakenIn(DEVICE);
    const owner = await e2e.newUser({ as: OWNER });
    await recordPopups(owner);
    await owner.goto('/repairs/management');
    await openRepairs(owner, DEVICE);

    await owner.getByRole('button', { name: `Status History ${REPAIR}` }).click();
    const history = owner.getByRole('dialog', { name: 'Status History' });
    const entries = history.getByRole('listitem');
    await expect.poll(() => entries.count(), { timeout: UI_TIMEOUT_MS }).toBe(3);
    expect(await entries.nth(0).getAttribute('aria-label')).toBe('1. Received from Customer');
    await history.getByRole('button', { name: 'Delete entry 2' }).click();
    await owner.getByRole('dialog', { name: /Delete this status history entry/ }).getByRole('button', { name: 'Confirm' }).click();
    await owner.getByText('Status history deleted successfully').waitFor();
    const deleted = entries.nth(1);
    await expect.poll(() => deleted.getAttribute('data-deleted'), { timeout: UI_TIMEOUT_MS }).toBe('true');
    await deleted.getByText('Deleted', { exact: true }).waitFor();
    const colour = await deleted.getByText('Sent to Company', { exact: true }).evaluate((element) => getComputedStyle(element).color);
    expect(colour).toBe('rgb(211, 47, 47)');
    await history.getByRole('button', { name: 'Close' }).click();

    await owner.getByRole('button', { name: 'Revenue Report' }).click();
    const report = owner.getByRole('dialog', { name: 'Revenue Report' });
    await report.getByRole('button', { name: 'Show report' }).click();
    await report.getByText('Please select date range').waitFor();
    const today = shopDay();
    await typeDay(pickerField(report, /^From/), today);
    await typeDay(pickerField(report, /^To/), today);
    await report.getByRole('button', { name: 'Show report' }).click();
    const figures = report.getByRole('group', { name: 'Report' });
    await figures.waitFor();
    await expect.poll(() => figures.innerText()).toMatch(/Total Revenue\s*LKR [\d,]+\.\d\d/);
    // Our server adds the same days' takings by business; the report's revenue is its repairs' card, both counted when paid (product.md §10).
    const value = (scope: Locator, label: string) => scope.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').innerText();
    const paid = await value(report.getByRole('group', { name: 'Takings by business' }), 'Repairs (when paid)');
    expect(await value(figures, 'Total Revenue')).toBe(paid);
    await report.getByRole('button', { name: 'Close' }).click();

    await owner.getByRole('button', { name: `Print Job Card ${REPAIR}` }).click();
    const print = owner.getByRole('dialog', { name: 'Print Job Card' });
    const card = print.locator('.shop-printed-document');
    await card.getByText(/^Job No\. /).waitFor();
    const text = await card.innerText();
    for (const part of ['Lahiru Gunawardena', DEVICE, 'Screen Replacement', 'Camera Replacement', 'LKR 14,500.00', '01 Dec 2026 05:00 PM']) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Accessories\s*Charger, Case\/cover/);
    expect(text).toMatch(/Condition\s*Cracked screen, scratches on back/);
    await card.locator('[data-part="signature"]').getByText("Customer's signature").waitFor();
    await print.getByRole('button', { name: 'Print' }).click();
    expect(await owner.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual(['print']);

    // The card's link and QR code: its status page opens in a browser never signed in, on a phone (product.md §10).
    await card.getByRole('img', { name: 'QR code of the repair’s status page' }).waitFor();
    const link = (await card.getByText(/^Follow your repair: /).innerText()).replace(/^Follow your repair: /, '');
    expect(link).toBe(`${new URL(e2e.baseUrl).host}/status/${link.split('/status/')[1]}`);
    const customer = await e2e.newUser({ viewport: { width: 390, height: 844 } });
    const requested: string[] = [];
    customer.on('request', (request) => void requested.push(new URL(request.url()).pathname));
    await customer.goto(`/status/${link.split('/status/')[1]}`);
    await customer.getByRole('heading', { name: DEVICE }).waitFor();
    expect(await customer.getByTestId('status-chip').innerText()).toBe('Returned from Company');
    // The deleted step is left out; no note, no staff name.
    expect(await customer.getByRole('list', { name: 'Progress' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Received from Customer\s+\d\d \w{3} \d{4}/),
      expect.stringMatching(/^Returned from Company\s+22 Nov 2026 04:40 PM$/),
    ]);
    expect(await customer.locator('main').innerText()).not.toMatch(/Demo|Lahiru/);
    expect(new URL(customer.url()).pathname).toMatch(/^\/status\//);
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The server's page, ready to read: the one answer, none of the console's code, no call after it.
    expect(requested).toEqual([`/status/${link.split('/status/')[1]}`]);
  });

  it('staff take in a repair with an advance, print its balance on the job card and take the balance on collection', async () => {
    const phone = newDevice();
    const { device: DEVICE, repair: REPAIR } = phone;
    const staff = await e2e.newUser({ as: STAFF });
    await recordPopups(staff);
    await staff.goto('/repairs/management');
    await staff.getByRole('button', { name: 'Add Repair' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add Repair' });
    await pick(staff, dialog.getByRole('combobox', { name: 'Customer' }), CUSTOMER.phone, new RegExp(CUSTOMER.name));
    await dialog.getByLabel(/^Product/).fill(DEVICE);
    const issues = dialog.getByRole('combobox', { name: 'Issues' });
    await issues.click();
    await issues.fill('Screen');
    await staff.getByRole('option', { name: /^Screen Replacement/ }).click();
    await issues.fill('Camera');
    await staff.getByRole('option', { name: /^Camera Replacement/ }).click();
    await dialog.getByLabel(/^Discount/).fill('500');
    await dialog.getByText('Final amount: LKR 14,500.00').waitFor();
    // LKR 4,500 in cash now (product.md §10); the balance is left for collection.
    await dialog.getByLabel('Amount', { exact: true }).fill('4500');
    await dialog.getByText('Still due: LKR 10,000.00').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Repair created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await openRepairs(staff, DEVICE);
    const row = staff.getByRole('row').filter({ hasText: DEVICE });
    await row.getByText('Due LKR 10,000.00').waitFor();

    await row.getByRole('button', { name: `Print Job Card ${REPAIR}` }).click();
    const print = staff.getByRole('dialog', { name: 'Print Job Card' });
    const card = print.locator('.shop-printed-document');
    await card.getByText(/^Job No\. /).waitFor();
    const text = await card.innerText();
    expect(text).toMatch(/Agreed amount\s*LKR 14,500\.00/);
    expect(text).toMatch(/Advance paid\s*LKR 4,500\.00/);
    expect(text).toMatch(/Balance to pay\s*LKR 10,000\.00/);
    await print.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Change Status ${REPAIR}` }).click();
    const change = staff.getByRole('dialog', { name: 'Change Status' });
    await chooseStatus(staff, change, 'Customer Collected');
    await change.getByText('Balance due: LKR 10,000.00').waitFor();
    // One cash tender follows the balance: nothing to type for a cash collection.
    await expect.poll(() => change.getByLabel('Amount', { exact: true }).inputValue(), { timeout: UI_TIMEOUT_MS }).toBe('10000');
    await change.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Status updated successfully').first().waitFor();
    await change.getByRole('button', { name: 'Cancel' }).click();
    await change.waitFor({ state: 'detached' });
    await row.getByText('Customer Collected', { exact: true }).waitFor();
    await row.getByText('Due LKR 10,000.00').waitFor({ state: 'detached' });
  });

  it('a collected phone comes back: the warranty check finds it by IMEI and staff open a free claim (product.md §10)', async () => {
    const { device, repair: REPAIR } = newDevice();
    // Fourteen digits of this run, then the Luhn check digit.
    const body = `86${String(Date.now()).slice(-12)}`;
    const imei = body + [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((digit) => luhnValid(body + digit));
    const api = await e2e.api(STAFF);
    const customer = (await api<{ _id: string; phoneNumber: string }[]>('GET', '/customers')).find((person) => person.phoneNumber === CUSTOMER.phone)!;
    const screenIssue = (await api<{ _id: string; name: string }[]>('GET', '/repairs/issues')).find((issue) => issue.name === 'Screen Replacement')!;
    const taken = await api<{ _id: string }>('POST', '/repairs', { customerId: customer._id, repairProduct: device, issues: [screenIssue._id], imei });
    await api('PATCH', `/repairs/status/${taken._id}`, { status: 'Customer Collected', dateManual: shopNow().subtract(1, 'minute').format(PAYLOAD_DATE_TIME) });

    const staff = await e2e.newUser({ as: STAFF });
    await staff.goto('/repairs/management');
    await openRepairs(staff, device);
    await staff.getByRole('button', { name: 'Warranty Check' }).click();
    const check = staff.getByRole('dialog', { name: 'Warranty Check' });
    await check.getByLabel('Phone, IMEI / serial or job number').fill(imei);
    await check.getByRole('button', { name: 'Check' }).click();
    await check.getByRole('listitem').filter({ hasText: device }).getByText(/^Under warranty until /).waitFor();
    await check.getByRole('button', { name: 'Close' }).click();

    await staff.getByRole('button', { name: `Warranty Claim ${REPAIR}` }).click();
    const claim = staff.getByRole('dialog', { name: 'Warranty Claim' });
    await claim.getByLabel('What is wrong now').fill('Touch dead in one corner');
    await claim.getByRole('button', { name: 'Open claim' }).click();
    await staff.getByText(/^Warranty claim R-\d+ opened: awaiting the owner’s approval$/).waitFor();
    const claimRow = staff.getByRole('row').filter({ hasText: device }).filter({ hasText: 'Awaiting approval' });
    await claimRow.getByText('LKR 0.00').waitFor();
  });
});
