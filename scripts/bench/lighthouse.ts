/**
 * `npm run bench:lighthouse`: Lighthouse (desktop) on the dashboard and each list of the large
 * shop (`SHOP_YEARS=1|5|10`), signed in as its administrator: the performance score and the
 * cumulative layout shift (does anything jump while the screen fills in?). A script, not a
 * test: it prints numbers. Debian's Chromium, launched with the flags every test uses.
 *
 * Each screen is measured `BENCH_LH_RUNS` times (5 unless set), as Lighthouse's own guidance
 * on variability advises: one run's score swung 85–97 on one build within minutes on the
 * 2-core machine, from total blocking time alone. The row is the median run by score, with
 * every run's score after it; the layout shift is the worst run's, so no shift is hidden.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import os from 'node:os';
import puppeteer from 'puppeteer-core';
import { SESSION_KEYS } from '../../src/session';
import { CHROMIUM } from '../../tests/support/chromium';
import { startLargeShop } from './largeShop';

const PORT = Number(process.env.BENCH_PORT ?? 18_183);
/** `BENCH_UI_ONLY=bills,activity`: as for `npm run bench:ui`, only the screens whose path holds one of these words. */
const ONLY = process.env.BENCH_UI_ONLY?.split(',');
const PATHS = ['/', '/customers', '/bills', '/recharges/history', '/repairs/management', '/expenses/management', '/activity'].filter(
  (path) => !ONLY || ONLY.some((word) => path.includes(word)),
);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

async function main() {
  const shop = await startLargeShop(PORT, { console: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    // Signed in as sign-in leaves a session (token, user, what the server offers); Lighthouse keeps the storage.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${shop.base}/login`);
    await page.evaluate(
      (entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)),
      [
        [SESSION_KEYS.token, shop.login.token],
        [SESSION_KEYS.user, JSON.stringify(shop.login.user)],
        [SESSION_KEYS.features, JSON.stringify(shop.login.features ?? [])],
      ],
    );
    await page.close();
    await browser.disconnect();
    console.log(`\n${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, Lighthouse desktop, shop over ${shop.size.years} years\n`);
    console.log(`median of ${RUNS} runs a screen (every run's score in brackets); layout shift: the worst run's\n`);
    console.log('| screen | performance | cumulative layout shift | largest contentful paint | total blocking time |\n|---|---|---|---|---|');
    for (const path of PATHS) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${shop.base}${path}`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' }, desktopConfig);
        const lhr = result!.lhr;
        // A run Lighthouse could not complete scores 0; say why rather than count a 0 as a measure.
        if (lhr.runtimeError) console.log(`| ${path} | run ${run + 1} not measured: ${lhr.runtimeError.code} (${lhr.runtimeError.message}) | | | |`);
        else runs.push({ lhr, score: Math.round((lhr.categories.performance.score ?? 0) * 100) });
      }
      if (!runs.length) continue;
      const byScore = [...runs].sort((a, b) => a.score - b.score);
      const { lhr, score } = byScore[Math.floor(byScore.length / 2)];
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '–';
      const worstShift = Math.max(...runs.map((run) => run.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0));
      const scores = runs.map((run) => run.score).join(', ');
      console.log(`| ${path} | ${score} (${scores}) | ${worstShift.toFixed(3)} | ${audit('largest-contentful-paint')} | ${audit('total-blocking-time')} |`);
    }
  } finally {
    chrome.kill();
    shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
