import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../tests/support/download';
import { reportScreen } from '../../../tests/support/reportScreen';
import type { RechargeMarginsAnswer } from '../../domain/rechargeMargins';

/** Recharge sales and margin by provider (issue 48): the owner's screen over GET /reports/recharge-margins, its chart, table, CSV and menu item. */

const none = { count: 0, value: 0, amount: 0, profit: 0, margin: null };
const ANSWER: RechargeMarginsAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  providers: [
    { rechargeType: 'Dialog', count: 1, value: 100, amount: 100, profit: 3.5, margin: 3.5 },
    { rechargeType: 'DDTV', ...none },
    { rechargeType: 'Mobitel', count: 2, value: 750, amount: 750, profit: 22.5, margin: 3 },
    { rechargeType: 'Hutch', ...none },
    { rechargeType: 'Airtel', ...none },
  ],
  total: { count: 3, value: 850, amount: 850, profit: 26, margin: 3.1 },
};

const report = reportScreen({ menuName: 'Recharge Margins', path: '/reports/recharges', apiPath: '/reports/recharge-margins', answer: ANSWER });

describe('Recharge Margins', () => {
  it('shows the owner this month’s recharge sales, takings, profit and margin by provider, and exports them', async () => {
    const asked = report.serve();
    report.open();
    const table = await screen.findByRole('table', { name: 'Recharge Margins' });
    expect(asked).toContain('2026-11-01..2026-11-30');
    expect(within(table).getByText('Mobitel').closest('tr')).toHaveTextContent('LKR 22.50');
    expect(within(table).getByText('Mobitel').closest('tr')).toHaveTextContent('3.0%');
    expect(within(table).getByText('Hutch').closest('tr')).toHaveTextContent('–');
    expect(within(table).getByText('Total').closest('tr')).toHaveTextContent('3.1%');
    expect(await screen.findByRole('heading', { name: 'Takings and profit by provider' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      const csv = ((await downloads.last()) ?? '').split('\r\n');
      expect(csv[0]).toBe('Provider,Sales,Value sold,Takings,Profit,Margin');
      expect(csv[1]).toBe('Dialog,1,100.00,100.00,3.50,3.5');
      expect(csv[2]).toBe('DDTV,0,0.00,0.00,0.00,');
      expect(csv.at(-1)).toBe('Total,3,850.00,850.00,26.00,3.1');
    } finally {
      downloads.restore();
    }
  });

  report.sharedCases({ failed: 'Recharge margins could not be loaded' });
});
