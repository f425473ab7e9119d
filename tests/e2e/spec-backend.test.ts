/**
 * The BUILT console against the spec-only backend (specHarness.ts): the menus and Profile of
 * each role, Staffs, Customers (with the history), Agents and Products, as the owner and as staff.
 * After each flow the exact method, path, query and body of the writes the console sent are read
 * from the backend's log; after every test, no violation of §7, no page error (specHarness.ts).
 */
import { describe, expect, it } from 'vitest';
import { OWNER, STAFF } from '../support/specBackend';
import { menuItems, unique, uniquePhone } from './harness';
import { OWNER_MENU, type Person, STAFF_MENU, api, confirmDelete, escaped, expectWrite, headers, main, newCustomer, newProduct, newRepair, openMenu, readsOf, row, rowTexts, search, sent, signedIn, writes, useSpecConsole } from './specHarness';

useSpecConsole();

describe('the console on the spec’s backend', () => {
  it('each role’s menu holds exactly the spec’s items; Profile shows the user and offers no password change', async () => {
    for (const [account, menu, role] of [
      [OWNER, OWNER_MENU, 'Administrator'],
      [STAFF, STAFF_MENU, 'Staff'],
    ] as [Person, string[], string][]) {
      const page = await signedIn(account, main.backend, { throughForm: true });
      // Soft: both roles are checked whichever fails first.
      expect.soft(await menuItems(page), `${role}'s menu`).toEqual(menu);
      await page.getByRole('button', { name: account.fullName }).click();
      const dropdown = page.getByRole('menu');
      await dropdown.getByRole('menuitem').first().waitFor();
      expect.soft((await dropdown.getByRole('menuitem').allInnerTexts()).map((text) => text.trim()), 'the user dropdown').toEqual(['Profile', 'Logout']);
      await dropdown.getByRole('menuitem', { name: 'Profile' }).click();
      const profile = page.getByRole('dialog', { name: 'Profile' });
      const text = await profile.innerText();
      for (const part of [account.fullName, role, 'Active', account.email]) expect.soft(text).toContain(part);
      expect.soft(await profile.getByText(/change password/i).count(), 'no Change password in Profile').toBe(0);
      expect.soft(await page.getByRole('button', { name: /change password/i }).count(), 'no Change password button').toBe(0);
    }
    // Sign-in and the dashboard call only §7's routes (checked after each test).
    expect(sent().some((request) => request.path === '/auth/login')).toBe(true);
  });

  it('owner: Staffs lists and searches staff, adds, edits (status) and deletes a member; super admins cannot be deleted', async () => {
    const page = await signedIn(OWNER);
    await openMenu(page, 'Staffs');
    for (const email of [OWNER.email, STAFF.email]) await page.getByRole('cell', { name: email, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Owner Demo' }).isDisabled()).toBe(true);
    await search(page, 'staff@shop');
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(STAFF.email)]);
    await search(page, '');

    const lastName = unique('Perera').replace(/\s+/g, '');
    const member = { firstName: 'Kasun', lastName, email: `${lastName.toLowerCase()}@shop.test`, password: 'kasun123' };
    await page.getByRole('button', { name: 'Add Staff' }).click();
    const add = page.getByRole('dialog', { name: 'Add Staff' });
    await add.getByLabel(/^First Name/).fill(member.firstName);
    await add.getByLabel(/^Last Name/).fill(member.lastName);
    await add.getByLabel(/^Email/).fill(member.email);
    await add.getByLabel(/^Password/).fill(member.password);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Staff created successfully').waitFor();
    expectWrite('POST', '/admins/create', { ...member, role: 'admin' });
    const id = main.backend.store.admins.find((admin) => admin.email === member.email)!._id;

    const fullName = `Kasun ${lastName}`;
    await page.getByRole('button', { name: `Edit ${fullName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Staff' });
    await expect.poll(() => edit.getByLabel(/^First Name/).inputValue()).toBe('Kasun');
    await edit.getByLabel(/^Status/).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Staff updated successfully').waitFor();
    await row(page, member.email).getByText('Inactive', { exact: true }).waitFor();
    const [put] = writes().filter((request) => request.method === 'PUT');
    expect(put).toMatchObject({ method: 'PUT', path: `/admins/edit/${id}`, query: {}, body: { firstName: 'Kasun', lastName, status: 'inactive' } });
    // "form fields plus status": the form's fields only (no password, no record fields such as _id or createdAt).
    expect(Object.keys(put.body as object).filter((key) => !['firstName', 'lastName', 'email', 'role', 'status'].includes(key))).toEqual([]);

    await page.getByRole('button', { name: `Delete ${fullName}` }).click();
    await confirmDelete(page, 'Staff deleted successfully');
    expectWrite('DELETE', `/admins/delete/${id}`, undefined);
    await row(page, member.email).waitFor({ state: 'detached' });
  });

  it('owner: Customers lists, searches, adds, edits, opens the history (three tabs) and deletes', async () => {
    const buyer = await newCustomer();
    // Something in each history tab.
    const product = await newProduct(unique('Coax Cable'));
    await (await api(STAFF))('POST', '/bills', { customerId: buyer._id, products: [{ productId: product._id, quantity: 1, billedPrice: 750 }] });
    await (await api(STAFF))('POST', '/recharge/sale', { rechargeType: 'Dialog', soldValue: 100, soldPrice: 100, soldToType: 'customer', soldToId: buyer._id });
    await newRepair(buyer);

    const page = await signedIn(OWNER);
    await openMenu(page, 'Customers');
    await row(page, 'Nimal Perera').waitFor();
    await search(page, buyer.phoneNumber);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(buyer.fullName)]);

    await page.getByRole('button', { name: `History of ${buyer.fullName}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${buyer.fullName}` });
    await history.getByRole('cell', { name: escaped(product.name) }).first().waitFor();
    await history.getByRole('tab', { name: 'Recharge' }).click();
    await history.getByText('Dialog', { exact: true }).first().waitFor();
    await history.getByRole('tab', { name: 'Repair' }).click();
    await history.getByText(/Screen Replacement/).first().waitFor();
    for (const path of [`/bills/customer/${buyer._id}`, `/recharge/sales/customer/${buyer._id}`, `/customers/${buyer._id}/repairs`]) expect(readsOf(path), path).toEqual([{}]);
    await history.getByRole('button', { name: 'Close' }).click();

    const phone = uniquePhone();
    const added = {
      firstName: 'Tharindu',
      lastName: unique('Wickramasinghe').replace(/\s+/g, ''),
      address: '18 Peradeniya Road, Kandy',
      email: 'tharindu@mail.test',
      phoneNumber: phone,
      whatsappNumber: phone,
      nicNumber: '199512345678',
      cardNumber: unique('DTV-E2E'),
    };
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Customer' });
    const labels: Record<string, string> = { firstName: 'First Name', lastName: 'Last Name', address: 'Address', email: 'Email', phoneNumber: 'Phone Number', whatsappNumber: 'WhatsApp Number', nicNumber: 'NIC Number', cardNumber: 'Card Number' };
    for (const [key, label] of Object.entries(labels)) await add.getByLabel(new RegExp(`^${label}`)).fill(added[key as keyof typeof added]);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer created successfully').waitFor();
    expectWrite('POST', '/customers', added);
    const id = main.backend.store.customers.find((customer) => customer.phoneNumber === phone)!._id;

    await search(page, added.lastName);
    const fullName = `Tharindu ${added.lastName}`;
    await page.getByRole('button', { name: `Edit ${fullName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Customer' });
    await expect.poll(() => edit.getByLabel(/^Address/).inputValue()).toBe(added.address);
    await edit.getByLabel(/^Address/).fill('7 Dalada Veediya, Kandy');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer updated successfully').waitFor();
    expectWrite('PUT', `/customers/${id}`, { ...added, address: '7 Dalada Veediya, Kandy' });
    await row(page, fullName).getByText('7 Dalada Veediya, Kandy').waitFor();

    await page.getByRole('button', { name: `Delete ${fullName}` }).click();
    await confirmDelete(page, 'Customer deleted successfully');
    expectWrite('DELETE', `/customers/${id}`, undefined);
  });

  it('staff: Customers and Agents — add and search; no edit, delete or history', async () => {
    const page = await signedIn(STAFF);
    await openMenu(page, 'Customers');
    await row(page, 'Nimal Perera').waitFor();
    const phone = uniquePhone();
    const customer = { firstName: 'Chamari', lastName: unique('Atapattu').replace(/\s+/g, ''), address: '4 Beach Road, Matara', phoneNumber: phone, whatsappNumber: phone, nicNumber: '905678123V', cardNumber: unique('DTV') };
    await page.getByRole('button', { name: 'Add Customer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Customer' });
    const labels: Record<string, string> = { firstName: 'First Name', lastName: 'Last Name', address: 'Address', phoneNumber: 'Phone Number', whatsappNumber: 'WhatsApp Number', nicNumber: 'NIC Number', cardNumber: 'Card Number' };
    for (const [key, label] of Object.entries(labels)) await add.getByLabel(new RegExp(`^${label}`)).fill(customer[key as keyof typeof customer]);
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer created successfully').waitFor();
    // Email left empty: optional, so absent (or empty), never anything else.
    const [post] = writes().filter((request) => request.path === '/customers');
    const { email, ...rest } = post.body as Record<string, unknown>;
    expect(rest).toEqual(customer);
    expect([undefined, null, '']).toContain(email);
    await search(page, customer.lastName);
    const fullName = `Chamari ${customer.lastName}`;
    await page.getByRole('cell', { name: fullName }).waitFor();
    expect(await page.getByRole('button', { name: new RegExp(`^(Edit|Delete|History of) `) }).count()).toBe(0);

    await openMenu(page, 'Agents');
    await row(page, 'Sampath Rajapakse').waitFor();
    const agentPhone = uniquePhone();
    const agent = { firstName: 'Ruwani', lastName: unique('Herath').replace(/\s+/g, ''), address: 'Bus Stand, Kurunegala', phoneNumber: agentPhone, whatsappNumber: agentPhone, nicNumber: '887766554V', email: 'ruwani@mail.test' };
    await page.getByRole('button', { name: 'Add Agent' }).click();
    const addAgent = page.getByRole('dialog', { name: 'Add Agent' });
    const agentLabels: Record<string, string> = { firstName: 'First Name', lastName: 'Last Name', address: 'Address', email: 'Email', phoneNumber: 'Phone Number', whatsappNumber: 'WhatsApp Number', nicNumber: 'NIC Number' };
    for (const [key, label] of Object.entries(agentLabels)) await addAgent.getByLabel(new RegExp(`^${label}`)).fill(agent[key as keyof typeof agent]);
    await addAgent.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Agent created successfully').waitFor();
    expectWrite('POST', '/agents', agent);
    await search(page, agent.lastName);
    await page.getByRole('cell', { name: `Ruwani ${agent.lastName}` }).waitFor();
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
  });

  it('owner: Agents lists, searches, edits and deletes', async () => {
    const phone = uniquePhone();
    const agent = await (await api(STAFF))('POST', '/agents', { firstName: 'Lasantha', lastName: unique('Kumara').replace(/\s+/g, ''), address: 'Clock Tower Road, Jaffna', phoneNumber: phone, whatsappNumber: phone, nicNumber: '823344556V' });
    const fullName = `Lasantha ${agent.lastName}`;
    const page = await signedIn(OWNER);
    await openMenu(page, 'Agents');
    await row(page, 'Dilani Jayawardena').waitFor();
    await search(page, phone);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(fullName)]);
    await page.getByRole('button', { name: `Edit ${fullName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Agent' });
    await expect.poll(() => edit.getByLabel(/^Address/).inputValue()).toBe('Clock Tower Road, Jaffna');
    await edit.getByLabel(/^Address/).fill('Hospital Road, Jaffna');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Agent updated successfully').waitFor();
    const [put] = writes();
    const { email, ...rest } = put.body as Record<string, unknown>;
    expect({ ...put, body: rest }).toEqual({
      method: 'PUT',
      path: `/agents/${agent._id}`,
      query: {},
      body: { firstName: 'Lasantha', lastName: agent.lastName, address: 'Hospital Road, Jaffna', phoneNumber: phone, whatsappNumber: phone, nicNumber: '823344556V' },
    });
    expect([undefined, null, '']).toContain(email);
    await page.getByRole('button', { name: `Delete ${fullName}` }).click();
    await confirmDelete(page, 'Agent deleted successfully');
    expectWrite('DELETE', `/agents/${agent._id}`, undefined);
  });

  it('owner: Products lists normal products, searches, adds, edits, refills and deletes', async () => {
    const page = await signedIn(OWNER);
    await openMenu(page, 'Products');
    await row(page, 'HDMI Cable 1.5m').waitFor();
    // Only normal products are managed here (§3): the package product is not listed.
    expect(await row(page, 'Dialog TV Package').count()).toBe(0);

    const name = unique('E2E Smart Card Reader');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const add = page.getByRole('dialog', { name: 'Add Product' });
    await add.getByLabel(/^Name/).fill(name);
    await add.getByLabel(/^Quantity/).fill('4');
    await add.getByLabel(/^Buying Price/).fill('900');
    await add.getByLabel(/^Selling Price/).fill('1250.50');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product created successfully').waitFor();
    expectWrite('POST', '/products', { name, quantity: 4, buyingPrice: 900, sellingPrice: 1250.5, productType: 'normal' });
    const id = main.backend.store.products.find((product) => product.name === name)!._id;

    await search(page, name);
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining(name)]);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect.poll(() => edit.getByLabel(/^Selling Price/).inputValue()).toBe('1250.5');
    await edit.getByLabel(/^Selling Price/).fill('1300');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product updated successfully').waitFor();
    expectWrite('PUT', `/products/${id}`, { name, quantity: 4, buyingPrice: 900, sellingPrice: 1300 });

    await page.getByRole('button', { name: `Refill Stock ${name}` }).click();
    const refill = page.getByRole('dialog', { name: /Refill Stock/ });
    await refill.getByLabel(/^Quantity to Add/).fill('10');
    await refill.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Stock refilled successfully. New quantity: 14').waitFor();
    const puts = writes().filter((request) => request.method === 'PUT');
    expect(puts[1]).toEqual({ method: 'PUT', path: `/products/${id}`, query: {}, body: { quantity: 14 } });
    await row(page, name).getByText('14', { exact: true }).waitFor();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await confirmDelete(page, 'Product deleted successfully');
    expectWrite('DELETE', `/products/${id}`, undefined);
  });

  it('staff: Products shows name, quantity and selling price only, and no product writes', async () => {
    const page = await signedIn(STAFF);
    await openMenu(page, 'Products');
    await row(page, 'Satellite Dish 60cm').waitFor();
    const columns = await headers(page);
    for (const label of ['Name', 'Quantity', 'Selling Price']) expect(columns).toContain(label);
    for (const label of ['Buying Price', 'Created By', 'Updated By']) expect(columns).not.toContain(label);
    expect(await page.getByRole('button', { name: /^(Add Product|Edit|Delete|Refill Stock)/ }).count()).toBe(0);
    await search(page, 'Remote');
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining('Remote Control Universal')]);
    expect(writes()).toEqual([]);
  });
});
