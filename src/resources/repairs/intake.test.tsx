import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staffUser } from '../../../tests/support/builders';
import { renderScreen } from '../../../tests/support/renderApp';
import { kasun, phone, screenIssue, serveRepairShop, tv } from '../../../tests/support/repairShop';
import { setupApi } from '../../../tests/support/server';

/** Intake that protects the shop (product.md §10): accessories and condition taken in, shown and signed for. */

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });
const FEATURES = ['repairIntake'];
const PHONE = 'Samsung Galaxy A52 of Kasun Perera';
const noted = { ...phone, accessories: ['Charger', 'Other'], otherAccessory: 'Stylus pen', condition: 'Cracked screen, scratches on back' };

describe("a repair's intake", () => {
  it('is taken in with the repair: accessories ticked, what Other was, and the condition', async () => {
    const fake = serveRepairShop(api, staffUser, [phone, tv]);
    renderScreen({ user: staffUser, path: '/repairs/management', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add Repair' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Repair' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), 'kas');
    await user.click(await screen.findByRole('option', { name: /Kasun Perera/ }));
    const issues = within(dialog).getByRole('combobox', { name: 'Issues' });
    await user.click(issues);
    await user.type(issues, 'scr');
    await user.click(await screen.findByRole('option', { name: /Screen Replacement/ }));
    const intake = within(dialog).getByRole('region', { name: 'Received with the device' });
    await user.click(within(intake).getByRole('checkbox', { name: 'Charger' }));
    await user.click(within(intake).getByRole('checkbox', { name: 'SIM card' }));
    await user.click(within(intake).getByRole('checkbox', { name: 'Other' }));
    // Pasted, as typing every letter costs seconds on a loaded machine.
    await user.click(within(intake).getByLabelText(/^Other accessory/));
    await user.paste(' Stylus pen ');
    await user.click(within(intake).getByLabelText(/^Condition/));
    await user.paste('Cracked screen, scratches on back');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Repair created successfully')).toBeInTheDocument();
    expect(fake.writes()[0].body).toEqual({
      customerId: kasun._id,
      repairProduct: null,
      issues: [screenIssue._id],
      discount: 0,
      expectedReturnDate: null,
      note: null,
      accessories: ['Charger', 'SIM card', 'Other'],
      otherAccessory: 'Stylus pen',
      condition: 'Cracked screen, scratches on back',
    });
  });

  it('shows in Repair Details and on the job card, with the line the customer signs', async () => {
    serveRepairShop(api, staffUser, [noted, tv]);
    renderScreen({ user: staffUser, path: '/repairs/management', features: FEATURES });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Repair Details ${PHONE}` }, { timeout: 15_000 }));
    const details = await screen.findByRole('dialog', { name: 'Repair Details' });
    await waitFor(() => expect(within(details).getByText('Accessories received').closest('tr')).toHaveTextContent('Charger, Stylus pen'));
    expect(within(details).getByText('Condition').closest('tr')).toHaveTextContent('Cracked screen, scratches on back');
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: `Print Job Card ${PHONE}` }));
    const print = await screen.findByRole('dialog', { name: 'Print Job Card' });
    const card = (await within(print).findByText(`Job No. ${phone._id.slice(-8).toUpperCase()}`)).closest('.shop-printed-document')!;
    expect(card).toHaveTextContent('AccessoriesCharger, Stylus pen');
    expect(card).toHaveTextContent('ConditionCracked screen, scratches on back');
    const signature = card.querySelector('[data-part="signature"]')!;
    expect(signature).toHaveTextContent('I agree that the device was received in the condition stated above');
    expect(signature).toHaveTextContent("Customer's signature");
    await user.click(within(print).getByRole('button', { name: 'A4' }));
    expect(card.querySelector('[data-part="signature"]')).toHaveTextContent("Customer's signature");
  });
});
