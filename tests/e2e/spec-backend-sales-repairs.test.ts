/**
 * The BUILT console against the spec-only backend (specHarness.ts): Bills (Create Bill, Bill
 * Details, the all-time Revenue Report), Recharge Management, Sales History and Repair Management
 * (Add and Edit Repair, Change Status, the status history, the Revenue Report by date range), as
 * the owner and as staff, with the exact writes the console sent read from the backend's log.
 */
import { describe, expect, it } from 'vitest';
import { shopNow } from '../../src/domain/dayjs';
import { OWNER, STAFF, colomboDay } from '../support/specBackend';
import { unique } from './harness';
import { chooseIn, pick, pickerField, pickerNamed, typeDateTime, typeDay } from './pickers';
import { api, columnCells, confirmDelete, dayAgo, escaped, expectWrite, headers, issueId, main, money, newCustomer, newProduct, newRepair, openMenu, readsOf, row, rowsArrived, rowTexts, search, signedIn, today, useSpecConsole } from './specHarness';

useSpecConsole();

describe('the console on the spec’s backend', () => {
  it('staff: Create Bill takes stock; the list searches and filters by date; Bill Details shows two tags then "+N more"', async () => {
    const buyer = await newCustomer();
    const cable = await newProduct(unique('E2E HDMI Cable'), 5, 400, 750);
    const extras = [await newProduct(unique('E2E Tag Alpha')), await newProduct(unique('E2E Tag Bravo')), await newProduct(unique('E2E Tag Charlie'))];
    // A bill of three products, for the details' tags.
    await (await api(STAFF))('POST', '/bills', { customerId: buyer._id, products: extras.map((product) => ({ productId: product._id, quantity: 1, billedPrice: 750 })) });
    const page = await signedIn(STAFF);
    await openMenu(page, 'Bills');
    await row(page, 'Kamala Silva').waitFor();
    const columns = await headers(page);
    expect(columns).not.toContain('Profit');
    expect(await page.getByRole('button', { name: 'Revenue Report' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Create Bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Bill' });
    await pick(page, dialog.getByRole('combobox', { name: 'Customer' }), buyer.phoneNumber, escaped(buyer.fullName));
    await pick(page, dialog.getByRole('combobox', { name: 'Product' }).last(), cable.name, escaped(cable.name));
    await dialog.getByLabel(/^Quantity/).last().fill('2');
    await dialog.getByText(/1,500\.00/).first().waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bill created successfully').waitFor();
    expectWrite('POST', '/bills', { customerId: buyer._id, products: [{ productId: cable._id, quantity: 2, billedPrice: 750 }] });
    expect(main.backend.store.products.find((product) => product._id === cable._id)!.quantity).toBe(3);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

    await search(page, buyer.lastName);
    await expect.poll(async () => (await rowTexts(page)).length).toBe(2);
    // The date filter: today's bills keep ours and drop the seeded one of three days ago.
    await search(page, '');
    await typeDay(pickerNamed(page, 'createdAt_day'), today());
    await row(page, buyer.fullName).first().waitFor();
    await expect.poll(() => row(page, 'Kamala Silva').count()).toBe(0);
    await page.getByRole('button', { name: /^Clear/ }).first().click();
    await row(page, 'Kamala Silva').waitFor();

    await search(page, extras[2].name);
    const three = row(page, extras[0].name);
    await three.getByRole('button', { name: /^Bill Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Bill Details' });
    await details.getByText(buyer.fullName).first().waitFor();
    // §2/§9: at most two product tags, then '+N more'; the lines below list all three.
    await details.getByText('+1 more', { exact: true }).waitFor();
    for (const product of extras) await details.getByRole('cell', { name: product.name, exact: true }).waitFor();
  });

  it('owner: bills Revenue Report is all-time (no date range, GET /bills/report); a bill is deleted', async () => {
    const buyer = await newCustomer();
    const product = await newProduct(unique('E2E Dish Bracket'));
    const bill = await (await api(STAFF))('POST', '/bills', { customerId: buyer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 750 }] });
    const page = await signedIn(OWNER);
    await openMenu(page, 'Bills');
    await row(page, 'Kamala Silva').waitFor();
    expect(await headers(page)).toContain('Profit');

    await page.getByRole('button', { name: 'Revenue Report' }).click();
    const report = page.getByRole('dialog', { name: 'Revenue Report' });
    await report.waitFor();
    // The spec's call has no dates: no From/To to fill, the figures of all time at once.
    expect(await report.getByRole('group', { name: /^(From|To)/ }).count(), 'no date range in the bills report').toBe(0);
    expect(await report.getByText(/^(From|To)$/).count(), 'no date range in the bills report').toBe(0);
    const bills = main.backend.store.bills;
    const totalSales = bills.reduce((sum, item) => sum + item.totalAmount, 0);
    await report.getByText(money(totalSales)).first().waitFor();
    expect(readsOf('/bills/report')).toEqual([{}]);
    const text = await report.innerText();
    expect(text).toContain(String(bills.length));
    expect(text).toContain(money(bills.reduce((sum, item) => sum + item.profit, 0)));
    await report.getByRole('button', { name: 'Close' }).click();

    await search(page, buyer.lastName);
    await row(page, buyer.fullName).getByRole('button', { name: /^Delete/ }).click();
    await confirmDelete(page, 'Bill deleted successfully');
    expectWrite('DELETE', `/bills/${bill._id}`, undefined);
  });

  it('owner: Recharge Management — balances, search, type and date filters, Clear, add, edit and delete a top-up', async () => {
    const page = await signedIn(OWNER);
    await openMenu(page, 'Recharge Management');
    await page.getByRole('heading', { name: 'Recharge Management' }).waitFor();
    const balance = (await (await api())('GET', '/recharge/balance')) as Record<string, number>;
    for (const type of ['Dialog', 'DDTV', 'Mobitel', 'Hutch', 'Airtel']) await page.getByText(`${type} Balance`).waitFor();
    await page.getByText(money(balance.Mobitel)).first().waitFor();
    await row(page, 'Mobitel').first().waitFor();
    const clear = page.getByRole('button', { name: 'Clear', exact: true });
    expect(await clear.isDisabled(), 'Clear is disabled with no filter').toBe(true);

    await chooseIn(page, page.getByRole('combobox', { name: /^Type/ }).first(), 'Hutch');
    await expect.poll(async () => (await rowTexts(page)).every((text) => text.includes('Hutch'))).toBe(true);
    expect(await clear.isDisabled()).toBe(false);
    await clear.click();
    await row(page, 'Mobitel').first().waitFor();
    const mobitel = main.backend.store.topups.find((topup) => topup.rechargeType === 'Mobitel')!;
    await typeDay(pickerNamed(page, 'topUpDate_day'), mobitel.topUpDate);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining('Mobitel')]);
    await clear.click();
    await search(page, 'Airtel');
    await expect.poll(async () => (await rowTexts(page)).every((text) => text.includes('Airtel'))).toBe(true);
    await search(page, '');

    const value = 5000 + Math.floor(Math.random() * 900) + 1;
    await page.getByRole('button', { name: 'Add Top-up' }).click();
    const add = page.getByRole('dialog', { name: 'Add Top-up' });
    await chooseIn(page, add.getByRole('combobox', { name: /^Type/ }), 'Hutch');
    await typeDay(pickerField(add, /^Date/), today());
    await add.getByLabel(/^Value/).fill(String(value));
    await add.getByLabel(/^Cost/).fill('4850');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Topup created successfully').waitFor();
    expectWrite('POST', '/recharge/topup', { rechargeType: 'Hutch', topUpValue: value, topUpCost: 4850, topUpDate: today() });
    const id = main.backend.store.topups.find((topup) => topup.topUpValue === value)!._id;

    await page.getByRole('button', { name: new RegExp(`^Edit Hutch top-up of .*${escaped(money(value)).source}`) }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Top-up' });
    await expect.poll(() => edit.getByLabel(/^Cost/).inputValue()).toBe('4850');
    await edit.getByLabel(/^Cost/).fill('4800');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Topup updated successfully').waitFor();
    expectWrite('PUT', `/recharge/topup/${id}`, { rechargeType: 'Hutch', topUpValue: value, topUpCost: 4800, topUpDate: today() });

    await page.getByRole('button', { name: new RegExp(`^Delete Hutch top-up of .*${escaped(money(value)).source}`) }).click();
    await confirmDelete(page, 'Topup deleted successfully');
    expectWrite('DELETE', `/recharge/topup/${id}`, undefined);
  });

  it('staff: Sales History — Record Sale, search, type and date filters, Clear All Filters, Sale Details', async () => {
    const buyer = await newCustomer();
    const page = await signedIn(STAFF);
    await openMenu(page, 'Sales History');
    await page.getByRole('heading', { name: 'Sales History' }).waitFor();
    await row(page, 'Sampath Rajapakse').first().waitFor();
    expect(await headers(page)).not.toContain('Profit');

    const value = 100 + Math.floor(Math.random() * 400);
    await page.getByRole('button', { name: 'Record Sale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Sale' });
    await chooseIn(page, dialog.getByRole('combobox', { name: /^Recharge Type/ }), 'Dialog');
    await dialog.getByLabel(/^Sold Value/).fill(String(value));
    await dialog.getByLabel(/^Sold Price/).fill(String(value - 2));
    await chooseIn(page, dialog.getByRole('combobox', { name: /^Customer Type/ }), 'Customer');
    await pick(page, dialog.getByRole('combobox', { name: 'Customer / Agent' }), buyer.phoneNumber, escaped(buyer.fullName));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Sale recorded successfully').waitFor();
    expectWrite('POST', '/recharge/sale', { rechargeType: 'Dialog', soldValue: value, soldPrice: value - 2, soldToType: 'customer', soldToId: buyer._id });

    await search(page, buyer.lastName);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(buyer.fullName)]);
    await search(page, '');
    await chooseIn(page, page.getByRole('combobox', { name: /^Type/ }).first(), 'Mobitel');
    await expect.poll(async () => (await rowTexts(page)).every((text) => text.includes('Mobitel'))).toBe(true);
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await typeDay(pickerNamed(page, 'saleDate_day'), today());
    await row(page, buyer.fullName).waitFor();
    await expect.poll(() => row(page, 'Sampath Rajapakse').count()).toBe(0);
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await row(page, 'Sampath Rajapakse').first().waitFor();

    await row(page, buyer.fullName).getByRole('button', { name: /^Sale Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Sale Details' });
    await details.getByText(buyer.fullName).first().waitFor();
  });

  it('staff: Add Repair sends the spec’s payload; every repair shows its customer; search, status filter, Change Status, history', async () => {
    const buyer = await newCustomer();
    const page = await signedIn(STAFF);
    await openMenu(page, 'Repair Management');
    await rowsArrived(page);
    expect(await page.getByRole('button', { name: 'Revenue Report' }).count()).toBe(0);

    const returnDay = dayAgo(-7);
    await page.getByRole('button', { name: 'Add Repair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Repair' });
    await pick(page, dialog.getByRole('combobox', { name: 'Customer' }), buyer.phoneNumber, escaped(buyer.fullName));
    const issues = dialog.getByRole('combobox', { name: 'Issues' });
    await issues.click();
    await issues.fill('Screen');
    await page.getByRole('option', { name: /^Screen Replacement/ }).click();
    await issues.fill('Battery');
    await page.getByRole('option', { name: /^Battery Replacement/ }).click();
    await dialog.getByLabel(/^Discount/).fill('500');
    await typeDateTime(pickerField(dialog, /^Expected Return/), `${returnDay} 17:00`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Repair created successfully').waitFor();
    expectWrite('POST', '/repairs', {
      customerId: buyer._id,
      issues: [issueId('Screen Replacement'), issueId('Battery Replacement')],
      discount: 500,
      expectedReturnDate: `${returnDay} 17:00:00`,
    });
    const repair = main.backend.store.repairs.find((item) => item.customerId === buyer._id)!;

    // Every repair on the page names its customer (the API gives customerId only).
    await search(page, '');
    const names = new Map(main.backend.store.customers.map((customer) => [customer._id, `${customer.firstName} ${customer.lastName}`]));
    await expect.poll(async () => (await columnCells(page, 'Customer')).length).toBeGreaterThan(1);
    const cells = await columnCells(page, 'Customer');
    const shownRepairs = main.backend.store.repairs.slice(-cells.length);
    expect(cells.every((cell) => [...names.values()].some((name) => cell.includes(name))), `Customer column: ${JSON.stringify(cells)}`).toBe(true);
    expect(shownRepairs.length).toBeGreaterThan(0);

    await search(page, buyer.lastName);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(buyer.fullName)]);
    await search(page, '');
    const statusFilter = page.getByRole('combobox', { name: /^Status/ }).first();
    await chooseIn(page, statusFilter, 'Sent to Company');
    await expect.poll(async () => (await rowTexts(page)).every((text) => text.includes('Sent to Company'))).toBe(true);
    expect(await row(page, buyer.fullName).count()).toBe(0);
    await chooseIn(page, statusFilter, 'Received from Customer');
    await row(page, buyer.fullName).waitFor();

    await row(page, buyer.fullName).getByRole('button', { name: /^Change Status/ }).click();
    const change = page.getByRole('dialog', { name: 'Change Status' });
    await chooseIn(page, change.getByRole('combobox', { name: /^Status/ }), 'Sent to Company');
    // This minute in Colombo: never in the future, whatever the hour the suite runs at.
    const sent = shopNow().format('YYYY-MM-DD HH:mm');
    await typeDateTime(pickerField(change, /^Date & Time/), sent);
    await change.getByLabel(/^Note/).fill('Sent by courier');
    await change.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Status updated successfully').first().waitFor();
    expectWrite('PATCH', `/repairs/status/${repair._id}`, { status: 'Sent to Company', dateManual: `${sent}:00`, note: 'Sent by courier' });

    await page.getByRole('button', { name: /^Clear/ }).first().click();
    await search(page, buyer.lastName);
    await row(page, buyer.fullName).getByRole('button', { name: /^Status History/ }).click();
    const history = page.getByRole('dialog', { name: 'Status History' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);
    expect(await history.getByRole('button', { name: /^(Edit|Delete) entry/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
  });

  it('owner: Edit Repair, status history edit and delete, repair Revenue Report (date range), delete a repair', async () => {
    const buyer = await newCustomer();
    const repair = await newRepair(buyer);
    // This minute in Colombo, so the owner's edit of it is not refused as a future date.
    const sent = `${shopNow().format('YYYY-MM-DD HH:mm')}:00`;
    await (await api(STAFF))('PATCH', `/repairs/status/${repair._id}`, { status: 'Sent to Company', dateManual: sent, note: 'Courier' });
    const page = await signedIn(OWNER);
    await openMenu(page, 'Repair Management');
    await search(page, buyer.lastName);
    // Found by the customer's name, which the Customer column shows (the API gives customerId only).
    await expect.poll(() => columnCells(page, 'Customer'), { message: 'the Customer column names the repair’s customer' }).toEqual([expect.stringContaining(buyer.fullName)]);
    const line = row(page, buyer.fullName);

    await line.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Repair' });
    await expect.poll(() => edit.getByLabel(/^Discount/).inputValue()).toBe('500');
    await edit.getByLabel(/^Discount/).fill('200');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Repair updated successfully').waitFor();
    expectWrite('PUT', `/repairs/${repair._id}`, { issues: [issueId('Screen Replacement'), issueId('Battery Replacement')], discount: 200, expectedReturnDate: repair.returnDate });

    await line.getByRole('button', { name: /^Status History/ }).click();
    const history = page.getByRole('dialog', { name: 'Status History' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);
    await history.getByRole('button', { name: 'Edit entry 2' }).click();
    const entry = page.getByRole('dialog', { name: 'Edit Status History' });
    await expect.poll(() => entry.getByLabel(/^Note/).inputValue()).toBe('Courier');
    await entry.getByLabel(/^Note/).fill('Courier, tracking 4471');
    await entry.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Status history updated successfully').waitFor();
    expectWrite('PUT', `/repairs/${repair._id}/status/1`, { status: 'Sent to Company', note: 'Courier, tracking 4471', dateManual: sent });
    await history.getByRole('button', { name: 'Delete entry 2' }).click();
    await page.getByRole('dialog', { name: /Delete this status history entry/ }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Status history deleted successfully').waitFor();
    expectWrite('DELETE', `/repairs/${repair._id}/status/1`, undefined);
    await history.getByText('Deleted', { exact: true }).waitFor();
    await history.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Revenue Report' }).click();
    const report = page.getByRole('dialog', { name: 'Revenue Report' });
    await typeDay(pickerField(report, /^From/), dayAgo(7));
    await typeDay(pickerField(report, /^To/), today());
    await report.getByRole('button', { name: 'Show report' }).click();
    const inRange = main.backend.store.repairs.filter((item) => colomboDay(new Date(item.dateIn)) >= dayAgo(7));
    await report.getByText(money(inRange.reduce((sum, item) => sum + item.finalAmount, 0))).first().waitFor();
    expect(readsOf('/repairs/revenue')).toEqual([{ from: dayAgo(7), to: today() }]);
    await report.getByRole('button', { name: 'Close' }).click();

    await line.getByRole('button', { name: /^Delete/ }).click();
    await confirmDelete(page, 'Repair deleted successfully');
    expectWrite('DELETE', `/repairs/${repair._id}`, undefined);
  });
});
