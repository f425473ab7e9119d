/**
 * End to end in Chromium: the owner sets a staff member's password from the staff edit dialog;
 * the member's open session is sent to /login at its next call; the new password signs in;
 * the change shows in the owner's Activity screen. Each test works on a staff member of its
 * own, so the demo accounts keep their passwords for the other tests.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OWNER, UI_TIMEOUT_MS, signIn, unique, useE2E } from './harness';

const e2e = useE2E();
const pathOf = (page: Page) => new URL(page.url()).pathname;
const NEW_PASSWORD = 'staff-new-456';

/** A staff member the owner adds through the API, with a name and email no other test uses. */
async function newMember() {
  const lastName = unique('Senanayake').replace(/\s+/g, '-');
  const member = { firstName: 'Chaminda', lastName, email: `${lastName.toLowerCase()}@shop.test`, password: 'chaminda123' };
  const { _id } = await (await e2e.api(OWNER))<{ _id: string }>('POST', '/admins/create', member);
  return { ...member, _id, fullName: `${member.firstName} ${member.lastName}` };
}

describe('passwords end sessions, and the activity log shows it', () => {
  it("the owner sets a member's password in the staff edit dialog; the member's open session is sent to /login at its next call, and the new password signs in", async () => {
    const member = await newMember();
    const memberPage = await e2e.signedIn(member);
    const owner = await e2e.signedIn(OWNER, { at: '/staffs' });
    await owner.getByRole('button', { name: `Edit ${member.fullName}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit Staff' });
    await dialog.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Staff updated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // A fresh load: nothing cached, so the list is asked of the server with the old token.
    await memberPage.goto('/customers');
    await expect.poll(() => pathOf(memberPage), { timeout: UI_TIMEOUT_MS }).toBe('/login');
    await signIn(memberPage, member.email, NEW_PASSWORD);
    await expect.poll(() => pathOf(memberPage), { timeout: UI_TIMEOUT_MS }).toBe('/dashboard');
  });

  it('the Activity screen shows a password set, with what changed', async () => {
    const member = await newMember();
    const api = await e2e.api(OWNER);
    await api('PUT', `/admins/edit/${member._id}`, { firstName: member.firstName, lastName: member.lastName, password: NEW_PASSWORD });
    await e2e.api({ email: member.email, password: NEW_PASSWORD }); // the member signs in

    const owner = await e2e.signedIn(OWNER, { at: '/activity' });
    await expect.poll(() => pathOf(owner)).toBe('/activity');
    const row = owner.getByRole('row').filter({ hasText: 'Set password' }).first();
    await row.getByText('Staffs').waitFor();
    await row.getByText(OWNER.fullName).waitFor();
    // The member's sign-ins are there too.
    await owner.getByRole('row').filter({ hasText: 'Signed in' }).filter({ hasText: member.fullName }).first().waitFor();

    await row.getByRole('button', { name: /Activity Details/ }).click();
    const details = owner.getByRole('dialog', { name: 'Activity Details' });
    await details.getByRole('cell', { name: 'passwordChangedAt' }).waitFor();
    expect(await details.innerText()).not.toContain(NEW_PASSWORD);
  });
});
