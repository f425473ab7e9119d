import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { owner, staffUser } from './builders';
import { renderApp, renderScreen } from './renderApp';
import { setupApi } from './server';

/**
 * What the screen tests of the owner's reports (issue 48) share: the clock, the report's API
 * answered by msw, and the cases every report has, its failure message and who finds it in the
 * menu. Each report's own figures, tables and export stay in its own test file.
 */

/** 24 Nov 2026, 10 am in Colombo: the reports open on November. */
export const REPORT_NOW = new Date('2026-11-24T04:30:00.000Z');

export interface ReportScreen<Answer> {
  /** The report's name in the menu. */
  menuName: string;
  /** The console's path, e.g. `/reports/staff`. */
  path: string;
  /** Its call, below `/api`, e.g. `/reports/staff-sales`. */
  apiPath: string;
  answer: Answer;
  /** Query words recorded after the days, e.g. `idleDays` (`from..to/90`). */
  recorded?: readonly string[];
  /** Its own answer to a query (a refusal, say); undefined: `answer`. */
  respond?: (url: URL) => Response | undefined;
}

/**
 * Sets up a report's screen tests (call at the top of the file): msw, the clock, a longer time-out.
 * `serve` answers the report (or fails it with a 500) and records each query as `from..to`.
 */
export function reportScreen<Answer>(report: ReportScreen<Answer>) {
  const api = setupApi();
  vi.setConfig({ testTimeout: 30_000 });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(REPORT_NOW);
  });
  afterEach(() => vi.useRealTimers());

  function serve({ fail = false } = {}): string[] {
    const asked: string[] = [];
    api.use(
      http.get(`*/api${report.apiPath}`, ({ request }) => {
        const url = new URL(request.url);
        const extra = (report.recorded ?? []).map((word) => `/${url.searchParams.get(word)}`).join('');
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}${extra}`);
        if (fail) return HttpResponse.json({ message: 'Internal error' }, { status: 500 });
        return report.respond?.(url) ?? HttpResponse.json(report.answer as object);
      }),
    );
    return asked;
  }

  /** The report's screen as the owner (or `user`) opens it, where the backend names `reports`. */
  const open = (user = owner) => renderScreen({ user, path: report.path, features: ['reports'] });

  return { api, serve, open, sharedCases: (cases: SharedCases) => sharedCases(report, serve, open, cases) };
}

interface SharedCases {
  /** What the screen says when the report fails. */
  failed: string;
  /** More to check once it has said so. */
  alsoWhenFailed?: () => void;
  /** The features the owner's backend names (`reports` unless said). */
  ownerFeatures?: string[];
  /** More to check in the owner's menu. */
  alsoInOwnersMenu?: (menu: HTMLElement) => void;
}

/**
 * The cases every report has: a failed answer says so; the owner finds it in the menu where the
 * backend names `reports`, neither staff nor a backend without it do, and staff opening it are
 * refused without a call.
 */
function sharedCases<Answer>(
  report: ReportScreen<Answer>,
  serve: (options?: { fail?: boolean }) => string[],
  open: (user?: typeof owner) => unknown,
  { failed, alsoWhenFailed, ownerFeatures = ['reports'], alsoInOwnersMenu }: SharedCases,
): void {
  it('says so when the report cannot be loaded', async () => {
    serve({ fail: true });
    open();
    expect(await screen.findByText(failed)).toBeInTheDocument();
    alsoWhenFailed?.();
  });

  it('is in the owner’s menu where the backend names it; not in staff’s, nor in a backend’s that does not; staff get no figure', async () => {
    const asked = serve();
    const menuItem = async () => {
      const menu = await screen.findByRole('menu');
      await within(menu).findByText('Dashboard');
      return within(menu).queryByText(report.menuName);
    };
    let rendered = renderApp({ user: owner, path: '/dashboard', features: ownerFeatures });
    expect(await menuItem()).toBeInTheDocument();
    alsoInOwnersMenu?.(screen.getByRole('menu'));
    rendered.unmount();
    rendered = renderApp({ user: owner, path: '/dashboard', features: [] });
    expect(await menuItem()).not.toBeInTheDocument();
    rendered.unmount();
    rendered = renderApp({ user: staffUser, path: '/dashboard', features: ['reports'] });
    expect(await menuItem()).not.toBeInTheDocument();
    rendered.unmount();
    open(staffUser);
    expect((await screen.findAllByText('Access Denied')).length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });
}
