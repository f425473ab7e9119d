import { launchBrowser } from '../tests/support/chromium';
import { SESSION_KEYS } from '../src/session';
import { startLargeShop } from '../scripts/bench/largeShop';

const paths = (process.env.PATHS ?? '/,/bills,/expenses/management,/recharges/history,/activity,/customers,/repairs/management').split(',');
const shop = await startLargeShop(18_190, { console: true });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addInitScript(
    `localStorage.setItem(${JSON.stringify(SESSION_KEYS.token)}, ${JSON.stringify(shop.login.token)});` +
      `localStorage.setItem(${JSON.stringify(SESSION_KEYS.user)}, ${JSON.stringify(JSON.stringify(shop.login.user))});` +
      `localStorage.setItem(${JSON.stringify(SESSION_KEYS.features)}, ${JSON.stringify(JSON.stringify(shop.login.features ?? []))});` +
      `window.__shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s) => { const n = s.node; const d = n && n.nodeType === 1 ? n : n && n.parentElement; return (d ? d.tagName + '.' + String(d.className).slice(0, 80) + ' ' + (d.textContent || '').slice(0, 40) : '?') + ' ' + JSON.stringify([s.previousRect.y, s.currentRect.y, s.previousRect.height, s.currentRect.height]); }) }); }).observe({ type: 'layout-shift', buffered: true }); window.__seen = {}; new MutationObserver(() => { for (const [k, sel] of [['report', 'button'], ['rows', 'tbody tr'], ['form', 'form']]) { if (window.__seen[k]) continue; const els = [...document.querySelectorAll(sel)]; if (k === 'report' ? els.some((e) => /Revenue Report/.test(e.textContent)) : els.length) window.__seen[k] = Math.round(performance.now()); } }).observe(document, { subtree: true, childList: true });`,
  );
  for (const path of paths) {
    const page = await context.newPage();
    await page.goto(shop.base + path);
    await page.waitForTimeout(6000);
    const shifts = (await page.evaluate('window.__shifts')) as { value: number; t: number; sources: string[] }[];
    console.log(`\n${path}: CLS ${shifts.reduce((s, e) => s + e.value, 0).toFixed(3)}`);
    console.log('  seen', JSON.stringify(await page.evaluate('window.__seen')));
    for (const e of shifts) console.log(`  ${e.value.toFixed(3)} at ${e.t} ms`, e.sources.join(' | '));
    await page.close();
  }
} finally {
  await browser.close();
  shop.stop();
}
