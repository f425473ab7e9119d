import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TakingsDay } from '../domain/dashboard';
import { i18nProvider } from '../i18n/i18nProvider';
import { TakingsChart } from './TakingsChart';

/** IntersectionObserver as the test moves it: `near()` tells each observer watching that its element came near the view. */
function fakeView() {
  const watching = new Map<Element, IntersectionObserverCallback>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      watching.set(element, this.callback);
    }
    disconnect() {
      for (const [element, callback] of watching) if (callback === this.callback) watching.delete(element);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const near = () =>
    act(() => {
      for (const [element, callback] of watching) callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { watching, near };
}

const days: TakingsDay[] = [
  { day: '2027-02-27', bills: 1500, recharges: 400, repairs: 0, profit: 310 },
  { day: '2027-02-28', bills: 0, recharges: 1200, repairs: 2500, profit: 480 },
];
const drawnCharts = () => document.querySelectorAll('svg.MuiChartsSurface-root');

const renderChart = (props: Parameters<typeof TakingsChart>[0]) =>
  render(
    <I18nContextProvider value={i18nProvider}>
      <TakingsChart {...props} />
    </I18nContextProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's takings chart", () => {
  it("shows the owner's two charts' cards at once, and draws their bars when they come near the view", async () => {
    const view = fakeView();
    renderChart({ days, showProfit: true });
    expect(screen.getByRole('heading', { name: 'Takings, last 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profit, last 30 days' })).toBeInTheDocument();
    // Out of view, nothing is drawn and nothing says it is loading (the browser test measures the places kept).
    expect(view.watching.size).toBe(1);
    expect(drawnCharts()).toHaveLength(0);
    expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);

    view.near();
    await waitFor(() => expect(drawnCharts()).toHaveLength(2));
    expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
    // Drawn once and for all: nothing is watched any more.
    expect(view.watching.size).toBe(0);
  });

  it('shows staff the takings alone', async () => {
    const view = fakeView();
    renderChart({ days, showProfit: false });
    view.near();
    await waitFor(() => expect(drawnCharts()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Takings, last 30 days' })).toBeInTheDocument();
    expect(screen.queryByText(/profit/i)).not.toBeInTheDocument();
  });

  it('shows that the days are loading until they are read, even in view', async () => {
    const view = fakeView();
    const { rerender } = renderChart({ days: undefined, showProfit: true });
    view.near();
    expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2);
    expect(drawnCharts()).toHaveLength(0);
    rerender(
      <I18nContextProvider value={i18nProvider}>
        <TakingsChart days={days} showProfit />
      </I18nContextProvider>,
    );
    await waitFor(() => expect(drawnCharts()).toHaveLength(2));
  });
});
