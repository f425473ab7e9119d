/**
 * The owner manages staff accounts, end to end in a real browser. Each test signs in for
 * itself and works on a staff member of its own (added through the API where adding is not
 * what it checks), so any one runs alone or in any order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { OWNER, STAFF, UI_TIMEOUT_MS, loginFields, menuItems, screenshotPath, submitLogin, unique, useE2E } from './harness';
import { expectedMenu } from './menu';

const e2e = useE2E();
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A staff member's details, under a name and email no other test uses. */
function newMember() {
  const lastName = unique('Jayasuriya').replace(/\s+/g, '-');
  return { firstName: 'Kasun', lastName, email: `${lastName.toLowerCase()}@shop.test`, password: 'kasun123', fullName: `Kasun ${lastName}` };
}

/** A staff member the owner adds through the API. */
async function addedMember() {
  const member = newMember();
  const { firstName, lastName, email, password } = member;
  const { _id } = await (await e2e.api(OWNER))<{ _id: string }>('POST', '/admins/create', { firstName, lastName, email, password });
  return { ...member, _id };
}

describe('staff management', () => {
  it('the owner signs in, lands on the dashboard and sees every menu item of a super admin', async () => {
    const owner = await e2e.newUser();
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
    const member = newMember();
    const owner = await e2e.signedIn(OWNER, { at: '/staffs' });
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
    const owner = await e2e.signedIn(OWNER, { at: '/staffs' });
    await expect.poll(() => pathOf(owner)).toBe('/staffs');
    // The page title arrives in the top bar a moment after the list.
    const banner = () => owner.getByRole('banner').innerText();
    await expect.poll(banner, { timeout: UI_TIMEOUT_MS }).toMatch(/^Staffs\b/);
    expect(await banner(), 'no raw plural in the page title').not.toContain('||||');
  });

  it('a new staff member signs in and has no Staffs menu item', async () => {
    const member = await addedMember();
    const memberPage = await e2e.signedIn(member);
    expect(await menuItems(memberPage)).toEqual(expectedMenu('admin'));
    expect(await menuItems(memberPage)).not.toContain('Staffs');
  });

  it('the owner deactivates a member, who can then no longer sign in', async () => {
    const member = await addedMember();
    const owner = await e2e.signedIn(OWNER, { at: '/staffs' });
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

  it("a deactivated member's open session ends at /login on its next API call", async () => {
    const member = await addedMember();
    const memberPage = await e2e.signedIn(member);
    await (await e2e.api(OWNER))('PUT', `/admins/edit/${member._id}`, { firstName: member.firstName, lastName: member.lastName, status: 'inactive' });
    // The member's session still holds its token; the server must refuse it now.
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
