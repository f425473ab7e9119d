import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { withSignInShell } from '../../scripts/signInShell';
import { owner } from '../../tests/support/builders';
import { fakeToken } from '../../tests/support/fakeToken';
import { renderApp } from '../../tests/support/renderApp';
import { setupApi } from '../../tests/support/server';

const api = setupApi();

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('button', { name: 'Login' });
  if (email) await user.type(await screen.findByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login page (product.md §5, §8)', () => {
  it.each([
    ['', '', ['Please input your email!', 'Please input your password!']],
    ['owner', 'owner123', ['Please enter a valid email!']],
    ['owner@shop.test', '12345', ['Password must be at least 6 characters!']],
  ])('shows the validation messages for %j / %j and calls nothing', async (email, password, messages) => {
    let calls = 0;
    api.use(http.post('*/api/auth/login', () => (calls++, HttpResponse.json({}))));
    renderApp({ path: '/login' });
    await fillAndSubmit(email, password);
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('signs in, welcomes the user and goes to the dashboard', async () => {
    api.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as { email: string; password: string };
        expect(body).toEqual({ email: 'owner@shop.test', password: 'owner123' });
        return HttpResponse.json({ token: fakeToken({ role: 'super_admin' }), user: owner });
      }),
    );
    renderApp({ path: '/login' });
    await fillAndSubmit('owner@shop.test', 'owner123');
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the Shop Staff Console')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Welcome, Owner Demo')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeTruthy();
  });

  it("shows the server's message in an alert and a notice titled 'Login Failed'", async () => {
    api.use(http.post('*/api/auth/login', () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })));
    renderApp({ path: '/login' });
    await fillAndSubmit('owner@shop.test', 'wrong-pass');
    await waitFor(() => expect(screen.getAllByText('Login Failed')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert').filter((node) => within(node).queryByText('Login Failed'))) {
      expect(within(alert).getByText('Invalid email or password')).toBeInTheDocument();
    }
    expect(window.location.pathname).toBe('/login');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    api.use(http.post('*/api/auth/login', () => new HttpResponse(null, { status: 500 })));
    renderApp({ path: '/login' });
    await fillAndSubmit('owner@shop.test', 'owner123');
    expect((await screen.findAllByText('Login failed')).length).toBeGreaterThan(0);
  });

  it("says 'An unexpected error occurred' when the server cannot be reached", async () => {
    api.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    renderApp({ path: '/login' });
    await fillAndSubmit('owner@shop.test', 'owner123');
    expect((await screen.findAllByText('An unexpected error occurred')).length).toBeGreaterThan(0);
  });

  it('sends a signed-out visitor of a protected page to /login', async () => {
    renderApp({ path: '/staffs' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('sends an already signed-in user onward to the dashboard', async () => {
    renderApp({ user: owner, path: '/login' });
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });
});

describe("Login page: index.html's form hands over what was typed before the console arrived (issue 46)", () => {
  /** index.html's form in English, as public/sign-in-shell.js shows it, with what the person typed. */
  function typedIntoPage({ email, password, submitted = false, focused }: { email: string; password: string; submitted?: boolean; focused?: 'email' | 'password' }) {
    const page = withSignInShell('<head></head><div id="root"></div>');
    document.body.insertAdjacentHTML('afterbegin', page.slice(page.indexOf('<div id="sign-in-shell"'), page.indexOf('<div id="root">')));
    document.documentElement.setAttribute('data-sign-in', 'en');
    const form = document.querySelector<HTMLFormElement>('#sign-in-shell form[lang="en"]')!;
    (form.elements.namedItem('email') as HTMLInputElement).value = email;
    (form.elements.namedItem('password') as HTMLInputElement).value = password;
    if (submitted) form.setAttribute('data-submitted', '');
    if (focused) (form.elements.namedItem(focused) as HTMLInputElement).focus();
  }

  afterEach(() => {
    document.getElementById('sign-in-shell')?.remove();
    document.documentElement.removeAttribute('data-sign-in');
  });

  it('a press of Login before the console came signs in with what was typed', async () => {
    let sent: unknown;
    api.use(
      http.post('*/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: fakeToken({ role: 'super_admin' }), user: owner });
      }),
    );
    typedIntoPage({ email: 'owner@shop.test', password: 'owner123', submitted: true });
    renderApp({ path: '/login' });
    await waitFor(() => expect(sent).toEqual({ email: 'owner@shop.test', password: 'owner123' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(document.getElementById('sign-in-shell')).toBeNull();
  });

  it('a press of Login with a field left empty shows its message under it, and sends nothing', async () => {
    let calls = 0;
    api.use(http.post('*/api/auth/login', () => (calls++, HttpResponse.json({}))));
    typedIntoPage({ email: 'owner@shop.test', password: '', submitted: true });
    renderApp({ path: '/login' });
    expect(await screen.findByText('Please input your password!')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('what was typed stays in the fields, the person still in theirs, until Login', async () => {
    typedIntoPage({ email: 'owner@shop.test', password: 'own', focused: 'password' });
    renderApp({ path: '/login' });
    const password = await screen.findByLabelText(/^Password/);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@shop.test');
    expect(password).toHaveValue('own');
    await waitFor(() => expect(password).toHaveFocus());
    expect(document.getElementById('sign-in-shell')).toBeNull();
  });
});
