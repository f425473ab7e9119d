/**
 * `npx tsx scripts/bench/mainThread.ts`: where a signed-in screen's main thread goes on a phone,
 * in figures a shared machine does not move. Each screen of `npm run bench:lighthouse`'s
 * signed-in rows is loaded warm (code cached, as at the counter) at a phone's size in Chromium
 * with a trace, `BENCH_LH_RUNS` (5) times, each time in a new tab (a new renderer, as Lighthouse
 * loads it); each task of the page's main thread is counted by the CPU time its thread spent
 * (the trace's thread duration), not by the clock.
 *
 * Why: Lighthouse's mobile profile runs the page at full speed and multiplies each task's
 * clock time by four. On the 2-core machine with other work running, a task's clock time is
 * twice or three times its CPU time (it waits for a core), so the blocking time it reports
 * swings with the load. Here a task of over 12.5 ms of CPU is what a 4× slower phone runs for
 * over 50 ms, a long task; "blocking at 4×" sums what each task of the load runs past 50 ms at
 * four times its CPU time, as total blocking time does after Lighthouse's simulated first paint,
 * which comes before the console's code runs.
 *
 * Printed per screen (median run by blocking): the first paint, the CPU time before and after
 * it, blocking at 4×, and each long task's CPU time (B before the first paint, A after) with
 * what it was (the module graph's evaluation, a render, a timer's render).
 */
import os from 'node:os';
import puppeteer from 'puppeteer-core';
import { SESSION_KEYS } from '../../src/session';
import { CHROMIUM } from '../../tests/support/chromium';
import { startLargeShop } from './largeShop';
import { SIGNED_IN_PAGES } from './signedInPages';

const PORT = Number(process.env.BENCH_PORT ?? 18_184);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const ONLY = process.env.BENCH_UI_ONLY?.split(',');
const PAGES = SIGNED_IN_PAGES.filter((path) => !ONLY || ONLY.some((word) => path.includes(word)));
/** A long task on Lighthouse's phone: 50 ms at its 4× slower CPU. */
const PHONE_SLOWDOWN = 4;
const LONG_MS = 50;
/** Lighthouse 12's phone: 412 × 823 at 1.75, touch. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time within the event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** What a long task holds, by the first of its slices that names it. */
const KINDS: [string, string][] = [
  ['v8.evaluateModule', 'modules evaluated'],
  ['EvaluateScript', 'script'],
  ['TimerFire', 'timer (a query answer rendered)'],
  ['FunctionCall', 'render'],
  ['ParseHTML', 'HTML'],
];

interface Load {
  firstPaintMs: number;
  cpuBefore: number;
  cpuAfter: number;
  blocking: number;
  longTasks: string[];
}

function readLoad(events: TraceEvent[], path: string): Load {
  const navigations = events.filter((event) => event.name === 'navigationStart');
  const navigation = navigations.find((event) => event.args?.data?.documentLoaderURL?.endsWith(path)) ?? navigations.at(-1)!;
  const onMain = (event: TraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X' && event.ts >= navigation.ts;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigation.ts);
  const paintAt = paint?.ts ?? Infinity;
  const main = events.filter(onMain);
  const load: Load = { firstPaintMs: paint ? (paint.ts - navigation.ts) / 1000 : NaN, cpuBefore: 0, cpuAfter: 0, blocking: 0, longTasks: [] };
  for (const task of main.filter((event) => event.name === 'RunTask')) {
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    const after = task.ts + task.dur! > paintAt;
    load.blocking += Math.max(0, PHONE_SLOWDOWN * cpu - LONG_MS);
    if (after) load.cpuAfter += cpu;
    else load.cpuBefore += cpu;
    if (cpu * PHONE_SLOWDOWN <= LONG_MS) continue;
    const inside = main.filter((event) => event.ts >= task.ts && event.ts < task.ts + task.dur! && event !== task);
    const kind = KINDS.find(([name]) => inside.some((event) => event.name === name))?.[1] ?? 'other';
    load.longTasks.push(`${after ? 'A' : 'B'} ${Math.round(cpu)} ms ${kind}`);
  }
  return load;
}

async function main() {
  const shop = await startLargeShop(PORT, { console: true });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    await page.goto(`${shop.base}/login`);
    await page.evaluate(
      (kept) => {
        localStorage.clear();
        kept.forEach(([key, value]) => localStorage.setItem(key, value));
      },
      [
        [SESSION_KEYS.token, shop.login.token],
        [SESSION_KEYS.user, JSON.stringify(shop.login.user)],
        [SESSION_KEYS.features, JSON.stringify(shop.login.features ?? [])],
      ] as [string, string][],
    );
    console.log(`\n${os.cpus().length} cores, shop over ${shop.size.years} years, median of ${RUNS} warm loads a screen at 412 px; CPU time of the page's main thread`);
    console.log('| screen | first paint | CPU before / after it | blocking at 4× | long tasks at 4× (CPU ms; B before the first paint, A after) |');
    console.log('|---|---|---|---|---|');
    for (const path of PAGES) {
      // Once to put its code in the cache; then each run in a tab of its own, a new renderer, as
      // Lighthouse loads a page and as a tab opened at the counter does. Reloads in one renderer
      // would find V8's compiled code and ICU's data (Intl) already in memory.
      await page.goto(`${shop.base}${path}`, { waitUntil: 'networkidle0' });
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++) {
        const tab = await browser.newPage();
        await tab.setViewport(PHONE);
        await tab.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
        await tab.goto(`${shop.base}${path}`, { waitUntil: 'networkidle0' });
        // Whatever the answers set off after the network went quiet.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const trace = JSON.parse(Buffer.from((await tab.tracing.stop())!).toString()) as { traceEvents: TraceEvent[] };
        await tab.close();
        loads.push(readLoad(trace.traceEvents, path));
      }
      const median = [...loads].sort((a, b) => a.blocking - b.blocking)[Math.floor(loads.length / 2)]!;
      const every = loads.map((load) => Math.round(load.blocking)).join(', ');
      console.log(`| ${path} | ${Math.round(median.firstPaintMs)} ms | ${Math.round(median.cpuBefore)} / ${Math.round(median.cpuAfter)} ms | ${Math.round(median.blocking)} ms (${every}) | ${median.longTasks.join('; ') || 'none'} |`);
    }
    console.log(`load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  } finally {
    await browser.close();
    shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
