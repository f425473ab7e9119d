/**
 * `npm run bench:ui`: the console in Chromium against the large shop of `npm run bench`
 * (20,000 customers, 50,000 bills…; `SHOP_YEARS=5` or `10` for the shop after five or ten
 * years). A script, not a test: it prints numbers.
 *
 * For each list of SCREENS: time from navigation to the first rows (the server's list
 * already built), from the last keystroke of a search to the narrowed rows (less the
 * screen's debounce), a page turn, a filter where the screen has one, and for screens with
 * a picker the time from the last keystroke to its narrowed options. Every interaction is
 * timed inside the page: from the input or click event to the end of the frame that first
 * draws the changed table (or options). It also counts the API requests those interactions sent (our
 * server pages the lists, so a search or a filter asks it; a page turn usually finds the page
 * read ahead) and reads the tab's JS heap after a garbage collection. The dashboard is timed from navigation to its
 * first figure (today's bills) and to every figure, the chart drawn.
 */
import type { Browser, Page } from 'playwright-core';
import os from 'node:os';
import { launchBrowser } from '../../tests/support/chromium';
import { SESSION_KEYS } from '../../src/session';
import { startLargeShop } from './largeShop';
import type { ShopSize } from './generate';

const PORT = Number(process.env.BENCH_PORT ?? 18_182);
const REPEATS = Number(process.env.BENCH_UI_REPEATS ?? 5);
/** `BENCH_UI_ONLY=customers,bills`: only the screens (and 'dashboard') whose path holds one of these words. */
const ONLY = process.env.BENCH_UI_ONLY?.split(',');
const measured = (path: string) => !ONLY || ONLY.some((word) => path.includes(word));
/** `BENCH_UI_WITHOUT=dashboardLedgers`: sign in as if the server did not offer these features (the shop's own backend's path), to compare. */
const WITHOUT = process.env.BENCH_UI_WITHOUT?.split(',') ?? [];
const ROWS_TEXT = '.MuiTablePagination-displayedRows';
/**
 * What the page shows of its first record: the first row's cells after "SL No.". A page turn
 * is timed to this, not to the "11–20 of …" line, which changes a render earlier, while the
 * previous page's records are still shown.
 */
const FIRST_RECORD = `[...document.querySelectorAll('tbody tr:first-child td:not(:first-child)')].map((cell) => cell.textContent).join('|')`;
/** A text expression for the element `selector` matches. */
const textOf = (selector: string) => `(document.querySelector(${JSON.stringify(selector)})?.textContent ?? '')`;

interface UiScreen {
  path: string;
  /** How many rows it lists, from the generated shop's size. */
  rows: (size: ShopSize) => string;
  /** product.md §9: the search box's debounce on this screen. */
  debounceMs: number;
  /** What to type in the search box: it must narrow the list. */
  search: string;
  /** A filter input (by its name) and a value that narrows the list. */
  filter?: { input: string; value: string };
  /** The create dialog (at `<path>/create`) has a picker: its label, and what to type in it. */
  picker?: { label: string; text: string };
}

const n = (count: number) => count.toLocaleString('en');
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

// Generated phone numbers are 0710000000 + row: '07100099' narrows to a hundred people, whose
// sales, repairs and bills still fill a page on every shop size (a search that finds nothing on
// the small shop would time an empty table against a full one); expenses are numbered '(#N)'.
const SCREENS: UiScreen[] = [
  { path: '/customers', rows: (size) => `${n(size.customers)} customers`, debounceMs: 500, search: '07100099' },
  {
    path: '/bills',
    rows: (size) => `${n(size.bills)} bills`,
    debounceMs: 500,
    search: '07100099',
    filter: { input: 'createdAt_day', value: daysAgo(30) },
    picker: { label: 'Customer', text: '0710019999' },
  },
  { path: '/recharges/history', rows: (size) => `${n(size.sales)} sales`, debounceMs: 500, search: '07100099' },
  // TV renewals due (issue 49): worked out from each customer's last DDTV sale among all of them.
  { path: '/renewals', rows: (size) => `${n(size.sales)} sales`, debounceMs: 500, search: '07100099' },
  {
    path: '/repairs/management',
    rows: (size) => `${n(size.repairs)} repairs`,
    debounceMs: 500,
    search: '07100099',
    picker: { label: 'Customer', text: '0710019999' },
  },
  {
    path: '/expenses/management',
    rows: (size) => `${n(size.expenses)} expenses`,
    debounceMs: 500,
    search: '#999',
    filter: { input: 'expenseDate_day', value: daysAgo(30) },
  },
];

/**
 * Arms a timer in the page: it starts at each `startEvent` (so, after typing, at the last
 * keystroke) and stops at the frame after the text that `shown` (a page expression) reads
 * first differs from what it was when armed. Returns a function that waits for the stop and
 * answers the milliseconds.
 */
async function arm(page: Page, shown: string, startEvent: 'input' | 'click' | 'keydown') {
  // A string, not a function: tsx would wrap the page's functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const text = () => ${shown};
    const state = { start: 0, end: 0, before: text() };
    window.__bench?.observer.disconnect();
    const onStart = () => {
      state.start = performance.now();
      state.end = 0;
    };
    document.addEventListener('${startEvent}', onStart, { capture: true });
    const observer = new MutationObserver(() => {
      if (!state.start || state.end || text() === state.before) return;
      state.end = -1; // seen; the time is taken once the frame is drawn
      // The frame's own rendering (style, layout, paint) runs right after its animation-frame
      // callbacks; a user-blocking task posted there runs once it is done, ahead of work the
      // app queued for later (React's effects), which would otherwise be counted as the wait.
      const stop = () => (state.end = performance.now());
      requestAnimationFrame(() => (globalThis.scheduler?.postTask ? scheduler.postTask(stop, { priority: 'user-blocking' }) : setTimeout(stop)));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    window.__bench = { state, observer, onStart, startEvent: '${startEvent}' };
  })()`);
  return async () => {
    await page.waitForFunction('window.__bench.state.end > 0', undefined, { timeout: 30_000 });
    return page.evaluate<number>(`(() => {
      const bench = window.__bench;
      bench.observer.disconnect();
      document.removeEventListener(bench.startEvent, bench.onStart, { capture: true });
      return bench.state.end - bench.state.start;
    })()`);
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (values: number[]) => `${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`;
/** The table's first rows and its "1-10 of …" line are drawn: what a person waits for on a list. */
const ROWS_SHOWN = `!!document.querySelector('tbody tr td') && !!document.querySelector(${JSON.stringify(ROWS_TEXT)})`;
/**
 * An init script: the time from the navigation's start to the end of the frame that first draws
 * a list's rows, in `window.__firstRowsAt`, taken in the page as `arm` takes an interaction's
 * (a locator's wait polls at growing intervals, up to half a second late).
 */
const FIRST_ROWS_CLOCK = `(() => {
  const observer = new MutationObserver(() => {
    if (!(${ROWS_SHOWN})) return;
    observer.disconnect();
    const stop = () => (window.__firstRowsAt = performance.now());
    requestAnimationFrame(() => (globalThis.scheduler?.postTask ? scheduler.postTask(stop, { priority: 'user-blocking' }) : setTimeout(stop)));
  });
  observer.observe(document, { subtree: true, childList: true });
})()`;
/**
 * An init script like FIRST_ROWS_CLOCK for the stock screens (issue 47), in
 * `window.__tableShownAt`: the frame that first draws a table's rows, the stock card's own
 * (a dialog over the products list) on its path, the page's on any other (the reorder list's
 * cards, which have no pagination line).
 */
const TABLE_SHOWN_CLOCK = `(() => {
  const shown = () => !!document.querySelector(location.pathname.endsWith('/stockCard') ? '[role="dialog"] tbody tr td' : 'tbody tr td');
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    const stop = () => (window.__tableShownAt = performance.now());
    requestAnimationFrame(() => (globalThis.scheduler?.postTask ? scheduler.postTask(stop, { priority: 'user-blocking' }) : setTimeout(stop)));
  });
  observer.observe(document, { subtree: true, childList: true });
})()`;
const rowsText = (page: Page) => page.locator(ROWS_TEXT).first().textContent();
/** Waits until the table says `text` again ('1-10 of 20000'). */
const untilRows = (page: Page, text: string | null) =>
  page.waitForFunction(`document.querySelector(${JSON.stringify(ROWS_TEXT)})?.textContent === ${JSON.stringify(text)}`);

async function measureScreen(page: Page, base: string, screen: UiScreen, apiRequests: () => number) {
  const results: Record<string, string> = {};

  // First rows: a fresh navigation each time (assets from the browser's cache after the first),
  // from the navigation's start to the frame that draws them (FIRST_ROWS_CLOCK).
  const firstRows: number[] = [];
  for (let run = 0; run < REPEATS; run++) {
    await page.goto(base + screen.path);
    await page.waitForFunction('window.__firstRowsAt > 0', undefined, { timeout: 30_000 });
    firstRows.push(await page.evaluate<number>('window.__firstRowsAt'));
  }
  results['navigation to first rows'] = fmt(firstRows);
  const all = await rowsText(page);
  const requestsBefore = apiRequests();

  const search = page.locator('input[name="q"]');
  const searches: number[] = [];
  for (let run = 0; run < REPEATS; run++) {
    const done = await arm(page, textOf(ROWS_TEXT), 'input');
    await search.pressSequentially(screen.search, { delay: 40 });
    searches.push((await done()) - screen.debounceMs);
    await search.fill('');
    await untilRows(page, all);
  }
  results['search: last keystroke to narrowed rows, less the debounce'] = fmt(searches);

  // More turns than other runs: each is short, and one frame more or less moves a median of 5.
  const turns: number[] = [];
  for (let run = 0; run < Math.max(REPEATS, 11); run++) {
    const done = await arm(page, FIRST_RECORD, 'click');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    turns.push(await done());
  }
  results['page turn'] = fmt(turns);

  if (screen.filter) {
    const filters: number[] = [];
    // A day filter is a date picker: its first section clicked, then the day typed as a user does (DDMMYYYY).
    const picker = page.locator(`[role="group"]:has(input[name="${screen.filter.input}"])`);
    const [year, month, day] = screen.filter.value.split('-');
    for (let run = 0; run < REPEATS; run++) {
      await picker.getByRole('spinbutton').first().click();
      const done = await arm(page, textOf(ROWS_TEXT), 'keydown');
      await page.keyboard.type(`${day}${month}${year}`);
      filters.push((await done()) - screen.debounceMs);
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      await untilRows(page, all);
    }
    results[`filter (${screen.filter.input}), less the debounce`] = fmt(filters);
  }
  results['API requests during search, page turns and filters'] = String(apiRequests() - requestsBefore);

  if (screen.picker) {
    const picks: number[] = [];
    for (let run = 0; run < REPEATS; run++) {
      await page.goto(`${base}${screen.path}/create`);
      const box = page.getByRole('dialog').getByRole('combobox', { name: screen.picker.label });
      await box.click();
      await page.getByRole('listbox').waitFor();
      const done = await arm(page, textOf('[role="listbox"]'), 'input');
      const before = apiRequests();
      await box.pressSequentially(screen.picker.text, { delay: 40 });
      picks.push(await done());
      if (apiRequests() !== before) results['API requests while typing in the picker'] = String(apiRequests() - before);
    }
    results[`picker (${screen.picker.label}): last keystroke to narrowed options`] = fmt(picks);
  }
  return results;
}

/**
 * The first visit to a screen after sign-in: from the click on its menu item (`path`) to the
 * frame where `shown` (a page expression, default a list's first rows) first holds, in a fresh
 * browser context (nothing cached, neither code nor rows), a second after the dashboard has
 * drawn its first figure, as a person glances at it before choosing a screen.
 */
async function measureFirstVisit(browser: Browser, base: string, path: string, session: string, shown = ROWS_SHOWN) {
  const times: number[] = [];
  for (let run = 0; run < REPEATS; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, bypassCSP: true });
    await context.addInitScript(session);
    const page = await context.newPage();
    await page.goto(`${base}/dashboard`);
    const item = page.locator(`a[href="${path}"]`).first();
    await item.waitFor();
    await page.waitForTimeout(1_000);
    const done = await arm(page, `String(${shown})`, 'click');
    await item.click();
    times.push(await done());
    await context.close();
  }
  return fmt(times);
}

/** The dashboard: from navigation to its first figure (today's bills), and to all of them with the chart drawn. */
async function measureDashboard(page: Page, base: string) {
  const first: number[] = [];
  const all: number[] = [];
  // The value under a card's label, once it is no longer '…'; every figure and the chart's bars.
  const billsShown = `[...document.querySelectorAll('p')].some((p) => p.textContent === 'Bills today' && p.nextElementSibling && p.nextElementSibling.textContent !== '…')`;
  const allShown = `![...document.querySelectorAll('main p, main li')].some((node) => node.textContent === '…') && !!document.querySelector('main .MuiBarElement-root')`;
  for (let run = 0; run < REPEATS; run++) {
    const started = Date.now();
    await page.goto(`${base}/dashboard`);
    await page.waitForFunction(billsShown, undefined, { timeout: 60_000, polling: 'raf' });
    first.push(Date.now() - started);
    await page.waitForFunction(allShown, undefined, { timeout: 60_000, polling: 'raf' });
    all.push(Date.now() - started);
  }
  return { 'navigation to the first figure (bills today)': fmt(first), 'navigation to every figure and the chart': fmt(all) };
}

/**
 * The Day Close screen: from the click on "Close the day" to the day's figures (the cash
 * expected among them) drawn. The large shop's bills are each paid, about 140 a day, so the
 * server sums a real day's tenders out of 50,000.
 */
async function measureDayClose(page: Page, base: string) {
  const figures = '[aria-label="The day so far"]';
  const shown: number[] = [];
  let expected = '';
  for (let run = 0; run < REPEATS; run++) {
    await page.goto(`${base}/dayclose`);
    const open = page.getByRole('button', { name: 'Close the day' }).first();
    await open.waitFor();
    const done = await arm(page, textOf(figures), 'click');
    await open.click();
    shown.push(await done());
    expected = (await page.locator(figures).textContent()) ?? '';
  }
  return { 'click on Close the day to the expected figures': fmt(shown), 'figures shown': expected.slice(0, 160) };
}

/** A report's table (by its label) has drawn its first row. */
const reportRowsShown = (table: string) => `!!document.querySelector('table[aria-label="${table}"] tbody tr td')`;
/** The Profit and Loss screen's chart of twelve months has drawn its bars. */
const P_AND_L_CHART_SHOWN = `!!document.querySelector('main .MuiBarElement-root')`;
/** A page's table (the reorder list's, the stock value's) has drawn its first row. */
const TABLE_ROWS_SHOWN = `!!document.querySelector('tbody tr td')`;

/**
 * The Profit and Loss screen (issue 48): from navigation to this month's statement drawn (its
 * net profit row), and to the chart of the last twelve months' net profit: three periods' and
 * twelve months' takings and expenses summed by the server over the long history.
 */
async function measureProfitAndLoss(page: Page, base: string) {
  const first: number[] = [];
  const chart: number[] = [];
  const statementShown = `!!document.querySelector('table[aria-label="Profit and Loss"] tbody tr:last-child td')`;
  const chartShown = P_AND_L_CHART_SHOWN;
  for (let run = 0; run < REPEATS; run++) {
    const started = Date.now();
    await page.goto(`${base}/reports/profit`);
    await page.waitForFunction(statementShown, undefined, { timeout: 60_000, polling: 'raf' });
    first.push(Date.now() - started);
    await page.waitForFunction(chartShown, undefined, { timeout: 60_000, polling: 'raf' });
    chart.push(Date.now() - started);
  }
  return { 'navigation to the statement': fmt(first), 'navigation to the chart of twelve months': fmt(chart) };
}

/**
 * One of the owner's reports (issue 48) over this month: from navigation to its first table's
 * first row drawn, the figures summed by the server over the long history.
 */
async function measureReport(page: Page, base: string, path: string, table: string) {
  const times: number[] = [];
  const shown = reportRowsShown(table);
  for (let run = 0; run < REPEATS; run++) {
    const started = Date.now();
    await page.goto(`${base}${path}`);
    await page.waitForFunction(shown, undefined, { timeout: 60_000, polling: 'raf' });
    times.push(Date.now() - started);
  }
  return fmt(times);
}

/** From navigation to the frame that draws the table's rows (TABLE_SHOWN_CLOCK), `REPEATS` times. */
async function timeToTable(page: Page, url: string) {
  const times: number[] = [];
  for (let run = 0; run < REPEATS; run++) {
    await page.goto(url);
    await page.waitForFunction('window.__tableShownAt > 0', undefined, { timeout: 30_000 });
    times.push(await page.evaluate<number>('window.__tableShownAt'));
  }
  return fmt(times);
}

/**
 * A busy product's stock card opened from the products list, as a person opens it: the list
 * searched for the product (its rows drawn), then a click on the row's Stock Card button; from
 * the click to the frame that draws the card's first movements. A fresh page each time, so the
 * dialog's code loads on the click, as on a session's first card.
 */
async function measureStockCardClick(page: Page, base: string, sample: { name: string }) {
  const times: number[] = [];
  for (let run = 0; run < REPEATS; run++) {
    await page.goto(`${base}/products?${new URLSearchParams({ filter: JSON.stringify({ q: sample.name }) })}`);
    const button = page.locator(`button[aria-label^="Stock Card"][aria-label$=${JSON.stringify(sample.name)}]`).first();
    await button.waitFor();
    const done = await arm(page, `String(!!document.querySelector('[role="dialog"] tbody tr td'))`, 'click');
    await button.click();
    times.push(await done());
  }
  return fmt(times);
}

/**
 * The stock at a past day (`/stock/value`): today's value drawn, then the year `yearsBack`
 * years ago typed into the day picker's year; from the last keystroke to the frame that draws
 * that year's day's table under its total's label. Each digit typed makes a day the page may
 * ask for (0002, 0020, 0202…), so the timer waits for a label in the year typed with a table
 * drawn (a day being asked shows a progress bar instead).
 */
async function measurePastValue(page: Page, base: string, yearsBack: number) {
  const year = String(new Date().getUTCFullYear() - yearsBack);
  const label = `/at the end of \\d{2} \\S+ ${year}/`;
  const shown = `String(${label}.test(document.body.textContent) && !!document.querySelector('tbody tr td'))`;
  const times: number[] = [];
  let day = '';
  for (let run = 0; run < REPEATS; run++) {
    await page.goto(`${base}/stock/value`);
    await page.waitForFunction('window.__tableShownAt > 0', undefined, { timeout: 30_000 });
    await page.locator('[role="group"]:has([role="spinbutton"])').first().getByRole('spinbutton').nth(2).click();
    const done = await arm(page, shown, 'keydown');
    await page.keyboard.type(year);
    times.push(await done());
    day = (await page.evaluate<string>(`document.body.textContent.match(${label})?.[0] ?? ''`)).replace('at the end of ', '');
  }
  return { day, time: fmt(times) };
}

/**
 * A USB scanner at Create Bill (`BarcodeScan.tsx`): the code typed into the focused scan box
 * and Enter, as a scanner types them; from the Enter to the end of the frame that shows the
 * product in the bill's line (its name in the line's product picker, after the look-up by
 * barcode and the picker's read of the product). An input's value is no change a
 * MutationObserver sees, so the page checks at each animation frame. A fresh dialog each time.
 */
async function measureScan(page: Page, base: string, sample: { barcode: string; name: string }) {
  const inLine = `[...document.querySelectorAll('[role="dialog"] input')].some((input) => input.value.includes(${JSON.stringify(sample.name)}))`;
  const times: number[] = [];
  for (let run = 0; run < REPEATS; run++) {
    await page.goto(`${base}/bills/create`);
    const box = page.getByTestId('barcode-scan');
    await box.waitFor();
    // The dialog settled (its customer picker, the day's state) before the scanner fires.
    await page.waitForTimeout(1_000);
    await box.focus();
    await page.keyboard.type(sample.barcode);
    await page.evaluate(`(() => {
      const state = { start: 0, end: 0 };
      window.__scan = state;
      document.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter') return;
        state.start = performance.now();
        const stop = () => (state.end = performance.now());
        const poll = () => {
          if (!(${inLine})) return requestAnimationFrame(poll);
          globalThis.scheduler?.postTask ? scheduler.postTask(stop, { priority: 'user-blocking' }) : setTimeout(stop);
        };
        requestAnimationFrame(poll);
      }, { capture: true, once: true });
    })()`);
    await page.keyboard.press('Enter');
    await page.waitForFunction('window.__scan.end > 0', undefined, { timeout: 30_000 });
    times.push(await page.evaluate<number>('window.__scan.end - window.__scan.start'));
  }
  return fmt(times);
}

async function main() {
  const shop = await startLargeShop(PORT, { console: true });
  const browser = await launchBrowser();
  try {
    // Signed in without some of what our server offers (the shop's own backend's path), the
    // console reads whole lists: the server's are built once first, as after the first visitor
    // of the day. Our console asks pages, which the server reads as they are asked.
    if (WITHOUT.length) {
      const dashboardLists = ['/bills', '/recharge/sales', '/repairs', '/products', '/expenses', '/customers', '/agents', '/recharge/balance'];
      for (const path of dashboardLists) await fetch(`${shop.base}/api${path}`, { headers: { authorization: `Bearer ${shop.login.token}` } });
    }

    // bypassCSP: the timers below are evaluated strings, which the app's CSP (rightly) forbids.
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, bypassCSP: true });
    // Signed in as the bench administrator, as the authProvider keeps a session.
    const session =
      `localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, ${JSON.stringify(shop.login.token)});` +
      `localStorage.setItem(${JSON.stringify(SESSION_KEYS.user)}, ${JSON.stringify(JSON.stringify(shop.login.user))});` +
      // And what our server offers beyond the spec, as sign-in saves it (without it the console runs as for the shop's own backend).
      `localStorage.setItem(${JSON.stringify(SESSION_KEYS.features)}, ${JSON.stringify(JSON.stringify((shop.login.features ?? []).filter((feature) => !WITHOUT.includes(feature))))});`;
    await context.addInitScript(session);
    await context.addInitScript(FIRST_ROWS_CLOCK);
    await context.addInitScript(TABLE_SHOWN_CLOCK);
    const page = await context.newPage();
    let apiRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests++;
    });
    const cdp = await context.newCDPSession(page);

    console.log(`\n${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, Chromium ${browser.version()}, median of ${REPEATS}`);
    if (measured('/dashboard')) {
      const dashboard = await measureDashboard(page, shop.base);
      console.log(`\n/dashboard (${n(shop.size.bills)} bills, ${n(shop.size.sales)} sales, ${n(shop.size.repairs)} repairs, ${n(shop.size.products)} products, ${n(shop.size.expenses)} expenses, over ${shop.size.years} years)`);
      for (const [what, value] of Object.entries(dashboard)) console.log(`  ${what}: ${value}`);
    }
    if (measured('/dayclose')) {
      console.log(`\n/dayclose (today's tenders among ${n(shop.size.bills)} bills' payments)`);
      for (const [what, value] of Object.entries(await measureDayClose(page, shop.base))) console.log(`  ${what}: ${value}`);
    }
    if (measured('/reports/profit')) {
      console.log(`\n/reports/profit (this month beside the month before and a year earlier, and twelve months, over ${shop.size.years} years)`);
      for (const [what, value] of Object.entries(await measureProfitAndLoss(page, shop.base))) console.log(`  ${what}: ${value}`);
      console.log(`  first visit after sign-in: menu click to the chart of twelve months: ${await measureFirstVisit(browser, shop.base, '/reports/profit', session, P_AND_L_CHART_SHOWN)}`);
    }
    // The reports the shop is run by (issue 48), each over this month.
    for (const [path, table] of [
      ['/reports/products', 'Products sold'],
      ['/reports/payments', 'Takings by Payment Method'],
      ['/reports/staff', 'Sales by Staff Member'],
      ['/reports/hours', 'Takings by day of week'],
      ['/reports/recharges', 'Recharge Margins'],
      ['/reports/customers', 'Customers who spent most'],
      ['/reports/repairs', 'Repairs taken in by issue'],
    ] as const) {
      if (!measured(path)) continue;
      console.log(`\n${path} (this month, over ${shop.size.years} years)\n  navigation to the first rows: ${await measureReport(page, shop.base, path, table)}`);
      console.log(`  first visit after sign-in: menu click to the first rows: ${await measureFirstVisit(browser, shop.base, path, session, reportRowsShown(table))}`);
    }
    // The stock (issue 47): a busy product's stock card, the reorder list, the stock's value today and at a past day, a scan.
    const sample = shop.stockSample;
    if (measured('/stock/card')) {
      console.log(`\n/products/…/stockCard (${sample.name}, its movements among the whole ledger's)`);
      console.log(`  click on the row's Stock Card to first rows: ${await measureStockCardClick(page, shop.base, sample)}`);
      console.log(`  navigation to first rows (a full page load: the products list, then the card over it): ${await timeToTable(page, `${shop.base}/products/${sample.productId}/stockCard`)}`);
    }
    if (measured('/stock/reorder')) {
      console.log(`\n/stock/reorder (${n(shop.size.products)} products)`);
      console.log(`  navigation to first rows: ${await timeToTable(page, `${shop.base}/stock/reorder`)}`);
      console.log(`  first visit after sign-in: menu click to first rows: ${await measureFirstVisit(browser, shop.base, '/stock/reorder', session, TABLE_ROWS_SHOWN)}`);
    }
    if (measured('/stock/value')) {
      console.log(`\n/stock/value (${n(shop.size.products)} products)`);
      console.log(`  navigation to today's first rows: ${await timeToTable(page, `${shop.base}/stock/value`)}`);
      console.log(`  first visit after sign-in: menu click to today's first rows: ${await measureFirstVisit(browser, shop.base, '/stock/value', session, TABLE_ROWS_SHOWN)}`);
      const past = await measurePastValue(page, shop.base, Math.min(3, Math.floor(shop.size.years / 2)));
      console.log(`  a past day (${past.day}) typed: last keystroke to its figures: ${past.time}`);
    }
    if (measured('/bills/scan')) {
      console.log(`\n/bills/create, a scan (${sample.barcode})`);
      console.log(`  Enter to the product in the line: ${await measureScan(page, shop.base, sample)}`);
    }
    for (const screen of SCREENS.filter((screen) => measured(screen.path))) {
      const firstVisit = await measureFirstVisit(browser, shop.base, screen.path, session);
      const results: Record<string, string> = { 'first visit after sign-in: menu click to first rows': firstVisit, ...(await measureScreen(page, shop.base, screen, () => apiRequests)) };
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
      results['tab JS heap after GC (used / total)'] = `${Math.round(heap.usedSize / 2 ** 20)} MB / ${Math.round(heap.totalSize / 2 ** 20)} MB`;
      console.log(`\n${screen.path} (${screen.rows(shop.size)})`);
      for (const [what, value] of Object.entries(results)) console.log(`  ${what}: ${value}`);
    }
  } finally {
    await browser.close();
    shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
