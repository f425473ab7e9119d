/**
 * The layout around the screens: a phone's drawer menu and full-screen dialogs, each screen's
 * code loaded as the pointer reaches it, the sign-in page before the console, rows of buttons on
 * one line, no layout shift while a screen fills in, the dark theme, stillness for less motion.
 * Every screen and dialog fitting the window, with axe-core over each, is languages.test.ts's walk.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations, type Violation } from '../support/axe';
import { OWNER, PHONE, STAFF, loginFields, openScreen, useE2E } from './harness';

const e2e = useE2E();

describe('layout and accessibility', () => {
  it("a screen's code loads as the pointer reaches its menu item: not before, and the click needs no more", async () => {
    const page = await e2e.signedIn(STAFF);
    const scripts: string[] = [];
    const arriving = new Set<Request>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(new URL(request.url()).pathname);
      arriving.add(request);
    });
    page.on('requestfinished', (request) => arriving.delete(request));
    page.on('requestfailed', (request) => arriving.delete(request));
    const quiet = async () => {
      // Until a round asks for no script: every file asked for has arrived, the page has run what
      // it brought (a preload is a chain: a file, its evaluation, then the next file), and half a
      // second more has passed. A busy machine may take longer than that half second for a step.
      for (let seen = -1; seen !== scripts.length; ) {
        seen = scripts.length;
        await expect.poll(() => arriving.size).toBe(0);
        await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
        await page.waitForTimeout(500);
      }
    };
    await quiet();
    const item = page.getByRole('menuitem', { name: 'Customers' });
    const before = scripts.length;
    await item.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
    await quiet();
    const hovered = scripts.length;
    await item.click();
    await page.locator('tbody tr td').first().waitFor();
    expect(scripts.slice(hovered)).toEqual([]);
  });

  it("the sign-in page leaves the console's code to its own script; a browser holding a session asks for it, and its screen's, as the page arrives", async () => {
    // The page's entry script is held back: what asks for the console's first chunk meanwhile
    // is the page itself (index.html's list, read by public/sign-in-shell.js), not the entry.
    const holdingEntry = async (page: Page) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Both stages of the console (src/main.tsx), the libraries and the console itself, and the screens' page (src/screens.ts).
      const asked = { boot: false, libraries: false, screen: false };
      let released = false;
      page.on('request', (request) => {
        if (released) return;
        if (/\/assets\/boot-[^/]+\.js$/.test(request.url())) asked.boot = true;
        if (/\/assets\/libraries-[^/]+\.js$/.test(request.url())) asked.libraries = true;
        if (/\/assets\/ResourcePage-[^/]+\.js$/.test(request.url())) asked.screen = true;
      });
      return {
        asked,
        release: () => {
          released = true;
          release();
        },
      };
    };

    const visitor = await e2e.newUser();
    const signedOut = await holdingEntry(visitor);
    await visitor.goto('/login', { waitUntil: 'commit' });
    // The outline is drawn while the entry is held; half a second more for any request the page itself makes.
    await visitor.locator('#sign-in-shell').waitFor();
    await visitor.waitForTimeout(500);
    expect(signedOut.asked).toEqual({ boot: false, libraries: false, screen: false });
    signedOut.release();
    await loginFields(visitor).submit.waitFor();

    const staff = await e2e.newUser({ as: STAFF });
    const signedIn = await holdingEntry(staff);
    await staff.goto('/customers', { waitUntil: 'commit' });
    await expect.poll(() => signedIn.asked).toEqual({ boot: true, libraries: true, screen: true });
    signedIn.release();
    await staff.locator('tbody tr td').first().waitFor();
  });

  it("every file of the console's code opens with V8's compile hint, so the browser compiles it as it arrives", async () => {
    const page = await e2e.newUser({ as: STAFF });
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.set(url.pathname, response.text());
    });
    await page.goto('/customers');
    await page.locator('tbody tr td').first().waitFor();
    const texts = await Promise.all(scripts.values());
    // The entry, the libraries, the console and the screen's own files, at the least.
    expect(texts.length).toBeGreaterThan(10);
    const unhinted = [...scripts.keys()].filter((_, index) => !texts[index]!.startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(unhinted).toEqual([]);
  });

  it('a person in the password field as the console takes the sign-in form over types on in that field', async () => {
    const page = await e2e.newUser();
    // The console's entry is held until the person is in the outline's password field.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const fields = loginFields(page);
    await fields.email.fill(OWNER.email);
    await fields.password.fill('owner');
    release();
    await page.locator('#sign-in-shell').waitFor({ state: 'detached' });
    await page.keyboard.type('123');
    await expect.poll(() => fields.password.inputValue()).toBe(OWNER.password);
    expect(await fields.email.inputValue()).toBe(OWNER.email);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Welcome, ${OWNER.fullName}` }).waitFor();
  });

  it('on a touch screen the sign-in form is typed into before the console is asked for, and hands what was typed over to it', async () => {
    const phone = await e2e.newUser({ viewport: PHONE, touch: true });
    let consoleAsked = false;
    phone.on('request', (request) => {
      if (/\/assets\/boot-[^/]+\.js$/.test(request.url())) consoleAsked = true;
    });
    await phone.goto('/login');
    const fields = loginFields(phone);
    await fields.email.waitFor();
    // Drawn, and left alone for a second: nothing of the console is asked for.
    await phone.waitForTimeout(1000);
    expect(consoleAsked).toBe(false);
    await fields.email.tap();
    await fields.email.fill(OWNER.email);
    await fields.password.fill(OWNER.password);
    await fields.submit.tap();
    expect(consoleAsked).toBe(true);
    await phone.getByRole('heading', { name: `Welcome, ${OWNER.fullName}` }).waitFor();
    expect(await phone.locator('#sign-in-shell').count()).toBe(0);
  });

  it('at 390×844 the menu is a drawer, the top bar shows initials, the page size is within reach and a dialog fills the screen', async () => {
    // That every screen and dialog fits a phone is languages.test.ts's walk, in Sinhala and Tamil, whose words are longer.
    const page = await e2e.signedIn(OWNER, { viewport: PHONE });
    // The top bar says who is signed in, in initials.
    await expect(page.getByRole('button', { name: OWNER.fullName }).innerText()).resolves.toBe('OD');

    // The menu is a drawer: closed over the page until opened.
    await openScreen(page, '/customers');
    await expect(page.getByRole('menuitem', { name: 'Agents' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Agents' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/agents');

    // Rows per page, within the window.
    const pageSize = page.getByRole('combobox', { name: /Rows per page/ });
    await pageSize.scrollIntoViewIfNeeded();
    const box = (await pageSize.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await pageSize.click();
    await page.getByRole('option', { name: '20' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('perPage')).toBe('20');

    // A dialog fills the phone's screen.
    await page.goto('/agents/create');
    const dialog = (await page.locator('.MuiDialog-paper').boundingBox())!;
    expect([dialog.x, dialog.width, dialog.height]).toEqual([0, PHONE.width, PHONE.height]);
  });

  it("at 1366×800 each row's buttons keep to one line: Repair Management's Actions cells are one button high", async () => {
    const page = await e2e.signedIn(OWNER, { at: '/repairs/management' });
    // Per row: how many buttons, and the cell's height against one button's.
    const rows = await page.evaluate<{ buttons: number; height: number; button: number }[]>(
      `[...document.querySelectorAll('.shop-row-actions')].map((cell) => ({ buttons: cell.querySelectorAll('button').length, height: cell.getBoundingClientRect().height, button: cell.querySelector('button').getBoundingClientRect().height }))`,
    );
    // The demo's returned and collected repairs have the most buttons (their WhatsApp, a warranty claim).
    expect(Math.max(...rows.map(({ buttons }) => buttons))).toBeGreaterThanOrEqual(7);
    expect(rows.filter(({ height, button }) => height > button + 1)).toEqual([]);
  });

  it('nothing jumps while a screen fills in: the dashboard and every list load with a layout shift under 0.05', async () => {
    // Scroll bars as a desktop browser draws them: a list shorter than the window until its rows
    // arrive gains one then, and without the page's kept gutter the toolbar moved by its width.
    const page = await e2e.newUser({ viewport: { width: 1350, height: 940 }, bypassCSP: true, scrollBars: true, as: OWNER });
    // The browser's layout-shift entries, summed as cumulative layout shift (what Lighthouse reports) for each page load.
    await page.addInitScript(
      'window.__shift = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value; }).observe({ type: "layout-shift", buffered: true });',
    );
    // The body's margin in the first frame that has a body, before the console's code has run.
    await page.addInitScript('const firstFrame = () => { if (document.body) window.__firstMargin = getComputedStyle(document.body).marginTop; else requestAnimationFrame(firstFrame); }; requestAnimationFrame(firstFrame);');
    const shifts: Record<string, number> = {};
    const firstMargins = new Set<string>();
    for (const path of ['/dashboard', '/bills', '/customers', '/recharges/history', '/repairs/management', '/expenses/management', '/activity']) {
      await openScreen(page, path);
      await page.waitForTimeout(300);
      shifts[path] = Number(await page.evaluate<number>('window.__shift'));
      firstMargins.add(await page.evaluate<string>('window.__firstMargin'));
    }
    expect(Object.entries(shifts).filter(([, shift]) => shift >= 0.05), JSON.stringify(shifts)).toEqual([]);
    // A screen drawn before the console's page-wide CSS applied sat 8 px in (the browser's
    // margin), and moved as it came: with the top bar's name arriving in the same frame, a 0.06
    // shift on a busy machine. The page has the console's margin from its first frame.
    expect([...firstMargins]).toEqual(['0px']);
    // The measure itself works: a block pushed in above the content is a shift.
    await page.evaluate('document.querySelector(".RaList-main").prepend(Object.assign(document.createElement("div"), { style: "height: 300px" }))');
    await expect.poll(() => page.evaluate<number>('window.__shift'), { timeout: 5_000 }).toBeGreaterThan(0.05);
  });

  it('a second visit draws with the styles the first kept: none compiled anew, every element where it was and as it was', async () => {
    const page = await e2e.signedIn(OWNER, { at: '/customers' });
    const drawn = async () => {
      await page.locator('tbody tr td').first().waitFor();
      await page.waitForLoadState('networkidle');
      return page.evaluate(() =>
        [...document.querySelectorAll('#root *')].map((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return `${element.tagName} ${[box.x, box.y, box.width, box.height].map(Math.round).join(' ')} ${style.color} ${style.backgroundColor} ${style.font}`;
        }),
      );
    };
    const firstVisit = await drawn();
    // Leaving the page (it is hidden) keeps its styles.
    await page.reload();
    const secondVisit = await drawn();
    // The kept CSS in the page, and every style the screen is drawn with among it: none compiled
    // anew. A slow second visit may draw a loading state on its way that the first, arriving from
    // the sign-in page with its code on hand, never drew; those styles are compiled, as they must be.
    const { kept, drawnWith } = await page.evaluate(() => ({
      kept: document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion')?.split(' ').slice(1) ?? [],
      drawnWith: [...new Set([...document.querySelectorAll('#root *')].flatMap((element) => [...element.classList].filter((name) => name.startsWith('css-')).map((name) => name.slice('css-'.length))))],
    }));
    expect(kept.length).toBeGreaterThan(50);
    expect(drawnWith.length).toBeGreaterThan(50);
    expect(drawnWith.filter((name) => !kept.includes(name))).toEqual([]);
    expect(secondVisit).toEqual(firstVisit);
  });

  it('keeps still for someone who asked their device for less motion: a button reached from the keyboard does not pulse', async () => {
    /** Endless animations running once Tab has reached a button (MUI's buttons pulse while focused from the keyboard). */
    const endlessAfterTab = async (motion: 'reduce' | 'no-preference') => {
      const page = await e2e.signedIn(OWNER, { at: '/customers', motion });
      await page.locator('tbody tr td').first().waitFor();
      for (let presses = 0; presses < 30; presses += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.classList.contains('MuiButtonBase-root'))) break;
      }
      await page.waitForTimeout(300);
      return page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Infinity).length,
      );
    };
    expect(await endlessAfterTab('no-preference')).toBeGreaterThan(0);
    expect(await endlessAfterTab('reduce')).toBe(0);
  });

  it('the dark theme, chosen in the top bar, survives a reload, and reads as well', async () => {
    const page = await e2e.signedIn(STAFF, { bypassCSP: true });
    const background = () => page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    const light = await background();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.reload();
    await page.getByRole('heading', { name: `Welcome, ${STAFF.fullName}` }).waitFor();
    await expect(background()).resolves.toBe(dark);
    const found: Record<string, Violation[]> = {};
    for (const path of ['/dashboard', '/repairs/management']) {
      await openScreen(page, path);
      const violations = await seriousViolations(page);
      if (violations.length) found[`${path} (dark)`] = violations;
    }
    expect(found, describeViolations(found)).toEqual({});
  });
});
