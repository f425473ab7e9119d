import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { owner } from '../../../tests/support/builders';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';

/** Settings' TV renewals card (issue 49, `renewals`): the package length and the reminders in three languages, the owner's. */

const api = setupApi();

const SETTINGS = {
  shopName: 'Perera Communication',
  address: '12 Main Street, Kandy',
  phone: '0812234567',
  receiptFooter: '',
  lowBalanceThreshold: 2500,
  lowStockThreshold: 3,
  maxDiscountPercent: 10,
  closingHour: 20,
  closesByShift: false,
  updatedAt: '2026-03-01T04:30:00.000Z',
  updatedByName: 'Owner Demo',
};

function serve() {
  const puts: unknown[] = [];
  const reads: string[] = [];
  api.use(
    http.get('*/api/settings', () => HttpResponse.json(SETTINGS)),
    http.get('*/api/settings/renewals', () => {
      reads.push('renewals');
      return HttpResponse.json({ renewalDays: 30, messages: { en: '', si: '', ta: '' }, updatedAt: SETTINGS.updatedAt, updatedByName: null });
    }),
    http.put('*/api/settings/renewals', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return HttpResponse.json({ renewalDays: body.renewalDays, messages: body.messages, updatedAt: SETTINGS.updatedAt, updatedByName: 'Owner Demo' });
    }),
  );
  return { puts, reads };
}

describe('Settings: TV renewals', () => {
  it('saves the package length and a reminder in Tamil, and refuses an unknown placeholder under its field first', async () => {
    const { puts } = serve();
    renderScreen({ user: owner, path: '/settings', features: ['settings', 'renewals'] });
    const card = await screen.findByRole('region', { name: 'TV renewals' }, { timeout: 15_000 });
    const days = await within(card).findByLabelText(/^Package length/, {}, { timeout: 15_000 });
    expect(days).toHaveValue(30);
    const user = userEvent.setup({ delay: null });
    await user.clear(days);
    await user.type(days, '28');
    const tamil = within(card).getByLabelText(/^Reminder in தமிழ்/);
    await user.click(tamil);
    await user.paste('வணக்கம் {name}');
    await user.click(within(card).getByRole('button', { name: 'Save renewal settings' }));
    expect(await within(card).findByText(/\{name\} is not a placeholder/)).toBeInTheDocument();
    expect(puts).toEqual([]);
    await user.clear(tamil);
    await user.click(tamil);
    await user.paste('வணக்கம் {customerName}, {cardNumber} {dueDate}');
    await user.click(within(card).getByRole('button', { name: 'Save renewal settings' }));
    await waitFor(() => expect(puts).toEqual([{ renewalDays: 28, messages: { en: '', si: '', ta: 'வணக்கம் {customerName}, {cardNumber} {dueDate}' } }]));
  });

  it('is not there, nor asked, on a backend that names no `renewals`', async () => {
    const { reads } = serve();
    renderScreen({ user: owner, path: '/settings', features: ['settings'] });
    await screen.findByLabelText(/^Shop name/, {}, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'TV renewals' })).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  });
});
