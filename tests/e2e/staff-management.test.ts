/**
 * Staff accounts (product.md §2 Staffs, §4): the owner manages staff accounts, end to end in a real browser.
 * The steps build on each other (the member created in one is signed in, then deactivated),
 * so they run in order against one app instance.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { OWNER, STAFF, UI_TIMEOUT_MS, loginFields, menuItems, screenshotPath, signIn, submitLogin, useE2E } from './harness';
import { expectedMenu } from './menu';

const e2e = useE2E();
const pathOf = (page: Page) => new URL(page.url()).pathname;

const member = {
  firstName: 'Kasun',
  lastName: 'Jayasuriya',
  email: 'kasun.e2e@shop.test',
  password: 'kasun123',
  get fullName() {
    return `${this.firstName} ${this.lastName}`;
  },
};

describe('staff management', () => {
  let owner: Page;
  let memberPage: Page;

  it('the owner signs in, lands on the dashboard and sees every menu item of a super admin', async () => {
    owner = await e2e.newUser();
    await owner.goto('/login');
    await submitLogin(owner, OWNER.email, OWNER.password);

    const notice = owner.getByRole('status').filter({ hasText: 'Login Successful' });
    await notice.getByText('Welcome to the Shop Staff Console').waitFor();
    await expect.poll(() => pathOf(owner), { timeout: UI_TIMEOUT_MS }).toBe('/dashboard');
    await owner.getByRole('heading', { name: `Welcome, ${OWNER.fullName}` }).waitFor();
    await owner.getByText(OWNER.fullName).first().waitFor(); // the top bar names the user
    expect(await menuItems(owner)).toEqual(expectedMenu('super_admin'));
  });

  it('the owner sees the demo accounts and adds a staff member', async () => {
    await owner.getByRole('menuitem', { name: 'Staffs' }).click();
    await expect.poll(() => pathOf(owner)).toBe('/staffs');
    for (const email of [OWNER.email, STAFF.email]) {
      await owner.getByRole('cell', { name: email, exact: true }).waitFor();
    }
    // Sortable headers are named "Sort by …" for assistive tech; their visible text is the label.
    await expect
      .poll(async () => (await owner.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()))
      .toEqual(['SL No.', 'Name', 'Email', 'Role', 'Status', 'Created', 'Updated', 'Actions']);
    const listShot = await screenshotPath('staffs-list-owner');
    await owner.screenshot({ path: listShot, fullPage: true });
    console.log(`[e2e] Staffs list (owner): ${listShot}`);

    await owner.getByRole('button', { name: 'Add Staff' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Staff' });
    await dialog.waitFor();
    await dialog.getByLabel(/^First Name/).fill(member.firstName);
    await dialog.getByLabel(/^Last Name/).fill(member.lastName);
    await dialog.getByLabel(/^Email/).fill(member.email);
    await dialog.getByLabel(/^Password/).fill(member.password);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await owner.getByText('Staff created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = owner.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('cell', { name: member.fullName, exact: true }).waitFor();
    await row.getByText('Staff', { exact: true }).waitFor(); // role admin is shown as "Staff"
    await row.getByText('Active', { exact: true }).waitFor();
  });

  it('the Staffs page is titled "Staffs"', async () => {
    expect(pathOf(owner)).toBe('/staffs');
    await expect(owner.getByRole('banner').innerText(), 'no raw plural in the page title').resolves.not.toContain('||||');
    await expect(owner.getByRole('banner').innerText()).resolves.toMatch(/^Staffs\b/);
  });

  it('the new staff member signs in elsewhere and has no Staffs menu item', async () => {
    memberPage = await e2e.newUser();
    await signIn(memberPage, member.email, member.password);
    expect(await menuItems(memberPage)).toEqual(expectedMenu('admin'));
    expect(await menuItems(memberPage)).not.toContain('Staffs');
  });

  it('the owner deactivates the member, who can then no longer sign in', async () => {
    await owner.getByRole('button', { name: `Edit ${member.fullName}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit Staff' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel(/^First Name/).inputValue()).toBe(member.firstName);
    const status = dialog.getByLabel(/^Status/);
    await expect.poll(() => status.isChecked()).toBe(true);
    await status.uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await owner.getByText('Staff updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await owner.getByRole('row').filter({ hasText: member.email }).getByText('Inactive', { exact: true }).waitFor();

    // A fresh sign-in is refused with the server's reason.
    const again = await e2e.newUser();
    await submitLogin(again, member.email, member.password);
    const alert = again.getByRole('alert').filter({ hasText: 'Login Failed' }).first();
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toContain(MESSAGES.accountInactive); // the server's reason
    expect(pathOf(again)).toBe('/login');
  });

  it("the deactivated member's open session ends at /login on its next API call", async () => {
    // The member's old session still holds its token; the server must refuse it now.
    const answer = await memberPage.evaluate(async () => {
      const token = localStorage.getItem('authToken');
      const response = await fetch('/api/admins', { headers: { Authorization: `Bearer ${token ?? ''}` } });
      return { status: response.status, hadToken: Boolean(token) };
    });
    expect(answer.hadToken, 'the session keeps its token under "authToken"').toBe(true);
    expect(answer.status).toBe(401);

    // Still signed in on their screen, the member opens Customers: its list call carries the
    // refused token, and the console must end the session and go to /login.
    await memberPage.getByRole('menuitem', { name: 'Customers' }).click();
    await expect.poll(() => pathOf(memberPage), { timeout: UI_TIMEOUT_MS }).toBe('/login');
    await loginFields(memberPage).email.waitFor();
    // The console may finish with a full page load to /login; read storage once it has settled.
    const storedToken = () => memberPage.evaluate(() => localStorage.getItem('authToken')).catch(() => 'page still loading');
    await expect.poll(storedToken, { timeout: UI_TIMEOUT_MS }).toBeNull();
  });
});
