import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAgent, buildCustomer, owner } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { buildSale, buildTopUp, fakeBalance } from '../../../tests/support/recharges';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { agents } from '../agents';
import { customers } from '../customers';
import { rechargeHistory } from './history';

const api = setupApi();
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera' });
const ruwan = buildAgent({ firstName: 'Ruwan', lastName: 'Jayasinghe', phoneNumber: '0712223334', whatsappNumber: '0712223334', nicNumber: '881234567V' });
// 13 Mar 2026 10:30 in Colombo: LKR 1,000 of Mobitel reload for LKR 980.
const toRuwan = buildSale({ rechargeType: 'Mobitel', soldValue: 1000, soldPrice: 980, soldToType: 'agent', soldToId: ruwan._id, soldToName: 'Ruwan Jayasinghe', saleDate: '2026-03-13T05:00:00.000Z' });

function serve() {
  const sales = fakeResourceApi(rechargeHistory.routes!, [toRuwan], buildSale);
  api.use(...sales.handlers, fakeBalance(() => [buildTopUp({ rechargeType: 'Mobitel', topUpValue: 5000 })], () => sales.state.records).handler);
  api.use(...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers, ...fakeResourceApi(agents.routes!, [ruwan], buildAgent).handlers);
}

describe('agents, as people the shop deals with (product.md §10)', () => {
  it('the sale’s agent picker tells agents apart by phone and NIC, as the customer picker does', async () => {
    serve();
    renderScreen({ user: owner, path: '/recharges/history/create' });
    const dialog = await screen.findByRole('dialog', { name: 'Record Sale' }, { timeout: 15_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('combobox', { name: 'Customer Type' }));
    await user.click(await screen.findByRole('option', { name: 'Agent' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Customer / Agent' }), '881234');
    expect(await screen.findByRole('option', { name: 'Ruwan Jayasinghe · 0712223334 · 881234567V' })).toBeInTheDocument();
  });

  it('a sale’s WhatsApp message to an agent states the reload value credited as well as the amount paid', async () => {
    serve();
    renderScreen({ user: owner, path: `/recharges/history/${toRuwan._id}/whatsapp` });
    const dialog = await screen.findByRole('dialog', { name: 'Send WhatsApp' }, { timeout: 15_000 });
    const message = (await within(dialog).findByLabelText('Message')) as HTMLTextAreaElement;
    expect(message.value).toBe(
      [
        'Dear Ruwan Jayasinghe,',
        'Thank you for your Mobitel recharge on 13 Mar 2026 10:30 AM.',
        'Reload value credited: LKR 1,000.00',
        'Amount paid: LKR 980.00',
        'TV, Recharge & Repair Shop',
      ].join('\n'),
    );
  });
});
