import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../tests/support/download';
import { reportScreen } from '../../../tests/support/reportScreen';
import type { ProductSalesAnswer } from '../../domain/productSales';

/** The products report (issue 48): the owner's screen over GET /reports/products, its cards, tables, CSV and menu item. */

const ANSWER: ProductSalesAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  idleDays: 90,
  lines: [
    { productId: 'p2', name: 'Charger', quantity: 1, revenue: 2400, profit: 900 },
    { productId: 'p1', name: 'Cable', quantity: 5, revenue: 1480, profit: 878.75 },
  ],
  total: { quantity: 6, revenue: 3880, profit: 1778.75 },
  idle: [
    { productId: 'p3', name: 'Case', quantity: 4, lastSold: null, value: 800 },
    { productId: 'p4', name: 'Remote', quantity: 2, lastSold: '2026-06-03T05:00:00.000Z', value: 1300 },
  ],
  idleValue: 2100,
};

/** The report, refusing 0 days without a sale as the server does; each query recorded with its days without a sale. */
const report = reportScreen({
  menuName: 'Products Report',
  path: '/reports/products',
  apiPath: '/reports/products',
  answer: ANSWER,
  recorded: ['idleDays'],
  respond: (url) => {
    const days = url.searchParams.get('idleDays');
    if (days === '0')
      return HttpResponse.json(
        { message: 'Days without a sale must be a whole number from 1 to 3650', key: 'idleDaysInvalid', errors: { idleDays: 'Days without a sale must be a whole number from 1 to 3650' } },
        { status: 400 },
      );
    return HttpResponse.json({ ...ANSWER, idleDays: Number(days) });
  },
});

describe('Products Report', () => {
  it('shows the owner this month’s products by revenue, profit or units, and those without a sale with their stock value, and exports both', async () => {
    const asked = report.serve();
    report.open();
    const cards = await screen.findByRole('group', { name: 'This period' });
    expect(await within(cards).findByText('LKR 3,880.00')).toBeInTheDocument();
    expect(within(cards).getByText('LKR 1,778.75')).toBeInTheDocument();
    expect(within(cards).getByText('LKR 2,100.00')).toBeInTheDocument();
    expect(asked).toContain('2026-11-01..2026-11-30/90');

    const sold = await screen.findByRole('table', { name: 'Products sold' });
    const names = () => within(sold).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names()).toEqual(['Charger', 'Cable']);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Quantity' }));
    expect(names()).toEqual(['Cable', 'Charger']);
    expect(within(sold).getByText('Cable').closest('tr')).toHaveTextContent('LKR 878.75');

    const idle = screen.getByRole('table', { name: 'No sale in the last 90 days' });
    expect(within(idle).getByText('Case').closest('tr')).toHaveTextContent('Never');
    expect(within(idle).getByText('Remote').closest('tr')).toHaveTextContent('03 Jun 2026');
    expect(within(idle).getByText('Remote').closest('tr')).toHaveTextContent('LKR 1,300.00');

    const downloads = captureDownloads();
    try {
      await user.click(screen.getByRole('button', { name: 'Export products sold' }));
      expect(((await downloads.last()) ?? '').split('\r\n')).toEqual(['Product,Quantity,Revenue,Profit', 'Cable,5,1480.00,878.75', 'Charger,1,2400.00,900.00']);
      await user.click(screen.getByRole('button', { name: 'Export products without a sale' }));
      expect(((await downloads.last()) ?? '').split('\r\n')).toEqual(['Product,On hand,Last sold,Stock value', 'Case,4,,800.00', 'Remote,2,03 Jun 2026,1300.00']);
    } finally {
      downloads.restore();
    }
    expect(await screen.findByRole('heading', { name: 'Top products by Quantity' })).toBeInTheDocument();
  });

  it('asks again as the days without a sale change, and shows the server’s refusal under the field', async () => {
    const asked = report.serve();
    report.open();
    await screen.findByRole('table', { name: 'Products sold' });
    const user = userEvent.setup({ delay: null });
    const field = screen.getByRole('textbox', { name: 'Days without a sale' });
    await user.clear(field);
    await user.type(field, '30');
    expect(await screen.findByRole('table', { name: 'No sale in the last 30 days' })).toBeInTheDocument();
    expect(asked).toContain('2026-11-01..2026-11-30/30');
    await user.clear(field);
    await user.type(field, '0');
    expect(await screen.findByText('Days without a sale must be a whole number from 1 to 3650')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a long month a page at a time, best first, and exports every product', async () => {
    // A ten-year shop sells thousands of products a month: drawing every row held the page back by seconds.
    const lines = Array.from({ length: 60 }, (_, index) => ({ productId: `p${index}`, name: `Product ${index + 1}`, quantity: 1, revenue: 6000 - index * 100, profit: 10 }));
    report.api.use(http.get('*/api/reports/products', () => HttpResponse.json({ ...ANSWER, lines })));
    report.open();
    const sold = await screen.findByRole('table', { name: 'Products sold' });
    const names = () => within(sold).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names()).toEqual(lines.slice(0, 25).map((line) => line.name));
    const region = screen.getByRole('region', { name: 'Products sold' });
    expect(within(region).getByText('1-25 of 60')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(within(region).getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(lines.slice(25, 50).map((line) => line.name));
    // The short table of products without a sale has no page controls.
    expect(within(screen.getByRole('region', { name: 'No sale in the last 90 days' })).queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();

    const downloads = captureDownloads();
    try {
      await user.click(screen.getByRole('button', { name: 'Export products sold' }));
      expect(((await downloads.last()) ?? '').split('\r\n')).toHaveLength(61);
    } finally {
      downloads.restore();
    }
  });

  report.sharedCases({
    failed: 'The products report could not be loaded',
    alsoWhenFailed: () => expect(screen.queryByRole('table', { name: 'Products sold' })).not.toBeInTheDocument(),
    ownerFeatures: ['reports', 'profitAndLoss'],
    // Under the Reports label, with the profit-and-loss statement and the other reports.
    alsoInOwnersMenu: (menu) => {
      const labels = within(menu)
        .getAllByText(/^(Reports|Profit and Loss|Products Report|Takings by Payment Method|Sales by Staff Member|Sales by Hour and Day|Recharge Margins|Top Customers|Repairs Report)$/)
        .map((item) => item.textContent);
      expect(labels).toEqual(['Reports', 'Profit and Loss', 'Products Report', 'Takings by Payment Method', 'Sales by Staff Member', 'Sales by Hour and Day', 'Recharge Margins', 'Top Customers', 'Repairs Report']);
    },
  });
});
