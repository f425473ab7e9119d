/**
 * Passwords and the activity log, end to end in Chromium: the owner sets a staff member's
 * password from the staff edit dialog; the staff member's open session is sent to /login at
 * its next call; the new password signs in; the change shows in the owner's Activity screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OWNER, STAFF, UI_TIMEOUT_MS, signIn, useE2E } from './harness';

const e2e = useE2E();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const NEW_PASSWORD = 'staff-new-456';

describe('passwords end sessions, and the activity log shows it', () => {
  let owner: Page;
  let staff: Page;

  it('both are signed in', async () => {
    owner = await e2e.newUser();
    await signIn(owner, OWNER.email, OWNER.password);
    staff = await e2e.newUser();
    await signIn(staff, STAFF.email, STAFF.password);
    await expect.poll(() => pathOf(staff), { timeout: UI_TIMEOUT_MS }).toBe('/dashboard');
  });

  it("the owner sets the staff member's password in the staff edit dialog", async () => {
    await owner.getByRole('menuitem', { name: 'Staffs' }).click();
    await owner.getByRole('button', { name: `Edit ${STAFF.fullName}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit Staff' });
    await dialog.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await owner.getByText('Staff updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it("the staff member's old session is sent to /login at its next call, and the new password signs in", async () => {
    // A fresh load: nothing cached, so the list is asked of the server with the old token.
    await staff.goto('/customers');

    await expect.poll(() => pathOf(staff), { timeout: UI_TIMEOUT_MS }).toBe('/login');
    await signIn(staff, STAFF.email, NEW_PASSWORD);
    await expect.poll(() => pathOf(staff), { timeout: UI_TIMEOUT_MS }).toBe('/dashboard');
  });

  it('the Activity screen shows the password set, with what changed', async () => {
    await owner.getByRole('menuitem', { name: 'Activity' }).click();
    await expect.poll(() => pathOf(owner)).toBe('/activity');
    const row = owner.getByRole('row').filter({ hasText: 'Set password' }).first();
    await row.getByText('Staffs').waitFor();
    await row.getByText(OWNER.fullName).waitFor();
    // The staff member's sign-ins are there too.
    await owner.getByRole('row').filter({ hasText: 'Signed in' }).filter({ hasText: STAFF.fullName }).first().waitFor();

    await row.getByRole('button', { name: /Activity Details/ }).click();
    const details = owner.getByRole('dialog', { name: 'Activity Details' });
    await details.getByRole('cell', { name: 'passwordChangedAt' }).waitFor();
    expect(await details.innerText()).not.toContain(NEW_PASSWORD);
  });
});
