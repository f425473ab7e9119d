import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../tests/support/download';
import { reportScreen } from '../../../tests/support/reportScreen';
import type { StaffSalesAnswer } from '../../domain/staffSales';

/** Sales by staff member (issue 48): the owner's screen over GET /reports/staff-sales, its chart, table, CSV and menu item. */

const ANSWER: StaffSalesAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  staff: [
    { name: 'Nimal Perera', businesses: { bills: { count: 1, amount: 1200 }, recharges: { count: 0, amount: 0 }, repairs: { count: 1, amount: 2000 } }, total: 3200 },
    { name: null, businesses: { bills: { count: 1, amount: 300 }, recharges: { count: 1, amount: 500 }, repairs: { count: 0, amount: 0 } }, total: 800 },
  ],
  total: 4000,
};

const report = reportScreen({ menuName: 'Sales by Staff Member', path: '/reports/staff', apiPath: '/reports/staff-sales', answer: ANSWER });

describe('Sales by Staff Member', () => {
  it('shows the owner what each person took this month by business, with how many, and exports it', async () => {
    const asked = report.serve();
    report.open();
    const table = await screen.findByRole('table', { name: 'Sales by Staff Member' });
    expect(asked).toContain('2026-11-01..2026-11-30');
    const nimal = within(table).getByText('Nimal Perera').closest('tr')!;
    expect(nimal).toHaveTextContent('LKR 1,200.00 (1)');
    expect(nimal).toHaveTextContent('LKR 3,200.00');
    expect(within(table).getByText('Not recorded').closest('tr')).toHaveTextContent('LKR 500.00 (1)');
    expect(within(table).getAllByText('Total').at(-1)!.closest('tr')).toHaveTextContent('LKR 4,000.00');
    expect(await screen.findByRole('heading', { name: 'Takings by staff member' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(((await downloads.last()) ?? '').split('\r\n')).toEqual([
        'Staff member,Bills (count),Bills,Recharge sales (count),Recharge sales,Repair payments (count),Repair payments,Total',
        'Nimal Perera,1,1200.00,0,0.00,1,2000.00,3200.00',
        'Not recorded,1,300.00,1,500.00,0,0.00,800.00',
      ]);
    } finally {
      downloads.restore();
    }
  });

  report.sharedCases({ failed: 'Sales by staff member could not be loaded' });
});
