import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { staffUser } from '../../../tests/support/builders';
import { renderScreen } from '../../../tests/support/renderApp';
import type { RepairRecord } from '../../../tests/support/repairBuilders';
import { allRepairs, kasun, phone, screenIssue, serveRepairShop } from '../../../tests/support/repairShop';
import { pickerField, typeInPicker } from '../../../tests/support/pickers';
import { setupApi } from '../../../tests/support/server';
import { toCents } from '../../domain/money';
import { overLimit, refusalText } from '../../domain/payments';

/** A repair's advance and balance (product.md §10), on a backend that offers payments and on one that does not. */

const api = setupApi();
// Whole-app renders with pickers and typed fields: slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const PAYMENTS = ['payments'];
const PHONE = 'Samsung Galaxy A52 of Kasun Perera';
/** The phone (agreed LKR 14,000) as our server answers it once LKR 4,000 was paid in advance. */
const paidPhone = { ...phone, paid: 4000, due: 10000 } as RepairRecord;

async function openRepairs(features: string[] = PAYMENTS, records: RepairRecord[] = [paidPhone, ...allRepairs.slice(1)]) {
  const fake = serveRepairShop(api, staffUser, records);
  renderScreen({ user: staffUser, path: '/repairs/management', features });
  await screen.findByText('Samsung Galaxy A52', {}, { timeout: 15_000 });
  return { fake, user: userEvent.setup({ delay: null }) };
}

async function takeIn(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Add Repair' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Repair' });
  await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), '0771234567');
  await user.click(await screen.findByRole('option', { name: /Kasun Perera/ }));
  const issues = within(dialog).getByRole('combobox', { name: 'Issues' });
  await user.click(issues);
  await user.type(issues, 'screen');
  await user.click(await screen.findByRole('option', { name: /Screen Replacement/ }));
  return dialog;
}

const spec = { customerId: kasun._id, issues: [screenIssue._id], discount: 0, expectedReturnDate: null };

describe('the advance taken in with a repair', () => {
  it('sends the advance typed, and shows the balance left', async () => {
    const { fake, user } = await openRepairs();
    const dialog = await takeIn(user);
    expect(within(dialog).getByRole('heading', { name: 'Advance' })).toBeInTheDocument();
    // Cash, credit left out: an advance is money received.
    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).not.toContain('Credit (on account)');
    await user.click(screen.getByRole('option', { name: 'Card' }));
    await user.type(within(dialog).getByLabelText('Amount'), '2500');
    await waitFor(() => expect(within(dialog).getByText('Still due:', { exact: false })).toHaveTextContent('Still due: LKR 7,500.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Repair created successfully')).toBeInTheDocument();
    expect(fake.writes()[0].body).toEqual({ ...spec, payment: { tenders: [{ method: 'card', amount: 2500 }], cashGiven: null } });
  });

  it('sends no payment when the advance is left empty', async () => {
    const { fake, user } = await openRepairs();
    const dialog = await takeIn(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Repair created successfully')).toBeInTheDocument();
    expect(fake.writes()[0].body).toEqual(spec);
  });

  it('refuses an advance above the final amount, and sends nothing', async () => {
    const { fake, user } = await openRepairs();
    const dialog = await takeIn(user);
    await user.type(within(dialog).getByLabelText('Amount'), '10000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The advance is more than the agreed amount (LKR 10,000.00)')).toBeInTheDocument();
    expect(fake.writes()).toEqual([]);
  });
});

describe('the balance asked for on collection', () => {
  async function openChange(features: string[] = PAYMENTS) {
    const { user } = await openRepairs(features);
    const sent: unknown[] = [];
    api.use(
      http.patch('*/api/repairs/status/:id', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...paidPhone, status: 'Customer Collected', paid: 14000, due: 0 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: `Change Status ${PHONE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    const choose = async (status: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
      await user.click(await screen.findByRole('option', { name: status }));
    };
    return { user, dialog, sent, choose };
  }

  it('asks for the balance once Customer Collected is chosen, and sends its payment', async () => {
    const { user, dialog, sent, choose } = await openChange();
    await choose('In Progress');
    expect(within(dialog).queryByText('Balance to pay on collection')).not.toBeInTheDocument();
    await choose('Customer Collected');
    expect(await within(dialog).findByText('Balance to pay on collection')).toBeInTheDocument();
    expect(within(dialog).getByText('Balance due: LKR 10,000.00')).toBeInTheDocument();
    // One cash tender follows the balance: nothing to type for a cash collection.
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(10000));
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '140320260505P');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      { status: 'Customer Collected', dateManual: '2026-03-14 17:05:00', note: null, payment: { tenders: [{ method: 'cash', amount: 10000 }], cashGiven: null } },
    ]);
  });

  it('refuses tenders that do not add up to the balance, and sends nothing', async () => {
    const { user, dialog, sent, choose } = await openChange();
    await choose('Customer Collected');
    const amount = await within(dialog).findByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveValue(10000));
    await user.clear(amount);
    await user.type(amount, '9000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Payments add up to LKR 9,000.00, but the total is LKR 10,000.00')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends no payment once another status is chosen instead', async () => {
    const { user, dialog, sent, choose } = await openChange();
    await choose('Customer Collected');
    const amount = await within(dialog).findByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveValue(10000));
    await user.clear(amount);
    await user.type(amount, '9000');
    await choose('Returned from Company');
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '140320260505P');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'Returned from Company', dateManual: '2026-03-14 17:05:00', note: null }]);
  });

  /** Kasun's account as the Accounts screen reads it (GET /accounts/customer/:id), LKR. */
  const serveAccount = (balance: number, creditLimit: number) =>
    api.use(
      http.get(`*/api/accounts/customer/${kasun._id}`, () =>
        HttpResponse.json({ partyType: 'customer', partyId: kasun._id, name: 'Kasun Perera', phoneNumber: kasun.phoneNumber, balance, creditLimit, oldestUnpaidAt: null, movements: [] }),
      ),
    );
  const chooseMethod = async (user: UserEvent, dialog: HTMLElement, method: string) => {
    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: method }));
  };

  it('on credit, shows the customer’s limit, what they owe now and after this collection, and refuses over the limit before Save', async () => {
    serveAccount(2000, 5000);
    const { user, dialog, sent, choose } = await openChange();
    await choose('Customer Collected');
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(10000));
    await chooseMethod(user, dialog, 'Credit (on account)');
    const figures = await within(dialog).findByRole('group', { name: 'Credit account' });
    expect(figures).toHaveTextContent('Credit limit: LKR 5,000.00');
    expect(figures).toHaveTextContent('Owes now: LKR 2,000.00');
    expect(figures).toHaveTextContent('Owes after this collection: LKR 12,000.00');
    // Said under the tenders as the credit is chosen, before any Save.
    const refusal = refusalText(overLimit(toCents(2000), toCents(10000), toCents(5000))!);
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '140320260505P');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(refusal)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('on credit within the limit, sends the balance on the account', async () => {
    serveAccount(0, 20000);
    const { user, dialog, sent, choose } = await openChange();
    await choose('Customer Collected');
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(10000));
    await chooseMethod(user, dialog, 'Credit (on account)');
    expect(await within(dialog).findByRole('group', { name: 'Credit account' })).toHaveTextContent('Owes after this collection: LKR 10,000.00');
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '140320260505P');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      { status: 'Customer Collected', dateManual: '2026-03-14 17:05:00', note: null, payment: { tenders: [{ method: 'credit', amount: 10000 }], cashGiven: null } },
    ]);
  });

  it('does not offer Credit to a customer whose credit limit is 0, and says why', async () => {
    serveAccount(0, 0);
    const { user, dialog, choose } = await openChange();
    await choose('Customer Collected');
    await waitFor(() => expect(within(dialog).getByLabelText('Amount')).toHaveValue(10000));
    await user.click(within(dialog).getByRole('combobox', { name: 'Method' }));
    expect(await screen.findByRole('option', { name: 'Credit (on account): no credit limit given' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks for nothing from a backend without payments: the spec’s payload', async () => {
    const { user, dialog, sent, choose } = await openChange([]);
    await choose('Customer Collected');
    await typeInPicker(user, pickerField(dialog, /^Date & Time/), '140320260505P');
    expect(within(dialog).queryByText('Balance to pay on collection')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Amount')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'Customer Collected', dateManual: '2026-03-14 17:05:00', note: null }]);
  });
});

describe('the job card', () => {
  async function jobCard(features: string[]) {
    const { user } = await openRepairs(features);
    await user.click(await screen.findByRole('button', { name: `Print Job Card ${PHONE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Job Card' });
    return (await within(dialog).findByText('Agreed amount')).closest('.shop-printed-document')!;
  }

  it('prints the agreed amount, the advance paid and the balance', async () => {
    const card = await jobCard(PAYMENTS);
    expect(card).toHaveTextContent('Agreed amountLKR 14,000.00');
    expect(card).toHaveTextContent('Advance paidLKR 4,000.00');
    expect(card).toHaveTextContent('Balance to payLKR 10,000.00');
  });

  it('prints what was paid as paid, not as the advance, once the repair is collected', async () => {
    const { user } = await openRepairs(PAYMENTS, [{ ...phone, status: 'Customer Collected', paid: 14000, due: 0 } as RepairRecord, ...allRepairs.slice(1)]);
    await user.click(await screen.findByRole('button', { name: `Print Job Card ${PHONE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Print Job Card' });
    const card = (await within(dialog).findByText('Agreed amount')).closest('.shop-printed-document')!;
    expect(card).toHaveTextContent('PaidLKR 14,000.00');
    expect(card).not.toHaveTextContent('Advance paid');
    expect(card).toHaveTextContent('Balance to payLKR 0.00');
  });

  it('prints neither from a backend without payments', async () => {
    const card = await jobCard([]);
    expect(card).toHaveTextContent('Agreed amountLKR 14,000.00');
    expect(card).not.toHaveTextContent('Advance paid');
    expect(card).not.toHaveTextContent('Balance to pay');
  });
});

describe('Take In Repair from a backend without payments', () => {
  it('shows no Advance section and sends the spec’s payload', async () => {
    const { fake, user } = await openRepairs([]);
    const dialog = await takeIn(user);
    expect(within(dialog).queryByRole('heading', { name: 'Advance' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Amount')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Repair created successfully')).toBeInTheDocument();
    expect(fake.writes()[0].body).toEqual(spec);
  });
});

describe('the list', () => {
  const phoneRow = () => screen.getByText('Samsung Galaxy A52').closest('tr')!;

  it('shows what is still due under the final amount of a repair with a balance', async () => {
    await openRepairs();
    expect(within(phoneRow()).getByText('Due LKR 10,000.00')).toBeInTheDocument();
    // Its words may wrap (a 1280 px window, Tamil), its amount stays whole.
    expect(within(phoneRow()).getByText('Due LKR 10,000.00').textContent).toBe('Due LKR\u00A010,000.00');
    expect(within(screen.getByText('Nokia 105').closest('tr')!).queryByText(/^Due /)).not.toBeInTheDocument();
  });

  it('shows no balance from a backend without payments', async () => {
    await openRepairs([]);
    expect(within(phoneRow()).getByText('LKR 14,000.00')).toBeInTheDocument();
    expect(within(phoneRow()).queryByText(/^Due /)).not.toBeInTheDocument();
  });
});

describe('no lost work, with the payment sections', () => {
  it('closes an untouched Add Repair at once: the empty advance is no change', async () => {
    const { user } = await openRepairs();
    await user.click(screen.getByRole('button', { name: 'Add Repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Repair' });
    await within(dialog).findByRole('heading', { name: 'Advance' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Repair' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });

  it.each([
    ['with', PAYMENTS],
    ['without', []],
  ])('asks before Change Status throws a chosen status away, %s payments', async (_case, features) => {
    const { user } = await openRepairs(features);
    await user.click(await screen.findByRole('button', { name: `Change Status ${PHONE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Customer Collected' }));
    // With payments the balance shows: its tenders appearing must not hide the change from the guard.
    if (features.length) await within(dialog).findByText('Balance due: LKR 10,000.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Status' })).not.toBeInTheDocument());
  });
});
