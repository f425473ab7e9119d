/**
 * End-to-end harness: the app as `npm start` runs it (built console + API server) on a free
 * port with a throw-away DATA_DIR, and Debian's Chromium driven by playwright-core.
 *
 * The bundles are made once per run, before any file starts (globalSetup.ts): test files run
 * side by side, each with its own server and browser, and must not rebuild what another runs.
 * A failed test leaves a screenshot of every open page in a temp directory (path printed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/serverFlags';
import { namedBy } from '../../src/domain/features';
import { allowancesOf, SESSION_KEYS } from '../../src/session';
import { launchBrowser } from '../support/chromium';
import { ROOT } from './root';

const STARTUP_TIMEOUT_MS = 90_000;
/** Where a sign-in lands (src/authProvider.ts). */
const AFTER_LOGIN_PATH = '/dashboard';

/** Demo accounts seeded on an empty database (docs/architecture.md, "Running it"). */
export const OWNER = { email: 'owner@shop.test', password: 'owner123', fullName: 'Owner Demo' } as const;
export const STAFF = { email: 'staff@shop.test', password: 'staff123', fullName: 'Staff Demo' } as const;

/** The phone every phone-sized test uses: its window, in CSS pixels. */
export const PHONE = { width: 390, height: 844 } as const;

/** How long to wait for a visible outcome (a page, a notice, a row). */
export const UI_TIMEOUT_MS = 15_000;
/** How long to wait for the console's first load in a fresh browser context. */
const FIRST_LOAD_TIMEOUT_MS = 45_000;

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** Stops the server and removes its data directory (kept with `keepData`). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Kills the server's whole process group. */
async function killGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the app on a free port with a data directory of its own: a copy of the demo shop the
 * run seeded once (globalSetup.ts), or, `fresh` or without one, empty, so the demo is seeded.
 */
export async function startApp({ fresh = false }: { fresh?: boolean } = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-data-'));
  const seeded = fresh ? undefined : demoDataDir();
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.ADMIN_EMAIL; // with it the server seeds no demo accounts
  delete env.ADMIN_PASSWORD;
  delete env.JWT_SECRET;
  env.LOG_LEVEL ??= 'warn'; // request logs would drown a failure's output
  // Every test signs in for itself (some through the API too): more sign-ins a minute than a person makes.
  env.LOGIN_RATE_LIMIT ??= '1000';

  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/index.mjs'], {
    cwd: ROOT,
    env,
    detached: true, // its own process group, killed as a whole
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Detached servers outlive an interrupted test run unless killed on the way out.
  const killOnExit = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const stop = async ({ keepData = false } = {}) => {
    process.off('exit', killOnExit);
    await killGroup(child);
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      lastProblem = `server exited (${child.signalCode ?? `code ${child.exitCode}`})`;
      break;
    }
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { baseUrl, dataDir, output: () => output, stop };
      lastProblem = `GET / answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  console.error(`[e2e] the app did not start on ${baseUrl}: ${lastProblem}\n--- server output ---\n${output}\n---`);
  throw new Error(`the app did not start: ${lastProblem}`);
}

/** The demo shop's data directory seeded once for the run (globalSetup.ts provides it), if any. */
function demoDataDir(): string | undefined {
  try {
    return inject('demoDataDir');
  } catch {
    return undefined; // outside a test run (globalSetup itself)
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoDataDir?: string;
  }
}

/**
 * The app and a browser for one test file: `const e2e = useE2E()` at the top of a file,
 * then `await e2e.newUser()` for a fresh browser context (one per person).
 */
export function useE2E() {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  // Launched for the first user who asks for scroll bars, and only then.
  let browserWithScrollBars: Promise<Browser> | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  // Where this test's browser contexts start in `contexts` (those before are the file's own).
  let firstOfTest = 0;
  beforeEach(() => {
    firstOfTest = contexts.length;
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshotOpenPages(contexts, context.task.name);
      if (app) console.error(`[e2e] server output (last 3000 chars):\n${app.output().slice(-3000)}`);
    }
    // A test's pages close with it: a page left open keeps drawing every frame (a spinner, a
    // focus ring's pulse) through the file's later tests. Tests that run side by side
    // (describe.concurrent) cannot tell their contexts apart: theirs close with the browser.
    if (context.task.concurrent) return;
    await Promise.all(contexts.splice(firstOfTest).map((open) => open.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await (await browserWithScrollBars?.catch(() => undefined))?.close().catch(() => undefined);
    await app?.stop();
  });

  return {
    get baseUrl() {
      if (!app) throw new Error('the app is not running (beforeAll failed?)');
      return app.baseUrl;
    },
    /**
     * A fresh browser context (no shared storage) with one page; a phone's `viewport` if given,
     * `bypassCSP` to inject a checker such as axe-core (the app's CSP rightly refuses inline scripts).
     */
    async newUser(options: NewUserOptions = {}): Promise<Page> {
      if (!browser || !app) throw new Error('the browser is not running (beforeAll failed?)');
      const { viewport = { width: 1366, height: 800 }, bypassCSP = false, timezoneId, scrollBars = false, as, touch = false, motion = 'reduce' } = options;
      const shown = scrollBars ? await (browserWithScrollBars ??= launchBrowser({ scrollBars: true })) : browser;
      const storageState = as ? { cookies: [], origins: [{ origin: app.baseUrl, localStorage: await storedSession(app.baseUrl, as) }] } : undefined;
      const context = await shown.newContext({ baseURL: app.baseUrl, viewport, bypassCSP, timezoneId, storageState, hasTouch: touch, reducedMotion: motion });
      context.setDefaultTimeout(UI_TIMEOUT_MS);
      contexts.push(context);
      return context.newPage();
    },
    /**
     * A fresh browser context signed in as `account`, on `at` (the dashboard unless told), once
     * the screen has arrived. The session is the one the sign-in form would have stored, signed in
     * through the API: as a browser reopened on the console, so a test loads the console once, on
     * the screen it is about (the sign-in form has tests of its own).
     */
    async signedIn(account: Account, { at = AFTER_LOGIN_PATH, ...options }: NewUserOptions & { at?: string } = {}): Promise<Page> {
      const page = await this.newUser({ ...options, as: account });
      await page.goto(at);
      // The whole console's first load: with several pages loading at once (languages.test.ts) it
      // takes longer on 2 cores than a screen's change does.
      if (at === AFTER_LOGIN_PATH) await page.getByRole('heading', { name: /^Welcome, / }).waitFor({ timeout: FIRST_LOAD_TIMEOUT_MS });
      await settle(page, 'document.getElementById("react-admin-title")?.textContent', FIRST_LOAD_TIMEOUT_MS);
      return page;
    },
    /** The API as `account` calls it, for what a test needs in place before it starts (see apiClient). */
    api(account: Account): Promise<ApiClient> {
      return apiClient(this.baseUrl, account);
    },
  };
}

/** What the console keeps in local storage after `account` signs in (src/session.ts). */
async function storedSession(baseUrl: string, account: Account): Promise<{ name: string; value: string }[]> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${account.email}: ${answer.status} ${await answer.text()}`);
  const signedIn = (await answer.json()) as { token: string; user: unknown };
  return [
    { name: SESSION_KEYS.token, value: signedIn.token },
    { name: SESSION_KEYS.user, value: JSON.stringify(signedIn.user) },
    { name: SESSION_KEYS.features, value: JSON.stringify(namedBy(signedIn)) },
    { name: SESSION_KEYS.allowances, value: JSON.stringify(allowancesOf(signedIn)) },
  ];
}

interface NewUserOptions {
  /** Signed in as this account from the start (the session the sign-in form stores), on no page yet. */
  as?: Account;
  viewport?: { width: number; height: number };
  bypassCSP?: boolean;
  /** The browser's own time zone (a shop PC set to another zone still works in Colombo days). */
  timezoneId?: string;
  /** Scroll bars that take room, as on a desktop browser (Playwright's browser hides them). */
  scrollBars?: boolean;
  /** A touch screen, as a phone's (`pointer: coarse`). */
  touch?: boolean;
  /**
   * The device's motion setting: `reduce` unless told (src/theme.ts stills every animation then).
   * The flows check what the console does, not how it moves, and an animation left running (a
   * focused button's pulse, a spinner) has the browser draw a frame sixty times a second.
   */
  motion?: 'reduce' | 'no-preference';
}

export interface Account {
  email: string;
  password: string;
}

export type ApiClient = <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) => Promise<T>;

/**
 * Signs `account` in through the API and answers a caller of `/api<path>` with its token: a test
 * makes the records it needs this way, quicker than through the screens it does not test.
 * A refused call throws, with the server's answer.
 */
export async function apiClient(baseUrl: string, account: Account): Promise<ApiClient> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!login.ok) throw new Error(`sign-in of ${account.email}: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as never;
  };
}

let uniqueCount = 0;
const runTag = Date.now().toString(36).slice(-4);

/**
 * `text` made unique: the tests of a file share one app and may run alone or in any order, so
 * each makes its own records under names no other test uses.
 */
export const unique = (text: string) => `${text} ${runTag}${++uniqueCount}`;

/** A local phone number (0XXXXXXXXX) no demo person has and no other test uses. */
export const uniquePhone = () => `0700${String((Date.now() % 10_000) * 100 + (++uniqueCount % 100)).padStart(6, '0')}`;

let screenshotDir: string | undefined;

/** A file in this run's screenshot directory (created on first use). */
export async function screenshotPath(name: string, suffix = ''): Promise<string> {
  screenshotDir ??= await mkdtemp(path.join(os.tmpdir(), 'shop-e2e-screens-'));
  return path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '_').slice(0, 80)}${suffix}.png`);
}

async function screenshotOpenPages(contexts: BrowserContext[], testName: string) {
  let index = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      if (page.isClosed()) continue;
      const file = await screenshotPath(`FAILED-${testName}`, `-${++index}`);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
        console.error(`[e2e] screenshot of ${page.url()} after failure: ${file}`);
      } catch (error) {
        console.error(`[e2e] could not screenshot ${page.url()}: ${(error as Error).message}`);
      }
    }
  }
}

/** The login form's fields, by their visible labels (the labels carry a required-asterisk). */
export const loginFields = (page: Page) => ({
  email: page.getByLabel(/^Email/),
  password: page.getByLabel(/^Password/),
  submit: page.getByRole('button', { name: 'Login', exact: true }),
});

/** Fills and submits the sign-in form (opening /login first when needed). */
export async function submitLogin(page: Page, email: string, password: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  const fields = loginFields(page);
  await fields.email.fill(email);
  await fields.password.fill(password);
  await fields.submit.click();
}

/** Signs in and waits for the dashboard, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await submitLogin(page, email, password);
  // Playwright's own wait, not expect.poll: vitest's poll needs the current test, which a
  // describe.concurrent file (languages.test.ts) does not always have between its tests.
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: UI_TIMEOUT_MS });
  await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
}

/** Opens a screen and waits until its content has arrived (the dashboard's figures, a list's rows or its empty text). */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await page.locator('h1, .RaList-main').first().waitFor();
  await page.waitForLoadState('networkidle');
  // A figure still being read holds its place with a placeholder.
  await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS }).catch(() => undefined);
}

/**
 * Goes to `path` inside the running console (the router follows the history, as on a menu
 * click), without loading the app again, and waits until it has arrived: the screen's title in
 * the top bar (or, for a dialog, the dialog), nothing loading (react-admin's indicator, a
 * placeholder) and the fonts in.
 */
export async function visit(page: Page, path: string, { dialog = false } = {}) {
  const titleBefore = await page.evaluate<string>('document.getElementById("react-admin-title")?.textContent ?? ""');
  if (new URL(page.url()).pathname === path) return settle(page);
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
  const arrived = dialog
    ? 'document.querySelector(".MuiDialog-paper") !== null'
    : `!["", ${JSON.stringify(titleBefore)}].includes(document.getElementById("react-admin-title")?.textContent ?? "")`;
  await settle(page, arrived);
}

/** What shows while something is on its way: react-admin's indicator and loading page, a spinner, a placeholder. */
const STILL_LOADING = '.RaLoadingIndicator-loader, .RaLoading-root, .MuiCircularProgress-root, .MuiSkeleton-root, .MuiLinearProgress-root';

/**
 * Waits for `condition` and for nothing still loading or moving (STILL_LOADING, a dialog's fade,
 * the fonts), held over three frames in a row: a screen's queries start a moment after it first
 * draws, and the indicator with them. An endless animation (the focus ring's pulse on a button
 * reached by the keyboard) never ends, and is no loading. Counted in the page by one evaluate
 * (not waitForFunction, whose string predicate the app's CSP refuses without `bypassCSP`).
 */
export async function settle(page: Page, condition = 'true', timeout = UI_TIMEOUT_MS) {
  await page.evaluate(`new Promise((resolve, reject) => {
    const deadline = performance.now() + ${timeout};
    let calmFrames = 0;
    const moving = () => document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect.getTiming().iterations !== Infinity);
    const frame = () => {
      const arrived = Boolean(${condition});
      const loading = document.querySelector('${STILL_LOADING}');
      calmFrames = arrived && !loading && !moving() && document.fonts.status === 'loaded' ? calmFrames + 1 : 0;
      if (calmFrames >= 3) return resolve(true);
      if (performance.now() > deadline) {
        const why = !arrived ? 'not arrived' : loading ? 'still loading: ' + loading.className : moving() ? 'an animation running' : 'fonts loading';
        return reject(new Error('not settled within ${timeout} ms at ' + location.pathname + ' (' + why + ')'));
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

/** The value of the figure card headed `label` (the dashboard's, or a list's summary), once it has arrived (no placeholder). */
export async function figure(page: Page, label: string): Promise<string> {
  const value = page.getByText(label, { exact: true }).first().locator('xpath=following-sibling::p[1]');
  await value.locator('.MuiSkeleton-root').waitFor({ state: 'detached' });
  return value.innerText();
}

/** The side menu's items, in order (Dashboard first). */
export async function menuItems(page: Page): Promise<string[]> {
  const menu = page.locator('.RaSidebar-fixed, .RaSidebar-root').first();
  const items = menu.getByRole('menuitem');
  await items.first().waitFor();
  return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

/**
 * Navigations of the page's main frame during `quietMs`: a page that has arrived makes none
 * (a redirect loop makes hundreds, while the screen may still look right).
 */
export async function navigationsWhileIdle(page: Page, quietMs = 1_500): Promise<number> {
  let count = 0;
  const onNavigated = (frame: unknown) => {
    if (frame === page.mainFrame()) count += 1;
  };
  page.on('framenavigated', onNavigated);
  await page.waitForTimeout(quietMs);
  page.off('framenavigated', onNavigated);
  return count;
}

/** Shows hidden optional columns through the list's Columns button, as a user would. */
export async function showColumns(page: Page, ...labels: string[]) {
  await page.getByRole('button', { name: 'Columns' }).click();
  for (const label of labels) {
    const option = page.getByRole('option', { name: label, exact: true });
    const box = option.locator('input');
    if (!(await box.isChecked())) await box.click();
  }
  await page.keyboard.press('Escape');
}
