/**
 * Stock that comes from suppliers (issue 47), in the browser against our server: the owner
 * receives goods and sends a unit back, and the product's stock card shows both; a seller's USB
 * scanner types a barcode into a bill.
 * Each test makes its own products and supplier under names no other test uses.
 */
import { describe, expect, it } from 'vitest';
import { OWNER, STAFF, unique, useE2E } from './harness';
import { pick } from './pickers';

const e2e = useE2E();
type Product = { _id: string; quantity: number; buyingPrice: number };
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('stock from suppliers', () => {
  it('the owner receives goods paid in cash: stock rises at the moving-average cost, and a unit goes back to the supplier, credited at that cost', async () => {
    const api = await e2e.api(OWNER);
    const name = unique('E2E Wi-Fi Router');
    const product = await api<Product>('POST', '/products', { name, quantity: 2, buyingPrice: 100, sellingPrice: 250 });
    const supplier = unique('E2E Traders');
    await api('POST', '/suppliers', { name: supplier, phoneNumber: '0112223344' });
    const invoice = unique('INV');
    const onShelf = async () => (await api<Product[]>('GET', '/products')).find((each) => each._id === product._id);

    const owner = await e2e.signedIn(OWNER, { at: '/goods/received' });
    await owner.getByRole('button', { name: 'Receive Goods' }).click();
    const note = owner.getByRole('dialog', { name: /Receive Goods/ });
    await pick(owner, note.getByRole('combobox', { name: /^Supplier/ }), supplier, escaped(supplier));
    await note.getByLabel(/^Invoice No\./).fill(invoice);
    await pick(owner, note.getByRole('combobox', { name: /^Product/ }), name, escaped(name));
    await note.getByLabel(/^Quantity/).fill('3');
    await note.getByLabel(/^Unit Cost/).fill('200');
    await note.getByText('Amount: LKR 600.00').waitFor();
    await note.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Goods received: stock and costs updated').waitFor();
    const row = owner.getByRole('row').filter({ hasText: invoice });
    await row.getByText('Paid', { exact: true }).waitFor();
    // Five on the shelf at (2 × 100 + 3 × 200) / 5.
    expect(await onShelf()).toMatchObject({ quantity: 5, buyingPrice: 160 });

    await row.getByRole('button', { name: /^Return to Supplier/ }).click();
    const back = owner.getByRole('dialog', { name: 'Return to Supplier' });
    await back.getByRole('combobox', { name: /^Product/ }).click();
    await owner.getByRole('option', { name: escaped(name) }).click();
    await back.getByLabel(/^Quantity/).fill('1');
    await back.getByRole('button', { name: 'Save' }).click();
    await owner.getByText(/^Returned to the supplier: SRN-\d+, LKR 160\.00 credited$/).waitFor();
    expect(await onShelf()).toMatchObject({ quantity: 4, buyingPrice: 160 });

    // Each change of its stock is on the product's stock card, newest first, with the stock after it.
    await owner.goto(`/products/${product._id}/stockCard`);
    const card = owner.getByRole('dialog', { name: 'Stock Card' });
    await card.getByText('Opening stock').waitFor();
    const lines = (await card.locator('tbody tr').allInnerTexts()).map((line) => line.split('\t').slice(1, 4).map((cell) => cell.trim()));
    expect(lines).toEqual([
      [expect.stringMatching(/^Returned to supplier/), '\u22121', '4'],
      [expect.stringMatching(/^Goods received · GRN-\d+/), '+3', '5'],
      ['Opening stock', '+2', '2'],
    ]);
  });

  it("a staff member's scanner types a barcode and Enter into Create Bill: the product's line is added, and a second scan raises its quantity", async () => {
    const api = await e2e.api(OWNER);
    const name = unique('E2E TV Remote');
    const barcode = `E2E${Date.now().toString(36)}`;
    await api('POST', '/products', { name, quantity: 5, buyingPrice: 300, sellingPrice: 650, barcode });

    const staff = await e2e.signedIn(STAFF, { at: '/bills' });
    await staff.getByRole('button', { name: 'Create Bill' }).click();
    const bill = staff.getByRole('dialog', { name: /Create Bill/ });
    const scan = bill.getByLabel(/^Scan barcode/);
    await scan.click();
    await scan.pressSequentially(barcode);
    await scan.press('Enter');
    await expect.poll(() => bill.getByRole('combobox', { name: /^Product/ }).first().inputValue()).toBe(name);
    await scan.pressSequentially(barcode);
    await scan.press('Enter');
    await expect.poll(() => bill.getByLabel(/^Quantity/).first().inputValue()).toBe('2');
    await expect(bill.getByRole('combobox', { name: /^Product/ }).count()).resolves.toBe(1);
  });
});
