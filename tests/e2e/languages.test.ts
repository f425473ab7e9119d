/**
 * The console in Sinhala and Tamil, as a desk PC (1366×800) and a phone (390×844) show it: every
 * screen the owner reaches, each add dialog and the Profile dialog fit the window (no sideways
 * overflow, in the page or inside a dialog), no button, menu item or tab has its words cut off,
 * `<html lang>` follows the language, and axe-core finds nothing serious or critical (AXE_RULES:
 * every WCAG rule in Sinhala, what the words change in Tamil). A receipt and a job card are
 * printed in each language; their pictures are written to test-results/languages/ (git-ignored,
 * paths printed) for a reader of the script to look at.
 *
 * Sinhala and Tamil words are often half as long again as English ones, and their letters are
 * taller: what fits in English may not.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app as siApp } from '../../src/i18n/si/app';
import { ra as siRa } from '../../src/i18n/si/ra';
import { resources as siResources } from '../../src/i18n/si/resources';
import { app as taApp } from '../../src/i18n/ta/app';
import { ra as taRa } from '../../src/i18n/ta/ra';
import { resources as taResources } from '../../src/i18n/ta/resources';
import { LOCALES } from '../../src/i18n/locales';
import { describeViolations, seriousViolations, type Violation } from '../support/axe';
import { OWNER, PHONE, settle, useE2E, visit } from './harness';
import { expectedScreens } from './menu';
import { ROOT } from './root';

const e2e = useE2E();

const DESK = { width: 1366, height: 800 };

const LANGUAGES = [
  { locale: 'si', font: 'Noto Sans Sinhala', ra: siRa, app: siApp, resources: siResources },
  { locale: 'ta', font: 'Noto Sans Tamil', ra: taRa, app: taApp, resources: taResources },
] as const;
type Language = (typeof LANGUAGES)[number];

const nameOf = (locale: string) => LOCALES.find((language) => language.locale === locale)!.name;

/**
 * In the page: every visible button, menu item and tab whose words do not fit it. A word is cut
 * when the control itself, or an element inside it that holds text and hides what overflows
 * (`overflow` other than visible: an ellipsis, a line clamp), is wider or taller than its box; or
 * when the control reaches past the window, or past an element around it that hides what
 * overflows (a toolbar too narrow for its buttons). A box that scrolls (a wide table) cuts nothing.
 * A string, not a function: tsx would wrap a function in a helper the page lacks.
 */
const CLIPPED_CONTROLS = `(() => {
  const visible = (element) => {
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && element.getClientRects().length > 0 && element.closest('[aria-hidden="true"]') === null;
  };
  const holdsText = (element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== '');
  const cut = (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
  const found = [];
  for (const control of document.querySelectorAll('button, [role="menuitem"], [role="tab"]')) {
    if (!visible(control) || control.innerText.trim() === '') continue;
    const hiding = [...control.querySelectorAll('*')].filter((element) => {
      const style = getComputedStyle(element);
      return holdsText(element) && visible(element) && (style.overflowX !== 'visible' || style.overflowY !== 'visible');
    });
    // The control's own box: words spilling past its edge (its width fixed, or no wrapping allowed).
    const spills = control.scrollWidth > control.clientWidth + 1;
    const box = control.getBoundingClientRect();
    let outside = box.right > window.innerWidth + 1 || box.left < -1;
    for (let around = control.parentElement; around && !outside; around = around.parentElement) {
      const style = getComputedStyle(around);
      if (![style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip')) continue;
      const edge = around.getBoundingClientRect();
      outside = box.right > edge.right + 1 || box.left < edge.left - 1;
    }
    if (spills || outside || hiding.some(cut)) found.push(control.innerText.trim().replace(/\\s+/g, ' ').slice(0, 60));
  }
  // The side menu's product title and the top bar's screen title: each hides what does not fit
  // it. Half a line of slack in height: the script's tall letters reach past a line's box
  // without being cut; a line clamped off is a whole line.
  for (const title of document.querySelectorAll('.shop-menu-title, #react-admin-title')) {
    const slack = parseFloat(getComputedStyle(title).fontSize) / 2;
    const cutOff = title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + slack;
    if (visible(title) && title.innerText.trim() !== '' && cutOff) found.push(title.innerText.trim().replace(/\\s+/g, ' ').slice(0, 60));
  }
  return found;
})()`;

/**
 * In the page, on the printed document `selector`: each detail or total whose value is squeezed,
 * and each piece of text past the paper's edge or cut by a box too small for it. A value is
 * squeezed when it takes more than one line in a box narrower than 40 % of the paper beside its
 * label (a long label's column leaving it a few letters a line); on a line of its own under its
 * label, or with the room, it is not. Lines are counted from the text's boxes: one line holds
 * the boxes whose middles fall within it (Latin and the script's font sit at different heights).
 */
const PAPER_FIT = (selector: string) => `(() => {
  const paper = document.querySelector(${JSON.stringify(selector)});
  const style = getComputedStyle(paper);
  const box = paper.getBoundingClientRect();
  const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
  const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
  const textBoxes = (element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return [...range.getClientRects()].filter((rect) => rect.width > 0).sort((a, b) => a.top - b.top);
  };
  const lines = (element) => {
    const found = [];
    for (const rect of textBoxes(element)) {
      const middle = (rect.top + rect.bottom) / 2;
      const line = found.find((line) => middle >= line.top && middle <= line.bottom);
      if (line) line.bottom = Math.max(line.bottom, rect.bottom);
      else found.push({ top: rect.top, bottom: rect.bottom });
    }
    return found.length;
  };
  const words = (element) => element.innerText.trim().replace(/\\s+/g, ' ').slice(0, 40);
  const problems = [];
  const values = [...paper.querySelectorAll('dd, tr > td')].filter((value) => value.previousElementSibling?.matches('dt, th'));
  for (const value of values) {
    const label = value.previousElementSibling.getBoundingClientRect();
    const own = value.getBoundingClientRect();
    const under = own.top >= label.bottom - 1;
    const count = lines(value);
    if (!under && own.width < 0.4 * (right - left) && count > 1) {
      problems.push('squeezed: "' + words(value.previousElementSibling) + '" → "' + words(value) + '" (' + Math.round(own.width) + ' px, ' + count + ' lines)');
    }
  }
  const walker = document.createTreeWalker(paper, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some((rect) => rect.width > 0 && (rect.left < left - 1 || rect.right > right + 1))) problems.push('past the edge: "' + node.textContent.trim().slice(0, 40) + '"');
  }
  for (const element of paper.querySelectorAll('*')) {
    const { overflowX, overflowY } = getComputedStyle(element);
    if ((overflowX !== 'visible' || overflowY !== 'visible') && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)) problems.push('cut: "' + words(element) + '"');
  }
  return problems;
})()`;

/**
 * In the page: the words of a list's Go to page field (its label), of its search box (its
 * placeholder), at a desk and on a phone, and of its filters' labels that do not fit their box.
 * An input's scrollWidth does not count its placeholder, so the placeholder is measured in the
 * input's font against the room inside its padding.
 */
const FIELD_WORDS_CUT = `(() => {
  const context = document.createElement('canvas').getContext('2d');
  const found = [];
  for (const label of document.querySelectorAll('.RaFilterForm-filterFormInput label')) {
    if (label.getClientRects().length > 0 && label.scrollWidth > label.clientWidth + 1) found.push(label.textContent.trim());
  }
  for (const input of document.querySelectorAll('input[name="q"][placeholder]')) {
    if (input.getClientRects().length === 0) continue;
    const style = getComputedStyle(input);
    context.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const width = context.measureText(input.placeholder).width;
    if (width > room + 1) found.push(input.placeholder + ' (' + Math.round(width) + ' px in ' + Math.round(room) + ')');
  }
  for (const input of document.querySelectorAll('input[inputmode="numeric"][aria-label]')) {
    const label = input.closest('.MuiFormControl-root')?.querySelector('label');
    if (label && label.getClientRects().length > 0 && label.scrollWidth > label.clientWidth + 1) found.push(label.textContent.trim());
  }
  return found;
})()`;

/** How far the page, or an open dialog's content, is wider than its box (0 when nothing overflows sideways). */
const SIDEWAYS_OVERFLOW = `(() => {
  const page = document.documentElement.scrollWidth - window.innerWidth;
  const dialogs = [...document.querySelectorAll('.MuiDialog-paper, .MuiDialogContent-root')].map((box) => box.scrollWidth - box.clientWidth);
  return Math.max(page, 0, ...dialogs);
})()`;

/** Signed in as the owner, the console switched to `language` through the top bar's menu, as a user does. */
async function ownerIn(language: Language, viewport: { width: number; height: number }): Promise<Page> {
  const page = await e2e.signedIn(OWNER, { viewport, bypassCSP: true });
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: nameOf(language.locale) }).click();
  await page.waitForFunction(`document.documentElement.lang === ${JSON.stringify(language.locale)}`);
  // The script's font is in by the time the words are: a word Chromium draws before its font
  // arrives may stay empty boxes.
  const weights = await page.evaluate<number[]>(
    `[...document.fonts].filter((face) => face.family.replace(/"/g, '') === ${JSON.stringify(language.font)} && face.status === 'loaded').map((face) => Number(face.weight))`,
  );
  expect([...new Set(weights)].sort()).toEqual([400, 500, 700]);
  await page.getByRole('button', { name: nameOf(language.locale) }).waitFor();
  return page;
}

interface Findings {
  problems: Record<string, string[]>;
  violations: Record<string, Violation[]>;
}

/**
 * The axe rules whose outcome the words can change: a box that scrolls only when the words are
 * long (Tamil's tables at 1366 px), and the page's language.
 */
const RULES_THE_WORDS_CHANGE = ['scrollable-region-focusable', 'html-has-lang', 'html-lang-valid', 'valid-lang'];

/**
 * The axe rules each language's walk runs (every WCAG rule when none are named). The page's
 * structure, names and colours are the same in every language, so every rule runs once, in
 * Sinhala's desk walk, over every screen and dialog; Tamil's runs what its words can change.
 */
const AXE_RULES: Record<Language['locale'], readonly string[] | undefined> = { si: undefined, ta: RULES_THE_WORDS_CHANGE };

/** Checks the page as it is now, under the name `where`. */
async function inspect(page: Page, language: Language, where: string, findings: Findings, { axe }: { axe: boolean }) {
  const problems: string[] = [];
  const lang = await page.evaluate<string>('document.documentElement.lang');
  if (lang !== language.locale) problems.push(`<html lang="${lang}">`);
  const overflow = await page.evaluate<number>(SIDEWAYS_OVERFLOW);
  if (overflow > 0) problems.push(`${overflow} px wider than the window`);
  for (const text of await page.evaluate<string[]>(CLIPPED_CONTROLS)) problems.push(`cut: "${text}"`);
  for (const text of await page.evaluate<string[]>(FIELD_WORDS_CUT)) problems.push(`field's words cut: "${text}"`);
  if (problems.length) findings.problems[where] = problems;
  if (axe) {
    const violations = await seriousViolations(page, { rules: AXE_RULES[language.locale] });
    if (violations.length) findings.violations[where] = violations;
  }
}

/** On a phone a list's figures wait behind 'Summary · N figures': opened, so their cards are checked too. */
async function openSummary(page: Page, language: Language) {
  const toggle = page.getByRole('button', { name: new RegExp(`^${language.app.list.summary} · `) });
  if ((await toggle.count()) === 0) return;
  await toggle.click();
  await settle(page);
}

/**
 * The owner's menu screens (`screens`), and each add dialog with the Profile dialog (`dialogs`),
 * with the menus on the way (the side menu is on every screen; a phone's is a drawer).
 */
async function everyScreen(page: Page, language: Language, findings: Findings, { screens, dialogs, axe }: { screens: boolean; dialogs: boolean; axe: boolean }) {
  for (const { path, canCreate } of expectedScreens('super_admin')) {
    if (screens) {
      await visit(page, path);
      await openSummary(page, language);
      await inspect(page, language, path, findings, { axe });
    }
    if (dialogs && canCreate) {
      await visit(page, `${path}/create`, { dialog: true });
      await inspect(page, language, `${path}/create`, findings, { axe });
    }
  }
  await visit(page, '/dashboard');
  if (screens) {
    if (page.viewportSize()!.width < DESK.width) {
      await page.getByRole('button', { name: language.ra.action.open_menu }).click();
      await settle(page);
      await inspect(page, language, 'menu drawer', findings, { axe: false });
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: nameOf(language.locale) }).click();
    await settle(page);
    await inspect(page, language, 'language menu', findings, { axe: false });
    await page.keyboard.press('Escape');
  }
  if (dialogs) {
    await page.getByRole('button', { name: OWNER.fullName }).click();
    await settle(page);
    await inspect(page, language, 'user menu', findings, { axe: false });
    await page.getByRole('menuitem', { name: language.app.userMenu.profile }).click();
    await page.getByRole('dialog', { name: language.app.profile.title }).waitFor();
    await settle(page);
    await inspect(page, language, 'Profile dialog', findings, { axe });
    await page.keyboard.press('Escape');
  }
}

/** The printed document's copy that the print stylesheet puts on paper (see PrintPanel). */
const PRINTED = '.shop-print-root .shop-printed-document';

/**
 * A bill's receipt and a repair's job card, printed from their lists: nothing squeezed or past
 * the paper's edge (PAPER_FIT); a picture of each in test-results/languages/.
 */
async function printDocuments(page: Page, language: Language, findings: Findings) {
  const folder = path.join(ROOT, 'test-results', 'languages');
  await mkdir(folder, { recursive: true });
  const repairs = language.resources['repairs/management'];
  const documents = [
    { list: '/bills', name: 'receipt', action: language.resources.bills.actions.print, title: language.resources.bills.receipt.title },
    { list: '/repairs/management', name: 'job-card', action: repairs.actions.jobCard, title: repairs.jobCard.title },
  ];
  for (const document of documents) {
    await visit(page, document.list);
    // The first row's button: its name is the action and the record ('Print Receipt B-000060').
    await page.getByRole('button', { name: new RegExp(`^${document.action} `) }).first().click();
    const dialog = page.getByRole('dialog', { name: document.action });
    const paper = dialog.locator('.shop-printed-document');
    // The paper is in the language: its title is the catalogue's.
    await paper.getByText(document.title, { exact: true }).waitFor();
    await settle(page);
    await inspect(page, language, `${document.list}: ${document.name}`, findings, { axe: true });
    // The paper as the printer gets it (the 80 mm roll, the dialog's first choice): the print
    // stylesheet shows the copy outside the app alone, whole however long, with nothing behind it.
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator(PRINTED);
    const problems = await page.evaluate<string[]>(PAPER_FIT(PRINTED));
    if (problems.length) findings.problems[`${document.list}: ${document.name} on paper`] = problems;
    const file = path.join(folder, `${document.name}-${language.locale}.png`);
    await printed.screenshot({ path: file });
    await page.emulateMedia({ media: 'screen' });
    console.log(`[e2e] ${document.name} in ${language.locale}: ${file}`);
    // Its button, not Escape: the focus left the dialog while print hid it.
    await dialog.getByRole('button', { name: language.app.form.close }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await printStatement(page, language, findings, folder);
}

/** A4 turned (297 mm less the print stylesheet's 15 mm margins) at the browser's 96 px to the inch. */
const A4_LANDSCAPE_PRINTABLE = { width: Math.floor(((297 - 2 * 15) / 25.4) * 96), height: Math.floor(((210 - 2 * 15) / 25.4) * 96) };

/**
 * The profit-and-loss statement as its page prints it, on A4 turned and as wide as the paper
 * leaves: its six columns fit, nothing squeezed or past the edge (PAPER_FIT); a picture of it.
 */
async function printStatement(page: Page, language: Language, findings: Findings, folder: string) {
  const statement = language.resources['reports/profit'];
  await visit(page, '/reports/profit');
  const printed = page.locator(PRINTED);
  await printed.getByText(statement.columns.changePrevious, { exact: true }).waitFor({ state: 'attached' });
  expect(await page.locator('.shop-print-root style').textContent()).toContain('size: A4 landscape');
  await page.setViewportSize(A4_LANDSCAPE_PRINTABLE);
  await page.emulateMedia({ media: 'print' });
  const problems = await page.evaluate<string[]>(PAPER_FIT(PRINTED));
  if (problems.length) findings.problems['/reports/profit: the statement on paper'] = problems;
  const file = path.join(folder, `profit-and-loss-${language.locale}.png`);
  await printed.screenshot({ path: file });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(DESK);
  console.log(`[e2e] profit and loss in ${language.locale}: ${file}`);
}

const expectNothingFound = ({ problems, violations }: Findings) => {
  expect(problems, 'overflow, cut words or a wrong lang, by screen').toEqual({});
  expect(violations, describeViolations(violations)).toEqual({});
};

// The tests run side by side, each in a browser context of its own: most of their time is the
// browser drawing and the checks reading, which overlap well.
describe.concurrent('the console in Sinhala and Tamil', () => {
  it('the check for cut words finds a button or title whose words are cut, and passes the same when they fit', async () => {
    const page = await e2e.newUser();
    await page.setContent(`
      <button style="width: 60px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">ගනුදෙනුකරුවන් එක් කරන්න</button>
      <div role="menuitem" style="width: 80px"><span style="display: block; overflow: hidden; white-space: nowrap">வாடிக்கையாளரைச் சேர்க்கவும்</span></div>
      <button style="width: 40px; white-space: nowrap">Add customer</button>
      <div style="width: 60px; overflow: hidden; white-space: nowrap"><button>fits</button> <button>තීරු</button></div>
      <button>fits</button>
      <div class="shop-menu-title" style="width: 100px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">සාප්පු කාර්ය මණ්ඩල කොන්සෝලය</div>
      <div class="shop-menu-title" style="width: 100px; overflow: hidden">සාප්පු කාර්ය මණ්ඩල</div>`);
    expect(await page.evaluate<string[]>(CLIPPED_CONTROLS)).toEqual(['ගනුදෙනුකරුවන් එක් කරන්න', 'வாடிக்கையாளரைச் சேர்க்கவும்', 'Add customer', 'තීරු', 'සාප්පු කාර්ය මණ්ඩල කොන්සෝලය']);
  });

  it("the check for a field's words finds a filter's label and a desk's search placeholder that do not fit, and passes them when they do", async () => {
    const page = await e2e.newUser({ viewport: DESK });
    const label = 'அதிகபட்ச கையிருப்பு';
    const filter = (width: number) =>
      `<div class="RaFilterForm-filterFormInput"><label style="display: block; width: ${width}px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis">${label}</label></div>`;
    const search = (width: number) => `<input name="q" placeholder="${label} ${label}" style="width: ${width}px; padding: 0 12px; font: 16px sans-serif">`;
    await page.setContent(`${filter(80)}${search(120)}`);
    expect(await page.evaluate<string[]>(FIELD_WORDS_CUT)).toEqual([label, expect.stringMatching(new RegExp(`^${label} ${label} \\(\\d+ px in \\d+\\)$`))]);
    await page.setContent(`${filter(400)}${search(800)}`);
    expect(await page.evaluate<string[]>(FIELD_WORDS_CUT)).toEqual([]);
  });

  it('the paper check finds a value squeezed beside a long label and text past the edge, and passes the same details stacked or in a bounded column', async () => {
    const page = await e2e.newUser();
    const label = 'திருப்பித் தர எதிர்பார்க்கும் திகதி';
    const value = '02 டிசம்பர் 2026 05:04 PM';
    const paper = (id: string, details: string) => `<div id="${id}" class="paper" style="width: 74mm; font: 12px monospace; overflow-wrap: anywhere">${details}</div>`;
    await page.setContent(`
      ${paper('squeezed', `<table><tr><th style="white-space: nowrap">${label}</th><td>${value}</td></tr></table>`)}
      ${paper('past', `<table><tr><th style="white-space: nowrap">${label} ${label}</th><td style="white-space: nowrap">LKR 1,250.00</td></tr></table>`)}
      ${paper('stacked', `<dl style="margin: 0"><dt>${label}</dt><dd style="margin: 0">${value}</dd></dl>`)}
      ${paper('bounded', `<dl style="margin: 0; display: grid; grid-template-columns: fit-content(40%) minmax(0, 1fr); overflow-wrap: break-word"><dt>${label}</dt><dd style="margin: 0">${value}</dd><dt>Phone</dt><dd style="margin: 0">0771234567</dd></dl>`)}`);
    const check = (id: string) => page.evaluate<string[]>(PAPER_FIT(`#${id}`));
    expect(await check('squeezed')).toContainEqual(expect.stringMatching(/^squeezed: "திருப்பித் தர எதிர்பார்க்கும் திகதி" → "02 டிசம்பர் .*lines\)$/));
    expect(await check('past')).toEqual(expect.arrayContaining([expect.stringMatching(/^past the edge: /)]));
    expect(await check('stacked')).toEqual([]);
    expect(await check('bounded')).toEqual([]);
  });

  for (const language of LANGUAGES) {
    const { locale } = language;

    it(`${locale} at 1366×800: every screen, each add dialog and the Profile dialog fit, no words cut in them or the menus, lang="${locale}", nothing serious for axe; a receipt, a job card and the profit and loss print in ${locale}`, async () => {
      const page = await ownerIn(language, DESK);
      const findings: Findings = { problems: {}, violations: {} };
      await everyScreen(page, language, findings, { screens: true, dialogs: true, axe: true });
      await printDocuments(page, language, findings);
      expectNothingFound(findings);
    }, 240_000);

    it(`${locale} at 390×844: every screen and dialog fits the phone, no words cut`, async () => {
      const page = await ownerIn(language, PHONE);
      const findings: Findings = { problems: {}, violations: {} };
      await everyScreen(page, language, findings, { screens: true, dialogs: true, axe: false });
      expectNothingFound(findings);
    }, 180_000);
  }
});

/**
 * In the page: each language button's name, as the width its words take in the button's own
 * font (its family list) against the same words in the script's Noto font alone and in a
 * fallback with no such letters. Equal to Noto's and unlike the fallback's: drawn in Noto, not
 * as empty boxes. A string, as CLIPPED_CONTROLS is.
 */
const LANGUAGE_NAME_WIDTHS = `(() => {
  const context = document.createElement('canvas').getContext('2d');
  const width = (font, text) => { context.font = font; return Math.round(context.measureText(text).width * 10) / 10; };
  return [...document.querySelectorAll('nav button[lang], nav a[lang]')].map((button) => {
    const style = getComputedStyle(button);
    const font = (family) => style.fontWeight + ' ' + style.fontSize + ' ' + family;
    const text = button.textContent.trim();
    const noto = button.lang === 'si' ? '"Noto Sans Sinhala"' : button.lang === 'ta' ? '"Noto Sans Tamil"' : style.fontFamily;
    return { lang: button.lang, text, shown: width(font(style.fontFamily), text), noto: width(font(noto), text), fallback: width(font('monospace'), text) };
  });
})()`;

/** The Noto faces the page has fetched, as "family weight" (a face is fetched only once a letter of its range is drawn). */
const LOADED_SCRIPT_FACES = `[...document.fonts].filter((face) => face.family.replace(/"/g, '').startsWith('Noto Sans') && face.status !== 'unloaded').map((face) => face.family.replace(/"/g, '') + ' ' + face.weight)`;

describe("each language's name, legible on a PC without Sinhala or Tamil fonts (this browser has none)", () => {
  /** The page at `path` with its language buttons (links on the status page) drawn and every font it asked for in; the font files it fetched. */
  async function openWithButtons(path: string, role: 'button' | 'link' = 'button') {
    const page = await e2e.newUser();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?(\?|$)/.test(request.url())) fetched.push(request.url());
    });
    await page.goto(path);
    // The console's own buttons: index.html's sign-in form (which names the languages too) gone.
    if (role === 'button') await page.locator('#sign-in-shell').waitFor({ state: 'detached' });
    await page.getByRole(role, { name: nameOf('ta') }).waitFor();
    await page.evaluate('document.fonts.ready');
    return { page, fetched };
  }

  it('/login draws සිංහල and தமிழ் in the shipped Noto fonts before any language is chosen', async () => {
    const { page, fetched } = await openWithButtons('/login');
    // Polled through evaluate: waitForFunction's polling of a string is an eval the page's CSP refuses.
    await expect.poll(() => page.evaluate(`document.fonts.check('500 14px "Noto Sans Sinhala"', ${JSON.stringify(nameOf('si'))}) && document.fonts.check('500 14px "Noto Sans Tamil"', ${JSON.stringify(nameOf('ta'))})`)).toBe(true);
    expect(await page.evaluate<string[]>(LOADED_SCRIPT_FACES)).toEqual(expect.arrayContaining(['Noto Sans Sinhala 500', 'Noto Sans Tamil 500']));
    const names = await page.evaluate<{ lang: string; text: string; shown: number; noto: number; fallback: number }[]>(LANGUAGE_NAME_WIDTHS);
    expect(names.map(({ lang, text }) => [lang, text])).toEqual(LOCALES.map(({ locale, name }) => [locale, name]));
    for (const { lang, shown, noto, fallback } of names.filter(({ lang }) => lang !== 'en')) {
      expect({ lang, shown }).toEqual({ lang, shown: noto });
      expect(shown, lang).not.toBe(fallback);
    }
    // Only the scripts' own files: no Latin subset of either font.
    expect(fetched.filter((url) => /noto-sans/.test(url)).every((url) => /noto-sans-(sinhala-sinhala|tamil-tamil)-/.test(url))).toBe(true);
  }, 60_000);

  /** In the page: each language link's name as drawn, against Noto's and a fallback's width (LANGUAGE_NAME_WIDTHS). */
  async function expectNamesInNoto(page: Page) {
    await expect.poll(() => page.evaluate(`document.fonts.check('14px "Noto Sans Sinhala"', ${JSON.stringify(nameOf('si'))}) && document.fonts.check('14px "Noto Sans Tamil"', ${JSON.stringify(nameOf('ta'))})`)).toBe(true);
    const names = await page.evaluate<{ lang: string; text: string; shown: number; noto: number; fallback: number }[]>(LANGUAGE_NAME_WIDTHS);
    expect(names.map(({ lang, text }) => [lang, text])).toEqual(LOCALES.map(({ locale, name }) => [locale, name]));
    for (const { lang, shown, noto, fallback } of names.filter(({ lang }) => lang !== 'en')) {
      expect({ lang, shown }).toEqual({ lang, shown: noto });
      expect(shown, lang).not.toBe(fallback);
    }
  }

  it('the repair status page (the server’s, no console code) draws them in Noto too, from letters it carries inline: in English it fetches no font', async () => {
    const { page, fetched } = await openWithButtons('/status/no-such-repair', 'link');
    await expectNamesInNoto(page);
    expect(fetched).toEqual([]);
  }, 60_000);

  it('the status page in Sinhala or Tamil fetches that script’s font alone, and draws its words in it', async () => {
    for (const { locale, font } of LANGUAGES) {
      const { page, fetched } = await openWithButtons(`/status/no-such-repair?lang=${locale}`, 'link');
      await expectNamesInNoto(page);
      expect(fetched.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(new RegExp(`^/status/fonts/${locale}-[0-9a-f]+\\.woff2$`))]);
      const alert = page.getByRole('alert');
      expect(await alert.innerText()).toBe(LANGUAGES.find((language) => language.locale === locale)!.app.statusPage.notFound);
      expect(await page.evaluate(`document.fonts.check('16px "${font}"', document.querySelector('[role=alert]').textContent)`)).toBe(true);
      await page.close();
    }
  }, 60_000);

  it('a page in English fetches neither font', async () => {
    // The session of a sign-in, taken to a browser that has seen no page yet (the sign-in page
    // names each language in itself, so it rightly fetches both fonts, and a browser keeps them).
    const signedIn = await e2e.signedIn(OWNER);
    const session = await signedIn.evaluate<[string, string][]>('Object.entries(localStorage)');
    const page = await e2e.newUser();
    await page.addInitScript(`for (const [key, value] of ${JSON.stringify(session)}) localStorage.setItem(key, value);`);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?(\?|$)/.test(request.url())) fetched.push(request.url());
    });
    // The dashboard, signed in: nothing on it is in Sinhala or Tamil.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await settle(page);
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('en');
    expect(await page.evaluate<string[]>(LOADED_SCRIPT_FACES)).toEqual([]);
    expect(fetched.filter((url) => /noto-sans/.test(url))).toEqual([]);
  }, 60_000);
});
