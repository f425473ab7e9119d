import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../tests/support/download';
import { reportScreen } from '../../../tests/support/reportScreen';
import type { CustomerSalesAnswer } from '../../domain/customerSales';

/** Top customers and new against returning (issue 48): the owner's screen over GET /reports/customers, its cards, table, CSV and menu item. */

const ANSWER: CustomerSalesAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  top: [
    { customerId: 'c2', name: 'Kasun Silva', bills: 1, amount: 1200, isNew: true },
    { customerId: 'c1', name: 'Nimal Perera', bills: 1, amount: 600, isNew: false },
  ],
  newCustomers: { customers: 1, bills: 1, amount: 1200 },
  returning: { customers: 1, bills: 1, amount: 600 },
  walkIn: { bills: 3, amount: 900 },
  total: 2700,
};

const report = reportScreen({ menuName: 'Top Customers', path: '/reports/customers', apiPath: '/reports/customers', answer: ANSWER });

describe('Top Customers', () => {
  it('shows the owner this month’s new and returning customers and who spent most, and exports them', async () => {
    const asked = report.serve();
    report.open();
    const cards = await screen.findByRole('group', { name: 'This period' });
    expect(await within(cards).findByText('spent LKR 1,200.00')).toBeInTheDocument();
    expect(asked).toContain('2026-11-01..2026-11-30');
    const table = await screen.findByRole('table', { name: 'Customers who spent most' });
    expect(within(table).getByText('Kasun Silva').closest('tr')).toHaveTextContent('New');
    expect(within(table).getByText('Nimal Perera').closest('tr')).toHaveTextContent('Returning');
    expect(screen.getByText(/The walk-in customer spent LKR 900.00; all bills: LKR 2,700.00/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Spent by new, returning and walk-in customers' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(((await downloads.last()) ?? '').split('\r\n')).toEqual(['Customer,Bills,Spent,New or returning', 'Kasun Silva,1,1200.00,New', 'Nimal Perera,1,600.00,Returning']);
    } finally {
      downloads.restore();
    }
  });

  report.sharedCases({ failed: 'Top customers could not be loaded' });
});
