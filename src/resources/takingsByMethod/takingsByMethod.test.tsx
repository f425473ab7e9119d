import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../tests/support/download';
import { pickerField, typeInPicker } from '../../../tests/support/pickers';
import { reportScreen } from '../../../tests/support/reportScreen';
import type { TakingsByMethodAnswer } from '../../domain/takingsByMethod';

/** Takings by payment method (issue 48): the owner's screen over GET /reports/payment-methods, its cards, table, CSV and menu item. */

const none = { bill: 0, sale: 0, repair: 0, account: 0 };
const ANSWER: TakingsByMethodAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  methods: [
    { method: 'cash', received: 1200, refunded: 300, net: 900, businesses: { ...none, bill: 1200 } },
    { method: 'card', received: 4700, refunded: 0, net: 4700, businesses: { ...none, bill: 200, repair: 4500 } },
    { method: 'bank', received: 150, refunded: 0, net: 150, businesses: { ...none, account: 150 } },
    { method: 'wallet', received: 0, refunded: 0, net: 0, businesses: none },
    { method: 'lankaqr', received: 2000, refunded: 0, net: 2000, businesses: { ...none, repair: 2000 } },
  ],
  total: { received: 8050, refunded: 300, net: 7750 },
  credit: { onAccounts: 400, takenOff: 0 },
};

const report = reportScreen({ menuName: 'Takings by Payment Method', path: '/reports/payments', apiPath: '/reports/payment-methods', answer: ANSWER });

describe('Takings by Payment Method', () => {
  it('shows the owner this month’s takings by method and business, the refunds and what went on accounts, and exports them', async () => {
    const asked = report.serve();
    report.open();
    const cards = await screen.findByRole('group', { name: 'This period' });
    expect(await within(cards).findByText('LKR 8,050.00')).toBeInTheDocument();
    expect(within(cards).getByText('LKR 7,750.00')).toBeInTheDocument();
    expect(within(cards).getByText('LKR 400.00')).toBeInTheDocument();
    expect(asked).toContain('2026-11-01..2026-11-30');

    const table = await screen.findByRole('table', { name: 'Takings by Payment Method' });
    const card = within(table).getByText('Card').closest('tr')!;
    expect(card).toHaveTextContent('LKR 200.00');
    expect(card).toHaveTextContent('LKR 4,500.00');
    expect(within(table).getByText('Total').closest('tr')).toHaveTextContent('LKR 6,500.00');
    expect(screen.getByText('Sold on credit: LKR 400.00 put on accounts; LKR 0.00 of returns taken off accounts.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Received by payment method' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      const csv = ((await downloads.last()) ?? '').split('\r\n');
      expect(csv[0]).toBe('Payment method,Bills,Recharge sales,Repairs,Payments on account,Received,Refunded,Net');
      expect(csv[1]).toBe('Cash,1200.00,0.00,0.00,0.00,1200.00,300.00,900.00');
      expect(csv.at(-1)).toBe('Total,1400.00,0.00,6500.00,150.00,8050.00,300.00,7750.00');
    } finally {
      downloads.restore();
    }
  });

  it('asks another range of days as it is picked', async () => {
    const asked = report.serve();
    report.open();
    await screen.findByRole('table', { name: 'Takings by Payment Method' });
    const user = userEvent.setup({ delay: null });
    await typeInPicker(user, pickerField(document.body, /^From/), '01102026');
    await vi.waitFor(() => expect(asked).toContain('2026-10-01..2026-11-30'));
  });

  report.sharedCases({ failed: 'Takings by payment method could not be loaded' });
});
