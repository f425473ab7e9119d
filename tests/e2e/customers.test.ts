/**
 * Customers and agents: staff add a customer (a bad NIC first is refused under the
 * field and saves nothing), then the owner edits them and opens their history.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OWNER, STAFF, UI_TIMEOUT_MS, showColumns, signIn, useE2E } from './harness';

const e2e = useE2E();
const NIC_MESSAGE = 'NIC must be 9 digits + V/v/X (e.g. 987654321V) or 12 digits';
const customer = {
  'First Name': 'Tharindu',
  'Last Name': 'Wickramasinghe',
  Address: '18 Peradeniya Road, Kandy',
  'Phone Number': '0719876543',
  'WhatsApp Number': '0719876543',
  'NIC Number': '12345V',
  'Card Number': 'DTV-E2E-01',
};

async function searchCustomers(page: Page, text: string) {
  const search = page.getByPlaceholder(/^Search by name/);
  await search.fill(text);
}

describe('customers', () => {
  let staff: Page;
  let owner: Page;

  it('staff add a customer: a bad NIC is refused under its field and nothing is saved', async () => {
    staff = await e2e.newUser();
    await signIn(staff, STAFF.email, STAFF.password);
    await staff.getByRole('menuitem', { name: 'Customers' }).click();
    await staff.getByRole('button', { name: 'Add Customer' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Add Customer' });
    for (const [label, value] of Object.entries(customer)) await dialog.getByLabel(new RegExp(`^${label}`)).fill(value);

    const posts: string[] = [];
    staff.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/customers')) posts.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(NIC_MESSAGE).waitFor();
    expect(posts).toEqual([]);

    await dialog.getByLabel(/^NIC Number/).fill('199512345678');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Customer created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(posts).toHaveLength(1);

    await searchCustomers(staff, 'Wickramasinghe');
    await staff.getByRole('cell', { name: 'Tharindu Wickramasinghe' }).waitFor();
    // Staff see no edit, delete or history, and no created-by column.
    expect(await staff.getByRole('button', { name: /Edit Tharindu|Delete Tharindu|History of Tharindu/ }).count()).toBe(0);
    expect(await staff.getByRole('columnheader', { name: /Created By/ }).count()).toBe(0);
  });

  it('the owner edits the customer and opens their history', async () => {
    owner = await e2e.newUser();
    await signIn(owner, OWNER.email, OWNER.password);
    await owner.getByRole('menuitem', { name: 'Customers' }).click();
    await searchCustomers(owner, 'Wickramasinghe');
    // Who created and edited a customer are optional columns: shown on demand (Columns button).
    await showColumns(owner, 'Created By', 'Updated By');
    const row = owner.getByRole('row').filter({ hasText: 'Tharindu Wickramasinghe' });
    await row.getByRole('cell', { name: 'Staff Demo' }).waitFor(); // created by

    await owner.getByRole('button', { name: 'Edit Tharindu Wickramasinghe' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit Customer' });
    await expect.poll(() => dialog.getByLabel(/^Address/).inputValue(), { timeout: UI_TIMEOUT_MS }).toBe(customer.Address);
    await dialog.getByLabel(/^Address/).fill('7 Dalada Veediya, Kandy');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Customer updated successfully').waitFor();
    await row.getByRole('cell', { name: '7 Dalada Veediya, Kandy' }).waitFor();
    await row.getByRole('cell', { name: 'Owner Demo' }).waitFor(); // updated by

    await owner.getByRole('button', { name: 'History of Tharindu Wickramasinghe' }).click();
    const history = owner.getByRole('dialog', { name: /History of Tharindu Wickramasinghe/ });
    await history.getByText('No purchase history found').waitFor();
    await history.getByRole('tab', { name: 'Recharge' }).click();
    await history.getByText('No recharge history found').waitFor();
    await history.getByRole('tab', { name: 'Repair' }).click();
    await history.getByText('No repair history found').waitFor();
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });
  });

  it('the demo database has customers and agents to work with', async () => {
    await owner.getByRole('menuitem', { name: 'Agents' }).click();
    await owner.getByRole('button', { name: 'Add Agent' }).waitFor();
    // The button shows before the list's answer arrives: wait for the rows themselves.
    await owner.locator('tbody tr').nth(9).waitFor();
    expect(await owner.locator('tbody tr').count()).toBe(10);
  });
});
