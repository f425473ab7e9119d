import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../tests/support/download';
import { reportScreen } from '../../../tests/support/reportScreen';
import type { SalesByTimeAnswer } from '../../domain/salesByTime';

/** Sales by hour of day and day of week (issue 48): the owner's screen over GET /reports/sales-by-time, its charts, tables, CSV and menu item. */

const hours = Array.from({ length: 24 }, (_, hour) => (hour === 9 ? { count: 3, amount: 1800 } : hour === 18 ? { count: 1, amount: 900 } : { count: 0, amount: 0 }));
const grid = Array.from({ length: 7 }, (_, day) => Array.from({ length: 24 }, (_, hour) => (day === 0 && hour === 9 ? 900 : day === 0 && hour === 18 ? 900 : day === 1 && hour === 9 ? 900 : 0)));
const ANSWER: SalesByTimeAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  hours,
  weekdays: Array.from({ length: 7 }, (_, day) => (day === 0 ? { count: 3, amount: 1800 } : day === 1 ? { count: 1, amount: 900 } : { count: 0, amount: 0 })),
  grid,
  total: { count: 4, amount: 2700 },
};

const report = reportScreen({ menuName: 'Sales by Hour and Day', path: '/reports/hours', apiPath: '/reports/sales-by-time', answer: ANSWER });

describe('Sales by Hour and Day', () => {
  it('shows the owner this month’s takings by the hours the shop sold in and by weekday, and exports each weekday’s hours', async () => {
    const asked = report.serve();
    report.open();
    const byHour = await screen.findByRole('table', { name: 'Takings by hour of day' });
    expect(asked).toContain('2026-11-01..2026-11-30');
    // From the first hour sold in to the last: 09:00 to 18:00, ten rows.
    const rows = within(byHour).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe('09:00–10:00');
    expect(within(byHour).getByText('09:00–10:00').closest('tr')).toHaveTextContent('LKR 1,800.00');
    const byWeekday = screen.getByRole('table', { name: 'Takings by day of week' });
    expect(within(byWeekday).getByText('Monday').closest('tr')).toHaveTextContent('LKR 1,800.00');
    expect(within(byWeekday).getAllByText('Total').at(-1)!.closest('tr')).toHaveTextContent('LKR 2,700.00');
    expect(await screen.findByRole('heading', { name: 'Takings by hour of day' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      const csv = ((await downloads.last()) ?? '').split('\r\n');
      expect(csv).toHaveLength(8);
      expect(csv[0]!.split(',')).toHaveLength(26);
      expect(csv[0]!.startsWith('Day,00:00–01:00,01:00–02:00')).toBe(true);
      expect(csv[1]!.split(',').slice(10, 12)).toEqual(['900.00', '0.00']);
      expect(csv[1]!.endsWith(',1800.00')).toBe(true);
      expect(csv[7]!.startsWith('Sunday,')).toBe(true);
    } finally {
      downloads.restore();
    }
  });

  report.sharedCases({ failed: 'Sales by hour and day could not be loaded' });
});
