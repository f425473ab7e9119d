import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAgent, buildCustomer, owner, staffUser } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { agents } from '../agents';
import { customers } from '.';

/**
 * A customer's and an agent's preferred language (product.md §10): asked for in their form
 * only where the backend offers it (`preferredLanguage`), each language named in itself, and
 * sent; on the shop's own backend the form and its payload are the spec's.
 */

const api = setupApi();
const FEATURES = ['preferredLanguage'];

const newCustomer: Record<string, string> = {
  'First Name': 'Nuwan',
  'Last Name': 'Bandara',
  Address: '44 Kandy Road, Kurunegala',
  'Phone Number': '0751112223',
  'NIC Number': '200112345678',
  'Card Number': 'DTV-9001',
};

async function addCustomer(features: readonly string[]) {
  const fake = fakeResourceApi(customers.routes!, [buildCustomer()], (body) => buildCustomer(body));
  api.use(...fake.handlers);
  renderScreen({ user: staffUser, path: '/customers', features });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Add Customer' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
  for (const [label, value] of Object.entries(newCustomer)) await user.type(within(dialog).getByLabelText(new RegExp(`^${label}`)), value);
  return { fake, user, dialog };
}

describe('the preferred language in the customer form', () => {
  it('is offered by a backend that keeps it, each language by its own name, and sent', async () => {
    const { fake, user, dialog } = await addCustomer(FEATURES);
    await user.click(within(dialog).getByRole('combobox', { name: 'Preferred language' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent?.trim()).filter(Boolean)).toEqual(['English', 'සිංහල', 'தமிழ்']);
    await user.click(screen.getByRole('option', { name: 'සිංහල' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
    expect(fake.writes()[0]!.body).toMatchObject({ firstName: 'Nuwan', language: 'si' });
  });

  it("is not there on the shop's own backend, whose payload stays the spec's", async () => {
    const { fake, user, dialog } = await addCustomer([]);
    expect(within(dialog).queryByRole('combobox', { name: 'Preferred language' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Preferred language')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
    expect(Object.keys(fake.writes()[0]!.body as object).sort()).toEqual(
      ['address', 'cardNumber', 'email', 'firstName', 'lastName', 'nicNumber', 'phoneNumber', 'whatsappNumber'].sort(),
    );
  });
});

it("shows an agent's kept language on edit and sends the one chosen", async () => {
  const ruwan = buildAgent({ firstName: 'Ruwan', lastName: 'Kumara', language: 'ta' });
  const fake = fakeResourceApi(agents.routes!, [ruwan], (body) => buildAgent(body));
  api.use(...fake.handlers);
  renderScreen({ user: owner, path: '/agents', features: FEATURES });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Edit Ruwan Kumara' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Agent' });
  const select = within(dialog).getByRole('combobox', { name: 'Preferred language' });
  expect(select).toHaveTextContent('தமிழ்');
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'English' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fake.writes()).toHaveLength(1));
  expect(fake.writes()[0]!.body).toMatchObject({ firstName: 'Ruwan', language: 'en' });
});
