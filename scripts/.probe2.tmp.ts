import { launchBrowser } from '../tests/support/chromium';
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
const base = 'http://127.0.0.1:18300';
await page.goto(base + '/login');
await page.getByLabel('Email').fill('owner@shop.test');
await page.getByRole('textbox', { name: 'Password' }).fill('owner123');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL((u) => !u.pathname.includes('login'));
const screenPath = process.argv[2] ?? '/expenses/management';
const input = process.argv[3] ?? 'expenseDate_day';
await page.goto(base + screenPath);
await page.locator('tbody tr td').first().waitFor();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const picker = page.locator(`[role="group"]:has(input[name="${input}"])`);
const totals = new Map<string, number>();
const times: number[] = [];
for (let run = 0; run < 5; run++) {
  const before = await page.locator('.MuiTablePagination-displayedRows').first().textContent();
  await picker.getByRole('spinbutton').first().click();
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  const d = new Date(Date.now() - (3 + run) * 86400000);
  await page.keyboard.type(`${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`);
  const t1 = Date.now();
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  times.push(t1 - t0);
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const dt = profile.timeDeltas as number[];
  const parent = new Map<number, number>();
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  (profile.samples as number[]).forEach((id, i) => {
    const leaf: any = byId.get(id);
    if (leaf.callFrame.functionName === 'tz' || (leaf.callFrame.functionName === 'c.tz') || /toLocaleString|DateTimeFormat/.test(leaf.callFrame.functionName)) {
      const chain: string[] = [];
      let cur = parent.get(id);
      for (let k = 0; k < 6 && cur; k++) { chain.push(name(byId.get(cur))); cur = parent.get(cur); }
      const key = 'TZ< ' + chain.join(' < ');
      totals.set(key, (totals.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    }
    const n: any = byId.get(id);
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.waitForTimeout(800);
}
console.log('typing ms', times);
const sorted = [...totals.entries()].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]);
let all = 0; for (const [, v] of sorted) all += v;
console.log('busy ms over 5 runs', Math.round(all));
for (const [k, v] of sorted.filter(([k]) => k.startsWith('TZ<')).slice(0, 12)) console.log(v.toFixed(1).padStart(8), k);
await browser.close();
