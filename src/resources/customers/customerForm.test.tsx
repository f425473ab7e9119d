import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildCustomer, staffUser } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { MESSAGES } from '../../domain/messages';
import { customers } from '.';

/**
 * The create / edit dialog of the engine, as the Add Customer form: no lost work (a prompt
 * before changes are thrown away), phone numbers as people type them, and a server's refusal
 * of one field shown under that field.
 */

const api = setupApi();
const kasun = buildCustomer();

async function openAddCustomer() {
  const fake = fakeResourceApi(customers.routes!, [kasun], (body) => buildCustomer(body));
  api.use(...fake.handlers);
  renderScreen({ user: staffUser, path: '/customers' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Add Customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
  return { fake, user, dialog };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
/** The text under an input (its helper text: where a rule's or the server's message shows). */
const messageUnder = (input: HTMLElement) => input.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

const shownNotice = () => document.querySelector('.MuiSnackbar-root')?.textContent ?? undefined;

const validCustomer: Record<string, string> = {
  'First Name': 'Nuwan',
  'Last Name': 'Bandara',
  Address: '44 Kandy Road, Kurunegala',
  'Phone Number': '0751112223',
  'NIC Number': '200112345678',
  'Card Number': 'DTV-9001',
};

describe('no lost work', () => {
  it('asks before Escape throws changes away; Keep editing keeps them, Discard closes', async () => {
    const { user, dialog } = await openAddCustomer();
    await user.type(field(dialog, 'First Name'), 'Nuwan');

    await user.keyboard('{Escape}');
    const prompt = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(field(screen.getByRole('dialog', { name: 'Add Customer' }), 'First Name')).toHaveValue('Nuwan');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Customer' })).not.toBeInTheDocument());
  });

  it('closes at once without changes', async () => {
    const { user, dialog } = await openAddCustomer();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Customer' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });
});

describe('phone numbers as people type them (product.md §5)', () => {
  it('keeps "+94 75 111 2223" as 0751112223, copies it to WhatsApp, and sends both so', async () => {
    const { fake, user, dialog } = await openAddCustomer();
    await user.type(field(dialog, 'Phone Number'), '+94 75 111 2223');
    expect(field(dialog, 'Phone Number')).toHaveValue('0751112223');
    expect(field(dialog, 'WhatsApp Number')).toHaveValue('0751112223');

    for (const [label, value] of Object.entries(validCustomer)) {
      if (label === 'Phone Number') continue;
      await user.type(field(dialog, label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
    expect(fake.writes()[0]!.body).toMatchObject({ phoneNumber: '0751112223', whatsappNumber: '0751112223' });
  });

  it('stops copying once the WhatsApp number is changed', async () => {
    const { user, dialog } = await openAddCustomer();
    await user.type(field(dialog, 'Phone Number'), '077-123 4567');
    expect(field(dialog, 'WhatsApp Number')).toHaveValue('0771234567');
    await user.clear(field(dialog, 'WhatsApp Number'));
    await user.type(field(dialog, 'WhatsApp Number'), '94711112222');
    await user.clear(field(dialog, 'Phone Number'));
    await user.type(field(dialog, 'Phone Number'), '0779998887');
    expect(field(dialog, 'WhatsApp Number')).toHaveValue('0711112222');
  });
});

describe("a server's refusal of one field", () => {
  it('shows under the field, and its notice leaves when the field is changed', async () => {
    const { user, dialog } = await openAddCustomer();
    api.use(
      http.post('*/api/customers', () =>
        HttpResponse.json({ message: MESSAGES.phoneTaken, errors: { phoneNumber: MESSAGES.phoneTaken } }, { status: 409 }),
      ),
    );
    for (const [label, value] of Object.entries(validCustomer)) await user.type(field(dialog, label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messageUnder(field(dialog, 'Phone Number'))).toBe(MESSAGES.phoneTaken));
    // The notice sits outside the dialog (which hides the rest of the page from the accessibility tree).
    await waitFor(() => expect(shownNotice()).toBe(`Error${MESSAGES.phoneTaken}`));
    expect(field(dialog, 'First Name')).toHaveValue('Nuwan');

    // By keyboard: a click anywhere would close the notice anyway (a snackbar's click-away).
    field(dialog, 'Phone Number').focus();
    await user.keyboard('{Backspace}4');
    // Well before its 4.5 seconds are up.
    await waitFor(() => expect(shownNotice()).toBeUndefined(), { timeout: 1500 });
    expect(messageUnder(field(dialog, 'Phone Number'))).not.toBe(MESSAGES.phoneTaken);
  });
});
