import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { owner, staffUser } from '../../../tests/support/builders';
import { fakeStaffApi } from '../../../tests/support/fakeStaffApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import type { ActivityEntry } from '.';

const api = setupApi();
// Ten years of a shop's writes, as a server that pages holds them: the console only ever sees a page.
const TOTAL = 400_000;

const entryAt = (index: number, overrides: Partial<ActivityEntry> = {}): Omit<ActivityEntry, 'id'> => ({
  _id: `e-${index}`,
  at: new Date(Date.UTC(2026, 2, 12, 4, 30) - index * 60_000).toISOString(),
  userId: staffUser._id ?? null,
  userName: 'Staff Demo',
  action: 'update',
  resource: 'customers',
  recordId: `c-${index}`,
  changes: [{ field: 'firstName', before: 'Kasun', after: 'Kasun Chaminda' }],
  ...overrides,
});

/** Our server: a page of the log, its total; a section filter or a search narrows it. What each request asked. */
function servePagedActivity() {
  const asked: URLSearchParams[] = [];
  api.use(...fakeStaffApi([owner, staffUser]).handlers);
  api.use(
    http.get('*/api/activity', ({ request }) => {
      const words = new URL(request.url).searchParams;
      asked.push(words);
      const filter = JSON.parse(words.get('_filter') ?? '{}') as { q?: string; resource?: string };
      const narrowed = Boolean(filter.q || filter.resource);
      const total = narrowed ? 1 : TOTAL;
      const size = Number(words.get('_perPage'));
      const data = narrowed
        ? [entryAt(0, { action: 'delete', resource: 'bills', userName: 'Owner Demo', userId: owner._id ?? null })]
        : Array.from({ length: Math.min(size, total) }, (_, index) => entryAt(index + (Number(words.get('_page')) - 1) * size));
      return HttpResponse.json({ data, total, summary: {} });
    }),
  );
  return asked;
}

const lastFilter = (asked: URLSearchParams[]) => JSON.parse(asked[asked.length - 1]!.get('_filter') ?? '{}') as Record<string, unknown>;

describe('Activity on a server that pages (docs/architecture.md)', () => {
  it("shows the server's page of 25, and asks it to filter by section and to search", async () => {
    const asked = servePagedActivity();
    renderScreen({ user: owner, path: '/activity', features: ['activity', 'paging'] });
    expect((await screen.findAllByText('Edited', {}, { timeout: 15_000 })).length).toBe(25);
    expect(screen.getByText(/1-25 of 400000|1–25 of 400,000|1-25 of 400,000/)).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ _page: '1', _perPage: '25', _sort: 'at', _order: 'DESC' });

    const user = userEvent.setup({ delay: null });
    const search = screen.getByPlaceholderText('Search by user, record or value');
    const toolbar = search.closest('form')!;
    await user.click(within(toolbar).getByRole('combobox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Bills' }));
    await waitFor(() => expect(screen.queryByText('Edited')).not.toBeInTheDocument());
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(lastFilter(asked)).toEqual({ resource: 'bills' });

    await user.type(search, 'b-000042');
    await waitFor(() => expect(lastFilter(asked)).toEqual({ resource: 'bills', q: 'b-000042' }));
    expect(screen.getByText('Deleted')).toBeInTheDocument();
  });
});
