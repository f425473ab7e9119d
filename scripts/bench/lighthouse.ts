/**
 * `npm run bench:lighthouse`: Lighthouse on the dashboard and each list of the large shop
 * (`SHOP_YEARS=1|5|10`), signed in as its administrator, and on the two pages seen signed out:
 * the sign-in page and a repair's status page (the customer's, from a WhatsApp message). Each in
 * two profiles, side by side: desktop, and Lighthouse 12's default mobile settings (a mid-range
 * phone, slow 4G and a 4× slower CPU, simulated). The performance score, the largest paint, the
 * total blocking time, the layout shift and the bytes the page took. A script, not a test: it
 * prints numbers. Debian's Chromium, launched with the flags every test uses.
 *
 * Signed in, the console's code is in the browser's cache from the run before (as at the counter);
 * the signed-out pages are measured cold, signed out, the cache cleared before each run.
 *
 * Each page is measured `BENCH_LH_RUNS` times (5 unless set), as Lighthouse's own guidance
 * on variability advises: one run's score swung 85–97 on one build within minutes on the
 * 2-core machine, from total blocking time alone. The row is the median run by score, with
 * every run's score after it; the layout shift is the worst run's, so no shift is hidden.
 * `BENCH_LH_PROFILES=mobile` (or `desktop`) measures one profile only. `BENCH_LH_TASKS=1` also
 * prints the median run's long tasks as Lighthouse counts them (its start, its length, and the
 * script it names), to see where a page's blocking time comes from.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type RunnerResult } from 'lighthouse';
import os from 'node:os';
import puppeteer from 'puppeteer-core';
import { SESSION_KEYS } from '../../src/session';
import { CHROMIUM } from '../../tests/support/chromium';
import { startLargeShop } from './largeShop';
import { SIGNED_IN_PAGES } from './signedInPages';

const PORT = Number(process.env.BENCH_PORT ?? 18_183);
/** `BENCH_UI_ONLY=bills,activity`: as for `npm run bench:ui`, only the pages whose path holds one of these words (`status`, `login` for the signed-out ones). */
const ONLY = process.env.BENCH_UI_ONLY?.split(',');
const chosen = (path: string) => !ONLY || ONLY.some((word) => path.includes(word));
const SIGNED_IN = SIGNED_IN_PAGES.filter(chosen);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const PROFILES: { name: string; config?: Config }[] = [
  { name: 'desktop', config: desktopConfig },
  // No config: Lighthouse's default, its mobile profile.
  { name: 'mobile', config: undefined },
].filter(({ name }) => !process.env.BENCH_LH_PROFILES || process.env.BENCH_LH_PROFILES.split(',').includes(name));
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

type Lhr = RunnerResult['lhr'];

/** One page in one profile: the median run's figures, every run's score. */
function summary(runs: { lhr: Lhr; score: number }[]): string {
  if (!runs.length) return 'not measured';
  const byScore = [...runs].sort((a, b) => a.score - b.score);
  const { lhr, score } = byScore[Math.floor(byScore.length / 2)]!;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const worstShift = Math.max(...runs.map((run) => run.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0));
  const scores = runs.length > 1 ? ` (${runs.map((run) => run.score).join(', ')})` : '';
  if (process.env.BENCH_LH_TASKS) printLongTasks(lhr);
  return `${score}${scores} · ${(value('largest-contentful-paint') / 1000).toFixed(1)} s · ${Math.round(value('total-blocking-time'))} ms · ${worstShift.toFixed(3)} · ${Math.round(value('total-byte-weight') / 1024)} KB`;
}

/** The run's long tasks, as its `long-tasks` audit lists them, after its first paint's time. */
function printLongTasks(lhr: Lhr) {
  const tasks = (lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
  const paint = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  console.log(`${lhr.finalDisplayedUrl}: first paint ${Math.round(paint)} ms, ${tasks.length} long tasks`);
  for (const task of tasks) console.log(`  at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms: ${task.url}`);
}

async function main() {
  const shop = await startLargeShop(PORT, { console: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    // A repair's status page, as its customer opens it (its code from the repairs list).
    const repairs = await fetch(`${shop.base}/api/repairs?_page=1&_perPage=1`, { headers: { authorization: `Bearer ${shop.login.token}` } });
    const repairList = (await repairs.json()) as { data?: { statusCode?: string }[] } | { statusCode?: string }[];
    const statusCode = (Array.isArray(repairList) ? repairList : (repairList.data ?? []))[0]?.statusCode;
    const signedOut = ['/login', ...(statusCode ? [`/status/${statusCode}`] : [])].filter(chosen);

    // Signed in as sign-in leaves a session (token, user, what the server offers), or signed out:
    // Lighthouse's storage reset clears caches but not local storage, where the session is.
    const session = async (entries: [string, string][]) => {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${shop.base}/login`);
      await page.evaluate((kept) => {
        localStorage.clear();
        kept.forEach(([key, value]) => localStorage.setItem(key, value));
      }, entries);
      await page.close();
      await browser.disconnect();
    };
    const signIn = () =>
      session([
        [SESSION_KEYS.token, shop.login.token],
        [SESSION_KEYS.user, JSON.stringify(shop.login.user)],
        [SESSION_KEYS.features, JSON.stringify(shop.login.features ?? [])],
      ]);
    const signOut = () => session([]);

    const measure = async (path: string, config: Config | undefined, cold: boolean) => {
      const runs: { lhr: Lhr; score: number }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${shop.base}${path}`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], disableStorageReset: !cold, logLevel: 'error' }, config);
        const lhr = result!.lhr;
        // A run Lighthouse could not complete scores 0; say why rather than count a 0 as a measure.
        if (lhr.runtimeError) console.error(`${path}: run ${run + 1} not measured: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
        else runs.push({ lhr, score: Math.round((lhr.categories.performance!.score ?? 0) * 100) });
      }
      return summary(runs);
    };

    const rows = new Map<string, string[]>();
    // Signed in first: a cold run clears the storage, and with it the session.
    for (const { config } of PROFILES) {
      await signIn();
      for (const path of SIGNED_IN) rows.set(path, [...(rows.get(path) ?? []), await measure(path, config, false)]);
    }
    await signOut();
    for (const { config } of PROFILES) {
      for (const path of signedOut) rows.set(path, [...(rows.get(path) ?? []), await measure(path, config, true)]);
    }

    console.log(`\n${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, shop over ${shop.size.years} years, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
    console.log(`median of ${RUNS} runs a page (every run's score in brackets); layout shift: the worst run's\n`);
    console.log(`| page | ${PROFILES.map(({ name }) => `${name}: score · largest paint · blocking · layout shift · bytes`).join(' | ')} |`);
    console.log(`|---|${PROFILES.map(() => '---').join('|')}|`);
    for (const [path, cells] of rows) console.log(`| ${path.replace(/^\/status\/.*/, '/status/<code>')} | ${cells.join(' | ')} |`);
  } finally {
    chrome.kill();
    shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
