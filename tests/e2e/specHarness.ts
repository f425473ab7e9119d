/**
 * The browser tests of the BUILT console (dist/) against the spec-only backend
 * (tests/support/specBackend.ts: spec §7 alone, strict about methods, paths, query words, body
 * keys, types and date formats), not our server. Each spec-backend-*.test.ts file calls
 * `useSpecConsole()` once: one browser and its own backend(s) for the file (`main` with the
 * default answer shapes; with `alternate`, a second one with the other shapes §3/§7 allow:
 * products and histories as plain lists, a repair's customer and an expense's category populated).
 *
 * After every test: no violation of §7 was recorded, no page error, no console call answered 404
 * (a route not in §7) or 5xx. A recorded violation is answered 400/404, which breaks the screen:
 * the test's pages are closed a moment later, so it fails at once (the violation named by the
 * afterEach check) instead of waiting out its timeouts.
 *
 * State is per test file (vitest isolates the e2e files); tests within a file run one at a time.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { launchBrowser } from '../support/chromium';
import { colomboDay, OWNER, STAFF, startSpecBackend, type Account, type LoggedRequest, type SpecBackend, type Violation } from '../support/specBackend';
import { screenshotPath, signIn, UI_TIMEOUT_MS, unique, uniquePhone } from './harness';

export type Rec = Record<string, any> & { _id: string };
export type Person = Account & { fullName: string };

// ---------------------------------------------------------------------------------------------
// The file's backends and browser

export const main = {} as { backend: SpecBackend };
export const alternate = {} as { backend: SpecBackend };
let browser: Browser;
let contexts: BrowserContext[] = [];
let pageErrors: string[] = [];
let marks = new Map<SpecBackend, { requests: number; violations: number }>();
let closing: ReturnType<typeof setTimeout> | undefined;

/** A violation breaks the screen (400/404): stop waiting for it, shortly after. */
function onViolation(_violation: Violation) {
  closing ??= setTimeout(() => {
    for (const context of contexts) void context.close().catch(() => undefined);
  }, 1_500);
}

const backends = () => [main.backend, alternate.backend].filter(Boolean);

/** Registers the file's hooks: its backend(s) and browser, and the checks after each test. */
export function useSpecConsole({ withAlternate = false }: { withAlternate?: boolean } = {}) {
  beforeAll(async () => {
    [main.backend, browser, alternate.backend] = await Promise.all([
      startSpecBackend({ onViolation }),
      launchBrowser(),
      ...(withAlternate ? [startSpecBackend({ shapes: 'alternate', onViolation })] : []),
    ]);
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await main.backend?.stop();
    await alternate.backend?.stop();
  });

  beforeEach(() => {
    contexts = [];
    pageErrors = [];
    clearTimeout(closing);
    closing = undefined;
    marks = new Map(backends().map((backend) => [backend, { requests: backend.requests.length, violations: backend.violations.length }]));
  });

  afterEach(async (context) => {
    clearTimeout(closing);
    if (context.task.result?.state === 'fail') {
      for (const open of contexts) {
        for (const page of open.pages()) {
          if (page.isClosed()) continue;
          const file = await screenshotPath(`FAILED-spec-${context.task.name}`);
          await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).then(
            () => console.error(`[e2e] screenshot of ${page.url()}: ${file}`),
            () => undefined,
          );
        }
      }
    }
    await Promise.all(contexts.map((open) => open.close().catch(() => undefined)));
    for (const backend of backends()) {
      const mark = marks.get(backend)!;
      expect(backend.violations.slice(mark.violations), 'calls outside spec §7 (method, path, query words, body, dates, If-Match)').toEqual([]);
      const failed = backend.requests.slice(mark.requests).filter((request) => !request.fromTest && (request.status === 404 || request.status >= 500));
      expect(failed.map(({ method, path, status }) => `${method} ${path} → ${status}`), 'console calls not in §7 or failing').toEqual([]);
    }
    expect(pageErrors, 'errors in the page').toEqual([]);
  });
}

/**
 * A fresh browser context on `backend`, signed in as `account`, on the dashboard: through the
 * sign-in form with `throughForm`, else with the session the form stores (src/session.ts), signed
 * in through the API (logged as the test's own call), so the console loads once.
 */
export async function signedIn(account: Account, backend = main.backend, { throughForm = false } = {}): Promise<Page> {
  const storageState = throughForm ? undefined : { cookies: [], origins: [{ origin: backend.baseUrl, localStorage: await backend.session(account) }] };
  // Less motion, as harness.ts's newUser: no animation drawing frames while the flow goes on.
  const context = await browser.newContext({ baseURL: backend.baseUrl, viewport: { width: 1366, height: 800 }, storageState, reducedMotion: 'reduce' });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  if (throughForm) {
    await signIn(page, account.email, account.password);
  } else {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
  }
  return page;
}

/** What the console sent to `backend` during this test (not the test's own set-up calls). */
export const sent = (backend = main.backend): LoggedRequest[] => backend.requests.slice(marks.get(backend)!.requests).filter((request) => !request.fromTest);

/** The console's writes (not GET, not sign-in) during this test, as method, path, query and body. */
export const writes = (backend = main.backend) =>
  sent(backend)
    .filter((request) => request.method !== 'GET' && request.path !== '/auth/login')
    .map(({ method, path, query, body }) => ({ method, path, query, body }));

/** The one write the console sent to `method path`, compared whole: method, path, query and body. */
export function expectWrite(method: string, path: string, body: unknown, backend = main.backend) {
  const found = writes(backend).filter((request) => request.method === method && request.path === path);
  expect(found, `${method} ${path} sent once`).toHaveLength(1);
  expect(found[0]).toEqual({ method, path, query: {}, body });
}

/** The GETs of `path` the console sent during this test, by their query. */
export const readsOf = (path: string, backend = main.backend) =>
  sent(backend)
    .filter((request) => request.method === 'GET' && request.path === path)
    .map((request) => request.query);

const apis = new Map<string, Promise<(method: string, path: string, body?: unknown) => Promise<any>>>();
/** The backend's API as `account`, for a test's own records (logged apart from the console's calls). */
export const api = async (account: Account = OWNER, backend = main.backend) => {
  const key = `${backend.baseUrl} ${account.email}`;
  if (!apis.has(key)) apis.set(key, backend.api(account));
  return apis.get(key)!;
};

export const DAY = 24 * 60 * 60 * 1000;
export const dayAgo = (days: number) => colomboDay(new Date(Date.now() - days * DAY));
export const today = () => dayAgo(0);
/** 'YYYY-MM-DD' → '12 Mar 2026' (spec §1: DD MMM YYYY). */
export const shown = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${date} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1]} ${year}`;
};
export const money = (amount: number) => `LKR ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** A customer of this test's own, made through the API. */
export async function newCustomer(backend = main.backend): Promise<Rec & { fullName: string }> {
  const phone = uniquePhone();
  const lastName = unique('Bandara').replace(/\s+/g, '');
  const customer = await (await api(OWNER, backend))('POST', '/customers', {
    firstName: 'Nuwan',
    lastName,
    address: '21 Hill Street, Badulla',
    phoneNumber: phone,
    whatsappNumber: phone,
    nicNumber: '199112345678',
    cardNumber: unique('DTV'),
    email: `${lastName.toLowerCase()}@mail.test`,
  });
  return { ...customer, fullName: `Nuwan ${lastName}` };
}

export async function newProduct(name: string, quantity = 10, buyingPrice = 400, sellingPrice = 750, backend = main.backend): Promise<Rec> {
  return (await api(OWNER, backend))('POST', '/products', { name, quantity, buyingPrice, sellingPrice, productType: 'normal' });
}

export const issueId = (name: string, backend = main.backend) => backend.store.issues.find((issue) => issue.name === name)!._id;

/** A repair of `customer` made through the API, with a future expected return. */
export async function newRepair(customer: Rec, backend = main.backend): Promise<Rec & { returnDate: string }> {
  const returnDate = `${dayAgo(-7)} 17:00:00`;
  const repair = await (await api(STAFF, backend))('POST', '/repairs', {
    customerId: customer._id,
    issues: [issueId('Screen Replacement', backend), issueId('Battery Replacement', backend)],
    discount: 500,
    expectedReturnDate: returnDate,
  });
  return { ...repair, returnDate };
}

/** Rows of the list shown, as their text. */
export const rowTexts = (page: Page) => page.locator('tbody tr').allInnerTexts();
export const row = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });
export const headers = async (page: Page) => (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());

export async function openMenu(page: Page, item: string) {
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await page.locator('.RaList-main, h1').first().waitFor();
}

/** Waits for the list's rows themselves: its header, and no placeholder row or figure left. */
export async function rowsArrived(page: Page) {
  await page.locator('thead').first().waitFor();
  await page.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
}

/** The list's search box (its placeholder starts 'Search by'), filled. */
export async function search(page: Page, text: string) {
  await page.getByPlaceholder(/^Search by/).first().fill(text);
}

/** Confirms a delete (react-admin's confirmation) and waits for its notice. */
export async function confirmDelete(page: Page, notice: string | RegExp) {
  await page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Confirm' }) }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByText(notice).first().waitFor();
}

/** The cells of the column headed `label`, row by row. */
export async function columnCells(page: Page, label: string): Promise<string[]> {
  const index = (await headers(page)).indexOf(label);
  expect(index, `a "${label}" column`).toBeGreaterThanOrEqual(0);
  return page.locator('tbody tr').evaluateAll((rows, at) => rows.map((tr) => ((tr as HTMLTableRowElement).cells[at] as HTMLElement | undefined)?.innerText.trim() ?? ''), index);
}

export const OWNER_MENU = ['Dashboard', 'Staffs', 'Customers', 'Agents', 'Products', 'Bills', 'Recharge Management', 'Sales History', 'Repair Management', 'Repair Issues', 'Expense Management', 'Expense Categories'];
export const STAFF_MENU = ['Dashboard', 'Customers', 'Agents', 'Products', 'Bills', 'Sales History', 'Repair Management', 'Expense Management'];
