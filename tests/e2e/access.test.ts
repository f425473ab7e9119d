/**
 * Sign-in failures and where each kind of visitor ends up. Each test signs in for itself.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import {
  OWNER,
  STAFF,
  UI_TIMEOUT_MS,
  loginFields,
  navigationsWhileIdle,
  screenshotPath,
  signIn,
  submitLogin,
  useE2E,
} from './harness';

const e2e = useE2E();
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('access', () => {
  it('a signed-out visitor opening /staffs lands on the sign-in page', async () => {
    const visitor = await e2e.newUser();
    await visitor.goto('/staffs');
    await expect.poll(() => pathOf(visitor), { timeout: UI_TIMEOUT_MS }).toBe('/login');
    const { email, password, submit } = loginFields(visitor);
    // A person sees the form at once; a redirect loop on /login once kept it blank for ~15 s.
    await email.waitFor({ timeout: 5_000 });
    await Promise.all([password.waitFor(), submit.waitFor()]);
    await visitor.getByRole('heading', { name: 'Shop Staff Console' }).waitFor();

    const loginShot = await screenshotPath('login-page');
    await visitor.screenshot({ path: loginShot, fullPage: true });
    console.log(`[e2e] login page: ${loginShot}`);
    const navigations = await navigationsWhileIdle(visitor);
    await visitor.close(); // a page caught in a redirect loop would slow every later test
    expect(navigations, 'the sign-in page stays put (no redirect loop)').toBe(0);
  });

  it('a wrong password shows "Login Failed" and stays on the sign-in page', async () => {
    const visitor = await e2e.newUser();
    await submitLogin(visitor, OWNER.email, 'not-the-password');
    const alert = visitor.getByRole('alert').filter({ hasText: 'Login Failed' }).first();
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toContain(MESSAGES.invalidCredentials); // the server's reason
    expect(pathOf(visitor)).toBe('/login');
    await expect(loginFields(visitor).email.inputValue()).resolves.toBe(OWNER.email);

    const failedShot = await screenshotPath('login-failed');
    await visitor.screenshot({ path: failedShot, fullPage: true });
    console.log(`[e2e] login failed: ${failedShot}`);
  });

  it('the sign-in form checks its fields before calling the server', async () => {
    const visitor = await e2e.newUser();
    await visitor.goto('/login');
    await loginFields(visitor).submit.click();
    await visitor.getByText('Please input your email!').waitFor();
    await visitor.getByText('Please input your password!').waitFor();
    await loginFields(visitor).email.fill('not-an-email');
    await loginFields(visitor).password.fill('123');
    await visitor.getByText('Please enter a valid email!').waitFor();
    await visitor.getByText('Password must be at least 6 characters!').waitFor();
    expect(pathOf(visitor)).toBe('/login');
  });

  describe('a signed-in staff member (role admin)', () => {
    it('opening /staffs by its address sees the access-denied page', async () => {
      const staff = await e2e.newUser({ as: STAFF });
      await staff.goto('/staffs');
      await staff.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
      // The top bar names the page, as on every other page.
      await staff.getByRole('banner').getByText('Access Denied', { exact: true }).waitFor();
      expect(pathOf(staff)).toBe('/staffs');
      await expect(staff.getByText('Sorry, something went wrong.').count()).resolves.toBe(0);
      await expect(staff.getByRole('button', { name: 'Add Staff' }).count()).resolves.toBe(0);
      // The way back works.
      await staff.getByRole('link', { name: 'Back to the dashboard' }).click();
      await expect.poll(() => pathOf(staff)).toBe('/dashboard');
    });

    it('an unknown path goes to the root, which shows the dashboard', async () => {
      const staff = await e2e.newUser({ as: STAFF });
      await staff.goto('/no-such-page');
      await expect.poll(() => pathOf(staff), { timeout: UI_TIMEOUT_MS }).toBe('/');
      await staff.getByRole('heading', { name: `Welcome, ${STAFF.fullName}` }).waitFor();
    });

    it('Logout ends the session and protected pages go back to /login', async () => {
      const staff = await e2e.signedIn(STAFF);
      await staff.getByRole('button', { name: STAFF.fullName }).click(); // the user menu names the user
      await staff.getByRole('menuitem', { name: 'Logout' }).click();
      await expect.poll(() => pathOf(staff), { timeout: UI_TIMEOUT_MS }).toBe('/login');
      await staff.goto('/dashboard');
      await expect.poll(() => pathOf(staff), { timeout: UI_TIMEOUT_MS }).toBe('/login');
    });
  });

  it('owner, then staff, on one shared PC (one browser profile): staff are never given the bill\'s profit, not even from the browser\'s cache', async () => {
    const [bill] = await (await e2e.api(OWNER))<{ _id: string }[]>('GET', '/bills');
    const page = await e2e.newUser();
    const readOf = () => page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/bills/${bill._id}`);

    await signIn(page, OWNER.email, OWNER.password);
    const ownerRead = readOf();
    await page.goto(`/bills/${bill._id}/details`);
    const owners = await ownerRead;
    expect(await owners.json()).toHaveProperty('profit');
    expect(owners.headers()['cache-control']).toBe('private, no-store');
    const ownerDialog = page.getByRole('dialog', { name: 'Bill Details' });
    await ownerDialog.getByRole('rowheader', { name: 'Profit', exact: true }).waitFor();
    await ownerDialog.getByRole('button', { name: 'Close' }).click();
    await ownerDialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: OWNER.fullName }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS }).toBe('/login');
    await signIn(page, STAFF.email, STAFF.password);
    const staffRead = readOf();
    await page.goto(`/bills/${bill._id}/details`);
    const staffs = await staffRead;
    // A fresh answer of the staff's own, not the owner's revalidated from the cache (a 304).
    expect(staffs.status()).toBe(200);
    expect(await staffs.json()).not.toHaveProperty('profit');
    const staffDialog = page.getByRole('dialog', { name: 'Bill Details' });
    await staffDialog.getByRole('rowheader', { name: 'Total', exact: true }).waitFor();
    expect(await staffDialog.getByRole('rowheader', { name: 'Profit', exact: true }).count()).toBe(0);
  });
});
