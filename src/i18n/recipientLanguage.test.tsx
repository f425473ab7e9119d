import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildBill, buildCustomer, owner, staffUser } from '../../tests/support/builders';
import { fakeResourceApi } from '../../tests/support/fakeResourceApi';
import { pickerField, typeInPicker } from '../../tests/support/pickers';
import { renderScreen } from '../../tests/support/renderApp';
import { phone, serveRepairShop } from '../../tests/support/repairShop';
import { setupApi } from '../../tests/support/server';
import { defaultTemplates } from '../domain/repairMessages';
import { bills } from '../resources/bills';
import { customers } from '../resources/customers';
import { en } from './en';
import { translatorFor } from './i18nProvider';
import { si } from './si';

/**
 * A customer's documents and messages in their preferred language (product.md §10), whatever
 * language the staff member's screen is in: here the screen is English and the customer reads
 * Sinhala, so the receipt and the message take the Sinhala catalogue's words and dayjs's
 * Sinhala month names, and the dialogs around them stay English.
 */

const api = setupApi();
// Whole-app renders with dialogs and typed fields: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const inSinhala = translatorFor('si', { messages: si as never });
/** 10:00 on 12 Mar 2026 in Colombo, with dayjs's Sinhala short name of March. */
const BILLED_AT = '2026-03-12T04:30:00.000Z';
const SINHALA_MARCH = 'මැදි';

it("prints a Sinhala-reading customer's receipt in Sinhala on an English screen", async () => {
  const nimali = buildCustomer({ firstName: 'Nimali', lastName: 'Fernando', language: 'si' });
  const bill = buildBill(nimali, [{ name: 'HDMI Cable', quantity: 2, billedPrice: 750 }], { createdAt: BILLED_AT });
  const served = { ...bill, customer: { ...bill.customer, language: 'si' } };
  api.use(...fakeResourceApi(bills.routes!, [served], () => served).handlers, ...fakeResourceApi(customers.routes!, [nimali], buildCustomer).handlers);
  renderScreen({ user: owner, path: '/bills', features: ['preferredLanguage'] });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /^Print Receipt/ }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Print Receipt' });

  const title = inSinhala('resources.bills.receipt.title');
  expect(title).not.toBe(en.resources.bills.receipt.title);
  const receipt = (await within(dialog).findByText(title)).closest('.shop-printed-document')!;
  // The date with Sinhala month names and AM/PM, not English's.
  expect(receipt).toHaveTextContent(`12 ${SINHALA_MARCH} 2026 10:00 පෙ.ව.`);
  expect(receipt).not.toHaveTextContent('12 Mar 2026');
  expect(receipt).toHaveTextContent(inSinhala('resources.bills.receipt.servedBy', { name: 'Staff Demo' }));
  expect(receipt).toHaveTextContent(inSinhala('resources.bills.receipt.thanks'));
  // The dialog itself is the staff member's, in English.
  expect(within(dialog).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

describe("a repair's status message to a Sinhala-reading customer", () => {
  const SHOP = {
    shopName: 'Perera Communication',
    address: '12 Main Street, Kandy',
    phone: '0812234567',
    receiptFooter: '',
    lowBalanceThreshold: 1000,
    lowStockThreshold: 5,
    maxDiscountPercent: 10,
    closingHour: 20,
    updatedAt: '2026-03-01T04:30:00.000Z',
  };

  /** Change Status of Kasun's phone (he reads Sinhala) to In Progress, with the owner's `templates`: the message offered. */
  async function messageAt(templates: Record<string, string>) {
    const sinhalaPhone = { ...phone, customer: { ...phone.customer, language: 'si' } };
    serveRepairShop(api, staffUser, [sinhalaPhone]);
    api.use(
      http.get('*/api/settings', () => HttpResponse.json(SHOP)),
      http.get('*/api/settings/repair-messages', () => HttpResponse.json({ ...templates, updatedAt: null })),
      http.patch('*/api/repairs/status/:id', () => HttpResponse.json({ ...sinhalaPhone, status: 'In Progress', number: 42, statusCode: 'k7Qx9mWp2Z' })),
    );
    renderScreen({ user: staffUser, path: '/repairs/management', features: ['settings', 'statusMessages', 'preferredLanguage'] });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Change Status Samsung Galaxy A52 of Kasun Perera' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In Progress' }));
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '140320260505P');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    const message = (await within(dialog).findByLabelText('Message')) as HTMLTextAreaElement;
    await waitFor(() => expect(message.value).not.toBe(''));
    return message.value;
  }

  it("is the default in the Sinhala catalogue's words, its date with Sinhala month names", async () => {
    const values: Record<string, string> = {
      customerName: 'Kasun Perera',
      device: 'Samsung Galaxy A52',
      jobNumber: 'R-000042',
      // 18:00 on 15 Mar 2026 in Colombo.
      expectedDate: `15 ${SINHALA_MARCH} 2026`,
      // The status page opens in Sinhala too.
      statusLink: `${window.location.origin}/status/k7Qx9mWp2Z?lang=si`,
      shopName: SHOP.shopName,
      shopAddress: SHOP.address,
      shopPhone: SHOP.phone,
    };
    const sinhala = si.languages.repairMessages.inProgress;
    expect(sinhala).not.toBe(en.languages.repairMessages.inProgress);
    expect(await messageAt(defaultTemplates())).toBe(sinhala.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name]!));
  });

  it('is the owner’s own wording, as written, where the owner changed it; its link opens the page in his language', async () => {
    const owners = 'Hi {customerName}, {device} is on the bench.\n{statusLink}';
    expect(await messageAt({ ...defaultTemplates(), inProgress: owners })).toBe(`Hi Kasun Perera, Samsung Galaxy A52 is on the bench.\n${window.location.origin}/status/k7Qx9mWp2Z?lang=si`);
  });
});
