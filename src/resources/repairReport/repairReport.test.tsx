import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../tests/support/download';
import { reportScreen } from '../../../tests/support/reportScreen';
import type { RepairReportAnswer } from '../../domain/repairReport';

/** The repairs report (issue 48): the owner's screen over GET /reports/repairs, its cards, chart, table, CSV and menu item. */

const ANSWER: RepairReportAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  takenIn: 3,
  issues: [
    { issueId: 'i1', name: 'Screen Replacement', count: 3, amount: 37500 },
    { issueId: 'i2', name: 'Battery Replacement', count: 1, amount: 4500 },
  ],
  collected: 2,
  averageDays: 3.5,
  medianDays: 3.5,
  bands: [
    { band: 'sameDay', count: 0 },
    { band: 'oneToTwo', count: 0 },
    { band: 'threeToSeven', count: 2 },
    { band: 'eightToFourteen', count: 0 },
    { band: 'overFourteen', count: 0 },
  ],
  claims: { count: 1, approved: 1, awaiting: 0 },
};

const report = reportScreen({ menuName: 'Repairs Report', path: '/reports/repairs', apiPath: '/reports/repairs', answer: ANSWER });

describe('Repairs Report', () => {
  it('shows the owner this month’s repairs taken in by issue, the days to collection and the claims, and exports the issues', async () => {
    const asked = report.serve();
    report.open();
    const cards = await screen.findByRole('group', { name: 'This period' });
    expect(await within(cards).findByText('3.5 days')).toBeInTheDocument();
    expect(within(cards).getByText('median 3.5 days')).toBeInTheDocument();
    expect(within(cards).getByText('1 approved, 0 awaiting approval')).toBeInTheDocument();
    expect(asked).toContain('2026-11-01..2026-11-30');
    const table = await screen.findByRole('table', { name: 'Repairs taken in by issue' });
    expect(within(table).getByText('Screen Replacement').closest('tr')).toHaveTextContent('LKR 37,500.00');
    expect(await screen.findByRole('heading', { name: 'Days from taken in to collected' })).toBeInTheDocument();

    const downloads = captureDownloads();
    const user = userEvent.setup({ delay: null });
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(((await downloads.last()) ?? '').split('\r\n')).toEqual(['Issue,Repairs,Charged', 'Screen Replacement,3,37500.00', 'Battery Replacement,1,4500.00']);
    } finally {
      downloads.restore();
    }
  });

  report.sharedCases({ failed: 'The repairs report could not be loaded' });
});
