/**
 * Customers and agents: staff add a customer (a bad NIC first is refused under the field and
 * saves nothing); the owner edits a customer staff added and opens their history. Each test
 * signs in for itself and makes its own customer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OWNER, STAFF, UI_TIMEOUT_MS, showColumns, unique, uniquePhone, useE2E } from './harness';

const e2e = useE2E();
const NIC_MESSAGE = 'NIC must be 9 digits + V/v/X (e.g. 987654321V) or 12 digits';

/** A new customer's form values, by label, under a last name no other test uses. */
function newCustomer() {
  const phone = uniquePhone();
  return {
    'First Name': 'Tharindu',
    'Last Name': unique('Wickramasinghe'),
    Address: '18 Peradeniya Road, Kandy',
    'Phone Number': phone,
    'WhatsApp Number': phone,
    'NIC Number': '12345V',
    'Card Number': unique('DTV-E2E'),
  };
}

async function searchCustomers(page: Page, text: string) {
  const search = page.getByPlaceholder(/^Search by name/);
  await search.fill(text);
}

describe('customers', () => {
  it('staff add a customer: a bad NIC is refused under its field and nothing is saved', async () => {
    const customer = newCustomer();
    const fullName = `${customer['First Name']} ${customer['Last Name']}`;
    const staff = await e2e.signedIn(STAFF, { at: '/customers' });
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

    await searchCustomers(staff, customer['Last Name']);
    await staff.getByRole('cell', { name: fullName, exact: true }).waitFor();
    // Staff see no edit, delete or history, and no created-by column.
    expect(await staff.getByRole('button', { name: new RegExp(`(Edit|Delete|History of) ${fullName}`) }).count()).toBe(0);
    expect(await staff.getByRole('columnheader', { name: /Created By/ }).count()).toBe(0);
  });

  it('the owner edits a customer staff added and opens their history', async () => {
    const customer = newCustomer();
    const fullName = `${customer['First Name']} ${customer['Last Name']}`;
    const staffApi = await e2e.api(STAFF);
    await staffApi('POST', '/customers', {
      firstName: customer['First Name'],
      lastName: customer['Last Name'],
      address: customer.Address,
      phoneNumber: customer['Phone Number'],
      whatsappNumber: customer['WhatsApp Number'],
      nicNumber: '199512345678',
      cardNumber: customer['Card Number'],
    });

    const owner = await e2e.signedIn(OWNER, { at: '/customers' });
    await searchCustomers(owner, customer['Last Name']);
    // Who created and edited a customer are optional columns: shown on demand (Columns button).
    await showColumns(owner, 'Created By', 'Updated By');
    const row = owner.getByRole('row').filter({ hasText: fullName });
    await row.getByRole('cell', { name: 'Staff Demo' }).waitFor(); // created by

    await owner.getByRole('button', { name: `Edit ${fullName}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit Customer' });
    await expect.poll(() => dialog.getByLabel(/^Address/).inputValue(), { timeout: UI_TIMEOUT_MS }).toBe(customer.Address);
    await dialog.getByLabel(/^Address/).fill('7 Dalada Veediya, Kandy');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Customer updated successfully').waitFor();
    await row.getByRole('cell', { name: '7 Dalada Veediya, Kandy' }).waitFor();
    await row.getByRole('cell', { name: 'Owner Demo' }).waitFor(); // updated by

    await owner.getByRole('button', { name: `History of ${fullName}` }).click();
    const history = owner.getByRole('dialog', { name: `History of ${fullName}` });
    await history.getByText('No purchase history found').waitFor();
    await history.getByRole('tab', { name: 'Recharge' }).click();
    await history.getByText('No recharge history found').waitFor();
    await history.getByRole('tab', { name: 'Repair' }).click();
    await history.getByText('No repair history found').waitFor();
    await history.getByRole('button', { name: 'Close' }).click();
    await history.waitFor({ state: 'detached' });
  });

  it('the demo database has customers and agents to work with', async () => {
    const owner = await e2e.signedIn(OWNER, { at: '/agents' });
    await owner.getByRole('button', { name: 'Add Agent' }).waitFor();
    // The button shows before the list's answer arrives: wait for the rows themselves.
    await owner.locator('tbody tr').nth(9).waitFor();
    expect(await owner.locator('tbody tr').count()).toBe(10);
  });
});
