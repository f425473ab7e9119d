import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dayjs } from '../domain/dayjs';
import { createI18nProvider } from '../i18n/i18nProvider';
import { si } from '../i18n/si';
import { ta } from '../i18n/ta';
import { owner } from '../../tests/support/builders';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';

const api = setupApi();

// Each render gets its own provider: the app's shared one would keep the language chosen here.
const render = (options: Parameters<typeof renderApp>[0]) => renderApp({ ...options, i18nProvider: createI18nProvider() });

afterEach(() => {
  dayjs.locale('en');
  document.documentElement.lang = 'en';
});

async function choose(language: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'English' }, { timeout: 15_000 }));
  await user.click(await screen.findByRole('menuitem', { name: language }));
}

describe("choosing the language: react-admin's menu in the top bar, buttons on the sign-in page", () => {
  it('switches the sign-in page to Sinhala before signing in', async () => {
    render({ path: '/login' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'සිංහල', pressed: false }, { timeout: 15_000 }));
    await waitFor(() => expect(document.documentElement.lang).toBe('si'));
    expect(await screen.findByRole('button', { name: si.app.login.submit })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: si.app.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'සිංහල', pressed: true })).toBeInTheDocument();
  });

  it('switches the signed-in console to Tamil, and the browser remembers it', async () => {
    api.use(http.get('*/api/dashboard*', () => HttpResponse.json({ message: 'not offered' }, { status: 404 })));
    const first = render({ user: owner, path: '/customers' });
    await choose('தமிழ்');
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
    expect(await screen.findByRole('button', { name: 'தமிழ்' })).toBeInTheDocument();
    expect(await screen.findAllByText(ta.resources.customers.name.split('||||').at(-1)!.trim())).not.toHaveLength(0);
    first.unmount();

    render({ user: owner, path: '/customers' });
    expect(await screen.findByRole('button', { name: 'தமிழ்' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');
  });
});
