import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildBill, buildCustomer, buildProduct, owner, staffUser, staffView, type BillRecord } from '../../../tests/support/builders';
import { headers } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen, withStyles } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { MESSAGES } from '../../domain/messages';
import { customers } from '../customers';
import { products } from '../products';
import { bills } from '.';

const api = setupApi();
const SETTINGS = ['settings'];
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567' });
const lnb = buildProduct({ name: 'LNB Twin', quantity: 12, buyingPrice: 1750, sellingPrice: 2900 });
const shopSettings = { shopName: 'Perera Communication', address: '', phone: '', receiptFooter: '', lowBalanceThreshold: 1000, lowStockThreshold: 5, maxDiscountPercent: 10 };

const messageUnder = (input: HTMLElement) => input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
const priceField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Billed Price/);

function serveShop(user: typeof owner, bill: BillRecord[] = []) {
  const billApi = fakeResourceApi(bills.routes!, bill, (body) => ({ ...buildBill(kasun, []), ...body }) as BillRecord);
  api.use(...billApi.handlers, ...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers);
  api.use(...fakeResourceApi(products.routes!, [user === owner ? lnb : staffView(lnb, ['buyingPrice'])], buildProduct).handlers);
  api.use(http.get('*/api/settings', () => HttpResponse.json(shopSettings)));
  return billApi;
}

async function pick(user: UserEvent, dialog: HTMLElement, label: string, text: string, option: RegExp) {
  const box = within(dialog).getAllByRole('combobox', { name: label }).at(-1)!;
  await user.click(box);
  await user.type(box, text);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The Create Bill dialog with Kasun and an LNB Twin (LKR 2,900) picked, its price typed over. */
async function billAt(price: string, { user = staffUser, features = SETTINGS } = {}) {
  const billApi = serveShop(user);
  renderScreen({ user, path: '/bills', features });
  const events = userEvent.setup({ delay: null });
  await events.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
  await pick(events, dialog, 'Customer', 'k', /Kasun Perera/);
  await pick(events, dialog, 'Product', 'l', /LNB Twin/);
  await waitFor(() => expect(priceField(dialog)).toHaveValue(2900));
  await events.clear(priceField(dialog));
  await events.type(priceField(dialog), price);
  return { billApi, user: events, dialog };
}

describe('a bill line’s price (product.md §10)', () => {
  it('refuses staff a discount over the owner’s limit under the price, and shows the server’s below-cost refusal there too', async () => {
    // The case the shop tried: an LKR 2,900 item billed at LKR 10.
    const { billApi, user, dialog } = await billAt('10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messageUnder(priceField(dialog))).toBe('A discount can be at most 10% of the selling price: the lowest price is LKR 2,610.00'),
    );
    expect(billApi.writes()).toEqual([]);

    // Within the limit but, as only the server knows, below cost.
    api.use(
      http.post('*/api/bills', () =>
        HttpResponse.json({ message: MESSAGES.belowCostForbidden, errors: { 'products.0.billedPrice': MESSAGES.belowCostForbidden } }, { status: 403 }),
      ),
    );
    await user.clear(priceField(dialog));
    await user.type(priceField(dialog), '2700');
    await user.type(await within(dialog).findByLabelText(/^Discount reason/), 'Friend');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(priceField(dialog))).toBe(MESSAGES.belowCostForbidden));
  });

  it('asks the reason of a discount within the limit, and sends it with the line', async () => {
    const { billApi, user, dialog } = await billAt('2610');
    const reason = await within(dialog).findByLabelText(/^Discount reason/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(reason)).toBe(MESSAGES.discountReasonRequired));
    expect(billApi.writes()).toEqual([]);

    await user.type(reason, 'Friend');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(billApi.writes()[0].body).toEqual({
      customerId: kasun._id,
      products: [{ productId: lnb._id, quantity: 1, billedPrice: 2610, discountReason: 'Friend' }],
    });
  });

  it('sends the spec’s line, with no reason and no limit, to a backend without the settings', async () => {
    const { billApi, user, dialog } = await billAt('10', { features: [] });
    expect(within(dialog).queryByLabelText(/^Discount reason/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bill created successfully')).toBeInTheDocument();
    expect(billApi.writes()[0].body).toEqual({ customerId: kasun._id, products: [{ productId: lnb._id, quantity: 1, billedPrice: 10 }] });
  });
});

describe('the owner’s below-cost mark (product.md §10)', () => {
  const marked = buildBill(kasun, [{ name: 'LNB Twin', quantity: 1, billedPrice: 1000, discountReason: 'Damaged box' } as BillRecord['products'][number]], {
    profit: -750,
    belowCost: true,
  } as Partial<BillRecord>);
  const plain = buildBill(buildCustomer({ firstName: 'Fathima', lastName: 'Rizwan' }), [{ name: 'LNB Twin', quantity: 1, billedPrice: 2900 }], { profit: 1150 });

  it('shows the owner a chip under the bill’s profit and in Bill Details, with the line’s reason', async () => {
    serveShop(owner, [marked, plain]);
    renderScreen({ user: owner, path: '/bills', features: SETTINGS });
    const row = (await screen.findByText('Kasun Perera', {}, { timeout: 15_000 })).closest('tr')!;
    expect(headers()).toContain('Profit');
    const chip = within(row).getByText('Below cost').closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-colorWarning');
    // Under the profit, in its cell: the list keeps its columns (and fits a 1366 px screen).
    expect(chip!.closest('td')).toHaveTextContent('LKR -750.00');
    expect(within(screen.getByText('Fathima Rizwan').closest('tr')!).queryByText('Below cost')).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: /^Bill Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' });
    expect((await within(details).findByText('Below cost')).closest('.MuiChip-root')).toBeInTheDocument();
    expect(within(details).getByText('Damaged box')).toBeInTheDocument();
  });

  it('leaves no empty Pricing row in Bill Details of a bill sold at or above cost, and keeps its lines\' amounts whole', async () => {
    withStyles();
    serveShop(owner, [marked, plain]);
    renderScreen({ user: owner, path: '/bills', features: SETTINGS });
    const row = (await screen.findByText('Fathima Rizwan', {}, { timeout: 15_000 })).closest('tr')!;
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: /^Bill Details/ }));
    const details = await screen.findByRole('dialog', { name: 'Bill Details' });
    expect(await within(details).findAllByText('LNB Twin')).toHaveLength(2); // its tag and its line
    expect(within(details).queryByText('Pricing')).not.toBeInTheDocument();
    // A narrow dialog (Sinhala's and Tamil's longer headers) wrapped 'LKR' away from its figure.
    const lines = within(details).getByRole('table', { name: 'Products' });
    for (const amount of within(lines).getAllByText('LKR 2,900.00')) expect(amount.closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('shows staff no profit and no mark (the server sends them neither)', async () => {
    serveShop(staffUser, [staffView(plain, ['profit'])]);
    renderScreen({ user: staffUser, path: '/bills', features: SETTINGS });
    await screen.findByText('Fathima Rizwan', {}, { timeout: 15_000 });
    expect(headers()).not.toContain('Profit');
    expect(screen.queryByText('Below cost')).not.toBeInTheDocument();
  });
});
