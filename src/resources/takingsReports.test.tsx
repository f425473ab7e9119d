import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCustomer, buildProduct, owner } from '../../tests/support/builders';
import { captureDownloads } from '../../tests/support/download';
import { fakeResourceApi } from '../../tests/support/fakeResourceApi';
import { pickerField, typeInPicker } from '../../tests/support/pickers';
import { renderScreen } from '../../tests/support/renderApp';
import { serveRepairShop } from '../../tests/support/repairShop';
import { setupApi } from '../../tests/support/server';
import { bills } from './bills';
import { customers } from './customers';
import { products } from './products';

/** The revenue reports' takings by day and business (product.md §10), where the backend offers them. */

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());

const TAKINGS = {
  from: '2026-03-01',
  to: '2026-03-31',
  businesses: [
    { business: 'bills', count: 3, amount: 1299.5, profit: 600 },
    { business: 'recharges', count: 1, amount: 100, profit: 3.5 },
    { business: 'repairs', count: 2, amount: 12500, profit: 3800 },
  ],
  days: [
    { day: '2026-03-01', bills: 0, recharges: 0, repairs: 5000, total: 5000, profit: 1520 },
    { day: '2026-03-02', bills: 150, recharges: 100, repairs: 0, total: 250, profit: 53.5 },
    { day: '2026-03-03', bills: 1149.5, recharges: 0, repairs: 0, total: 1149.5, profit: 550 },
    { day: '2026-03-04', bills: 0, recharges: 0, repairs: 7500, total: 7500, profit: 2280 },
  ],
  total: { count: 6, amount: 13899.5, profit: 4403.5 },
};

/** Serves the spec's report at `specPath` and the breakdown, recording what the breakdown was asked. */
function serveReports(specPath: string, specAnswer: object, takings: () => Response = () => HttpResponse.json(TAKINGS)) {
  const asked: string[] = [];
  api.use(
    http.get(`*/api${specPath}`, () => HttpResponse.json(specAnswer)),
    http.get('*/api/reports/takings', ({ request }) => {
      asked.push(new URL(request.url).search);
      return takings();
    }),
  );
  return asked;
}

async function openBillsReport(features: string[]): Promise<{ user: UserEvent; dialog: HTMLElement }> {
  api.use(
    ...fakeResourceApi(bills.routes!, [], () => ({}) as never).handlers,
    ...fakeResourceApi(customers.routes!, [buildCustomer()], buildCustomer).handlers,
    ...fakeResourceApi(products.routes!, [buildProduct()], buildProduct).handlers,
  );
  // The bills report takes days only where the backend offers its range.
  renderScreen({ user: owner, path: '/bills', features: [...features, 'reportRange'] });
  return runReport();
}

async function runReport(): Promise<{ user: UserEvent; dialog: HTMLElement }> {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Revenue Report' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Revenue Report' });
  await typeInPicker(user, pickerField(dialog, /^From/), '01032026');
  await typeInPicker(user, pickerField(dialog, /^To/), '31032026');
  await user.click(within(dialog).getByRole('button', { name: 'Show report' }));
  await within(dialog).findByRole('group', { name: 'Report' });
  return { user, dialog };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Revenue Report: takings by day and business (product.md §10)', () => {
  it('shows the bills report with each business on a card and a table by day with its total', async () => {
    const asked = serveReports('/bills/report', { count: 3, totalSales: 1299.5, totalProfit: 600 });
    const { dialog } = await openBillsReport(['reportBreakdown']);
    expect(within(dialog).getByText('Bills made on these days, net of their returns')).toBeInTheDocument();
    const cards = await within(dialog).findByRole('group', { name: 'Takings by business' });
    expect(cards).toHaveTextContent('BillsLKR 1,299.503 bills · Profit LKR 600.00');
    expect(cards).toHaveTextContent('Recharge salesLKR 100.001 sale · Profit LKR 3.50');
    expect(cards).toHaveTextContent('Repairs (when paid)LKR 12,500.002 payments · Profit LKR 3,800.00');
    expect(cards).toHaveTextContent('All takingsLKR 13,899.50Profit LKR 4,403.50');
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Takings by day' }))).toEqual([
      ['Day', 'Bills', 'Recharge sales', 'Repairs (when paid)', 'Total', 'Profit'],
      ['01 Mar 2026', 'LKR 0.00', 'LKR 0.00', 'LKR 5,000.00', 'LKR 5,000.00', 'LKR 1,520.00'],
      ['02 Mar 2026', 'LKR 150.00', 'LKR 100.00', 'LKR 0.00', 'LKR 250.00', 'LKR 53.50'],
      ['03 Mar 2026', 'LKR 1,149.50', 'LKR 0.00', 'LKR 0.00', 'LKR 1,149.50', 'LKR 550.00'],
      ['04 Mar 2026', 'LKR 0.00', 'LKR 0.00', 'LKR 7,500.00', 'LKR 7,500.00', 'LKR 2,280.00'],
      ['Total', 'LKR 1,299.50', 'LKR 100.00', 'LKR 12,500.00', 'LKR 13,899.50', 'LKR 4,403.50'],
    ]);
    expect(asked).toEqual(['?from=2026-03-01&to=2026-03-31']);
  });

  it('exports plain numbers and prints the report on A4', async () => {
    serveReports('/bills/report', { count: 3, totalSales: 1299.5, totalProfit: 600 });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const downloads = captureDownloads();
    try {
      const { user, dialog } = await openBillsReport(['reportBreakdown']);
      await user.click(await within(dialog).findByRole('button', { name: 'Export' }));
      expect(await downloads.last()).toBe(
        [
          'Day,Bills,Recharge sales,Repairs (when paid),Total,Profit',
          '2026-03-01,0.00,0.00,5000.00,5000.00,1520.00',
          '2026-03-02,150.00,100.00,0.00,250.00,53.50',
          '2026-03-03,1149.50,0.00,0.00,1149.50,550.00',
          '2026-03-04,0.00,0.00,7500.00,7500.00,2280.00',
          'Total,1299.50,100.00,12500.00,13899.50,4403.50',
        ].join('\r\n'),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Print (A4)' }));
      expect(print).toHaveBeenCalledTimes(1);
      const paper = document.querySelector('.shop-print-root')!;
      expect(paper.querySelector('style')?.textContent).toContain('size: A4');
      expect(paper.querySelector('[data-paper="a4"]')).not.toBeNull();
      expect(paper).toHaveTextContent('Revenue Report01 Mar 2026 – 31 Mar 2026');
      expect(paper).toHaveTextContent('Report figuresBills made on these days, net of their returnsBills3Total SalesLKR 1,299.50');
      expect(paper).toHaveTextContent('04 Mar 2026LKR 0.00LKR 0.00LKR 7,500.00LKR 7,500.00LKR 2,280.00');
      expect(paper).toHaveTextContent('Repairs (when paid) (2 payments · Profit LKR 3,800.00)LKR 12,500.00');
      expect(paper).toHaveTextContent('Repairs count on the day they are paid');
    } finally {
      downloads.restore();
    }
  });

  it('keeps the spec report alone where the backend does not offer the breakdown', async () => {
    const asked = serveReports('/bills/report', { count: 3, totalSales: 1299.5, totalProfit: 600 });
    const { dialog } = await openBillsReport([]);
    expect(within(dialog).getByRole('group', { name: 'Report' })).toHaveTextContent('Total SalesLKR 1,299.50');
    expect(within(dialog).queryByRole('group', { name: 'Takings by business' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Bills made on these days, net of their returns')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("says the repair report's figures count repairs when paid, as the takings do, and still shows them when the takings fail", async () => {
    serveRepairShop(api, owner);
    serveReports('/repairs/revenue', { count: 2, totalRevenue: 14000, totalProfit: 5000 }, () => HttpResponse.json({ message: 'x' }, { status: 500 }));
    renderScreen({ user: owner, path: '/repairs/management', features: ['reportBreakdown'] });
    const { dialog } = await runReport();
    expect(within(dialog).getByText('Repairs paid on these days: each advance and balance on the day it was paid')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Report' })).toHaveTextContent('Total RevenueLKR 14,000.00');
    expect(within(dialog).getByText('The takings by day could not be read')).toBeInTheDocument();
  });
});
