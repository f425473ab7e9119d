import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAgent, owner, staffUser } from '../../../tests/support/builders';
import { columnChoices, headers } from '../../../tests/support/columns';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { agents } from '.';

const api = setupApi();
const ruwan = buildAgent({ nicNumber: 'OLD-NIC-77' });

async function openAgents(user = owner) {
  const fake = fakeResourceApi(agents.routes!, [ruwan], (body) => buildAgent(body));
  api.use(...fake.handlers);
  renderScreen({ user, path: '/agents' });
  await screen.findByText('Ruwan Jayasinghe');
  return fake;
}


describe('Agents (product.md §2, §5, §6)', () => {
  it('has no card number column, input or history, even for super admins', async () => {
    await openAgents();
    await screen.findByRole('button', { name: 'Edit Ruwan Jayasinghe' });
    expect(headers()).not.toContain('Card Number');
    expect(await columnChoices(userEvent.setup({ delay: null }))).toContain('Created By');
    expect(screen.queryByRole('button', { name: /History of/ })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/^Card Number/)).not.toBeInTheDocument();
  });

  it('requires a NIC in any format, and staff may add an agent', async () => {
    const fake = await openAgents(staffUser);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add Agent' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter NIC number')).toBeInTheDocument();
    const values: Record<string, string> = {
      'First Name': 'Mohamed',
      'Last Name': 'Nazeer',
      Address: 'Market Road, Batticaloa',
      // The WhatsApp number follows the phone number (it is most often the same).
      'Phone Number': '0779990001',
      'NIC Number': 'PASSPORT N1234567',
    };
    for (const [label, value] of Object.entries(values)) await user.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Agent created successfully')).toBeInTheDocument();
    expect(fake.writes()[0]).toMatchObject({ method: 'POST', path: '/api/agents', body: { nicNumber: 'PASSPORT N1234567', email: '', whatsappNumber: '0779990001' } });
    expect(fake.writes()[0].body).not.toHaveProperty('cardNumber');
  });

  it('shows staff no edit or delete, and offers them no audit column', async () => {
    await openAgents(staffUser);
    await screen.findByRole('button', { name: 'Add Agent' });
    await waitFor(() => expect(headers()).not.toContain('Actions'));
    // Hidden until chosen for the owner too: the Columns button says whether the role may show it.
    expect(await columnChoices(userEvent.setup({ delay: null }))).not.toContain('Created By');
  });
});
