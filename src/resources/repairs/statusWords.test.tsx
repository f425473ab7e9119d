import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { owner } from '../../../tests/support/builders';
import { renderScreen } from '../../../tests/support/renderApp';
import { phone, serveRepairShop } from '../../../tests/support/repairShop';
import { setupApi } from '../../../tests/support/server';
import { dayjs } from '../../domain/dayjs';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { si } from '../../i18n/si';

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });

const words = si.resources['repairs/management'];
const statusIn = (status: keyof typeof words.choices.status) => words.choices.status[status];

/** The console in Sinhala, as the language menu leaves it (react-admin's store), on a provider of its own. */
function renderInSinhala(path: string) {
  localStorage.setItem('RaStore.locale', JSON.stringify('si'));
  serveRepairShop(api, owner);
  renderScreen({ user: owner, path, i18nProvider: createI18nProvider() });
}

afterEach(() => {
  dayjs.locale('en');
  document.documentElement.lang = 'en';
});

describe("a repair's status in Sinhala (the API names it in English)", () => {
  it('reads in Sinhala on its chip in the list and in the status filter', async () => {
    renderInSinhala('/repairs/management');
    const row = (await screen.findByText('Samsung Galaxy A52', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getByText(statusIn('Sent to Company'))).toBeInTheDocument();
    expect(within(row).queryByText('Sent to Company')).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole('combobox', { name: words.filters.status }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain(statusIn('Pending Parts'));
    expect(options).not.toContain('Pending Parts');
  });

  it('reads in Sinhala in Change Status: the status now and the statuses to choose', async () => {
    renderInSinhala(`/repairs/management/${phone._id}/status`);
    const change = await screen.findByRole('dialog', { name: words.actions.status }, { timeout: 15_000 });
    expect(await within(change).findByText(statusIn('Sent to Company'))).toBeInTheDocument();
    // The repair it changes, named in Sinhala too ('of' was English).
    expect(within(change).getByText('Kasun Perera ගේ Samsung Galaxy A52')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(within(change).getByRole('combobox', { name: new RegExp(words.fields.status) }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toContain(statusIn('Returned from Company'));
  });

  it('reads in Sinhala on the status history timeline', async () => {
    renderInSinhala(`/repairs/management/${phone._id}/history`);
    const history = await screen.findByRole('dialog', { name: words.history.title }, { timeout: 15_000 });
    expect(await within(history).findByText(statusIn('Received from Customer'))).toBeInTheDocument();
    expect(within(history).queryByText('Received from Customer')).not.toBeInTheDocument();
  });
});
