import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAgent, buildCustomer, staffUser, staffView } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { buildSale, buildTopUp, fakeBalance, type SaleRecord } from '../../../tests/support/recharges';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { WALK_IN_CUSTOMER_ID } from '../../domain/walkIn';
import { agents } from '../agents';
import { customers } from '../customers';
import { rechargeHistory } from './history';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', whatsappNumber: '0761112223' });
const ruwan = buildAgent({ firstName: 'Ruwan', lastName: 'Jayasinghe', phoneNumber: '0712223334', whatsappNumber: '0712223334' });
const walkIn = buildCustomer({ _id: WALK_IN_CUSTOMER_ID, firstName: 'Walk-in', lastName: 'customer', phoneNumber: '', whatsappNumber: '', nicNumber: '', cardNumber: '' });
const names: Record<string, string> = { [kasun._id]: 'Kasun Perera', [ruwan._id]: 'Ruwan Jayasinghe', [WALK_IN_CUSTOMER_ID]: 'Walk-in customer' };

/** Sales History as staff see it: our server answers them, on the list and on a save, without the sold value, cost or profit (product.md §6). */
async function recordAsStaff() {
  const hidden = ['soldValue', 'unitCost', 'profit'];
  const sales = fakeResourceApi(rechargeHistory.routes!, [] as SaleRecord[], (body) =>
    staffView(buildSale({ ...body, soldToName: names[String(body.soldToId)] }), hidden),
  );
  api.use(...sales.handlers, fakeBalance(() => [buildTopUp({ rechargeType: 'Mobitel', topUpValue: 5000 })], () => []).handler);
  api.use(...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers, ...fakeResourceApi(agents.routes!, [ruwan], buildAgent).handlers);
  api.use(http.get('*/api/customers/built-in', () => HttpResponse.json([walkIn])));
  renderScreen({ user: staffUser, path: '/recharges/history', features: ['walkIn'] });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Record Sale' }, { timeout: 15_000 }));
  return user;
}

async function choose(user: UserEvent, container: HTMLElement, label: string, option: RegExp | string) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Record Sale filled in and saved: LKR 1,000 of Mobitel reload for LKR 980. */
async function sell(user: UserEvent, buyerType: 'Agent' | 'Customer', buyer: RegExp) {
  if (!screen.queryByRole('dialog', { name: 'Record Sale' })) await user.click(screen.getByRole('button', { name: 'Record Sale' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record Sale' });
  await choose(user, dialog, 'Recharge Type', 'Mobitel');
  await user.type(within(dialog).getByLabelText(/^Sold Value/), '1000');
  await user.type(within(dialog).getByLabelText(/^Sold Price/), '980');
  await choose(user, dialog, 'Customer Type', buyerType);
  await choose(user, dialog, 'Customer / Agent', buyer);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Sale' })).not.toBeInTheDocument());
}

/** The offer above the list, by the buyer's name. */
const offerTo = async (name: string) => (await screen.findByText(`Sale to ${name} recorded: send the WhatsApp message now?`)).closest<HTMLElement>('[role="status"]')!;

async function offeredMessage(user: UserEvent, name: string) {
  await user.click(within(await offerTo(name)).getByRole('button', { name: 'Send WhatsApp' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send WhatsApp' });
  const message = (await within(dialog).findByLabelText('Message')) as HTMLTextAreaElement;
  return { dialog, message: message.value };
}

describe('the WhatsApp message offered right after Record Sale (product.md §10)', () => {
  const open = vi.fn();
  beforeEach(() => {
    open.mockReset();
    vi.stubGlobal('open', open);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets staff send an agent the reload value they typed as well as the amount paid', async () => {
    const user = await recordAsStaff();
    await sell(user, 'Agent', /^Ruwan Jayasinghe/);
    const { dialog, message } = await offeredMessage(user, 'Ruwan Jayasinghe');
    expect(within(dialog).getByText('+94712223334')).toBeInTheDocument();
    expect(message).toBe(
      [
        'Dear Ruwan Jayasinghe,',
        'Thank you for your Mobitel recharge on 12 Mar 2026 10:00 AM.',
        'Reload value credited: LKR 1,000.00',
        'Amount paid: LKR 980.00',
        'TV, Recharge & Repair Shop',
      ].join('\n'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(open.mock.calls[0][0]).toMatch(/^https:\/\/wa\.me\/94712223334\?text=Dear%20Ruwan/);
    // Sent: the offer is done with.
    await waitFor(() => expect(screen.queryByText(/^Sale to Ruwan Jayasinghe recorded/)).not.toBeInTheDocument());
  }, 60_000);

  it('offers nothing for the walk-in customer, and a customer’s message has no reload line', async () => {
    const user = await recordAsStaff();
    await sell(user, 'Customer', /^Walk-in customer/);
    expect(await screen.findByText('Sale recorded successfully')).toBeInTheDocument();
    expect(screen.queryByText(/^Sale to .* recorded:/)).not.toBeInTheDocument();

    await sell(user, 'Customer', /^Kasun Perera/);
    const { dialog, message } = await offeredMessage(user, 'Kasun Perera');
    expect(within(dialog).getByText('+94761112223')).toBeInTheDocument();
    expect(message).toContain('Amount paid: LKR 980.00');
    expect(message).not.toContain('Reload value credited');
  }, 60_000);
});
