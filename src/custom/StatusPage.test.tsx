import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';
import { dayjs } from '../domain/dayjs';
import { createI18nProvider } from '../i18n/i18nProvider';
import { si } from '../i18n/si';
import { ta } from '../i18n/ta';

const api = setupApi();
const CODE = '28t5cy4tqkff';

const ANSWER = {
  jobNumber: 'R-000042',
  device: 'Galaxy A54',
  status: 'Sent to Company',
  timeline: [
    // A backend that let a note through: the page still shows the status and the date only.
    { status: 'Received from Customer', date: '2026-03-01T04:30:00.000Z', note: 'Internal: owes for the last job' },
    { status: 'Sent to Company', date: '2026-03-03T09:00:00.000Z' },
  ],
  expectedReturnDate: '2026-03-10T11:30:00.000Z',
  amountDue: 2500,
  shopName: 'Perera Communication',
  shopPhone: '0812234567',
};

/** Serves the status page's calls and records every call the page makes (method, path, token). */
function serveStatusPage(answers: { get: () => Response; post?: (digits: unknown) => Response }) {
  const calls: { method: string; path: string; authorization: string | null; body?: unknown }[] = [];
  api.use(
    http.all('*/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' ? await request.clone().json() : undefined;
      calls.push({ method: request.method, path, authorization: request.headers.get('authorization'), body });
      if (path !== `/api/status/${CODE}`) return HttpResponse.json({ message: 'Not signed in' }, { status: 401 });
      if (request.method === 'GET') return answers.get();
      return answers.post!((body as { phoneLastFour?: unknown }).phoneLastFour);
    }),
  );
  return calls;
}

describe('the repair status page without sign-in (product.md §10)', () => {
  it('shows the status, the timeline without notes, the expected date, the amount due and the shop’s phone, calling nothing else', async () => {
    const calls = serveStatusPage({ get: () => HttpResponse.json(ANSWER) });
    renderApp({ path: `/status/${CODE}` });

    expect(await screen.findByRole('heading', { name: 'Galaxy A54' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Perera Communication' })).toBeInTheDocument();
    expect(screen.getByTestId('status-chip')).toHaveTextContent('Sent to Company');
    expect(screen.getByText('Job R-000042')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Received from Customer01 Mar 2026 10:00 AM', 'Sent to Company03 Mar 2026 02:30 PM']);
    expect(screen.queryByText(/owes for the last job/)).not.toBeInTheDocument();
    expect(screen.getByText('10 Mar 2026 05:00 PM')).toBeInTheDocument();
    expect(screen.getByText('LKR 2,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call 0812234567/ })).toHaveAttribute('href', 'tel:0812234567');

    // Signed out, and still here: no sign-in page, and only the public call, without a token.
    expect(window.location.pathname).toBe(`/status/${CODE}`);
    expect(calls).toEqual([{ method: 'GET', path: `/api/status/${CODE}`, authorization: null, body: undefined }]);
  });

  it('asks the last four digits of the phone first when the owner wants it, and says so when they do not match', async () => {
    const calls = serveStatusPage({
      get: () => HttpResponse.json({ asksPhone: true }),
      post: (digits) => (digits === '4567' ? HttpResponse.json(ANSWER) : HttpResponse.json({ message: 'No repair was found for this link' }, { status: 404 })),
    });
    renderApp({ path: `/status/${CODE}` });
    const user = userEvent.setup();

    const digits = await screen.findByLabelText('Last four digits of your phone', {}, { timeout: 15_000 });
    await user.type(digits, '45');
    await user.click(screen.getByRole('button', { name: 'Show status' }));
    expect(screen.getByText('Please enter the last four digits of your phone number')).toBeInTheDocument();

    await user.type(digits, '68');
    await user.click(screen.getByRole('button', { name: 'Show status' }));
    expect(await screen.findByText(/No repair matches this link and these digits/)).toBeInTheDocument();
    expect(screen.queryByText('Galaxy A54')).not.toBeInTheDocument();

    await user.clear(digits);
    await user.type(digits, '4567');
    await user.click(screen.getByRole('button', { name: 'Show status' }));
    expect(await screen.findByRole('heading', { name: 'Galaxy A54' })).toBeInTheDocument();
    expect(calls.map(({ method, body, authorization }) => [method, body, authorization])).toEqual([
      ['GET', undefined, null],
      ['POST', { phoneLastFour: '4568' }, null],
      ['POST', { phoneLastFour: '4567' }, null],
    ]);
  });
});

describe('the status page in the customer’s language', () => {
  afterEach(() => {
    dayjs.locale('en');
    document.documentElement.lang = 'en';
  });

  it.each([
    ['si', si],
    ['ta', ta],
  ] as const)('names the status and every step in %s, as the console does', async (locale, words) => {
    const statuses = words.resources['repairs/management'].choices.status;
    localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    serveStatusPage({ get: () => HttpResponse.json(ANSWER) });
    renderApp({ path: `/status/${CODE}`, i18nProvider: createI18nProvider() });

    expect(await screen.findByRole('heading', { name: 'Galaxy A54' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('status-chip')).toHaveTextContent(statuses['Sent to Company']);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.firstChild?.nextSibling?.firstChild?.textContent)).toEqual([statuses['Received from Customer'], statuses['Sent to Company']]);
    expect(document.body.textContent).not.toMatch(/Sent to Company|Received from Customer/);
  });
});
