import { formatMoney } from '../../src/domain/format';
import { historyTone, repairStatusTone, type StatusTone } from '../../src/domain/repairs';
import type { StatusPageAnswer } from '../../src/domain/statusPage';
import { LOCALES, type LocaleCode } from '../../src/i18n/locales';
import { SHOP_PALETTE } from '../../src/palette';
import type { StatusPageWords } from './words';

/**
 * The repair status page as one HTML document (product.md §10): what the console's page showed,
 * written out on the server, with a small style sheet inline and no script, so a phone on mobile
 * data reads it from the first answer. The phone digits are asked with a plain form, posted back
 * to the same address.
 */
export type PageContent =
  | { kind: 'answer'; answer: StatusPageAnswer }
  /** `refused`: digits that end no number of the repair's customer; `invalid`: not four digits. */
  | { kind: 'askPhone'; refused?: boolean; invalid?: boolean }
  | { kind: 'notFound' }
  | { kind: 'tooMany' }
  | { kind: 'failed' };

export interface PageParts {
  locale: LocaleCode;
  words: StatusPageWords;
  content: PageContent;
  /** The @font-face rules (./fonts.ts). */
  fontFaces: string;
  /** The page's own script font, to preload. */
  preloadFont?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text and attribute values: a device or shop name is the shop's typing, never markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** Each tone's colour, as the console's chips (src/palette.ts); a plain status in grey. */
const TONES = (Object.keys(SHOP_PALETTE) as (keyof typeof SHOP_PALETTE)[]).map((tone) => `.t-${tone}{--c:${SHOP_PALETTE[tone]}}`).join('');

// MUI's look in a few lines: a card on a grey page, a chip, a timeline of dots joined by a line.
const STYLE =
  '*{box-sizing:border-box}' +
  'html{font-family:Roboto,"Helvetica Neue",Arial,sans-serif}' +
  'body{margin:0;background:#fafafa;color:rgba(0,0,0,.87);font-size:16px;line-height:1.5}' +
  // The script's font first where its language is (the page, a language link): a fallback font
  // inline as data is drawn as empty boxes until something lays the page out again (Chromium).
  // unicode-range keeps Latin letters and digits in the fonts after it.
  '[lang=si]{font-family:"Noto Sans Sinhala",Roboto,"Helvetica Neue",Arial,sans-serif}' +
  '[lang=ta]{font-family:"Noto Sans Tamil",Roboto,"Helvetica Neue",Arial,sans-serif}' +
  'main{max-width:600px;margin:0 auto;padding:16px 12px}' +
  'header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:8px;margin-bottom:16px}' +
  'h1{margin:0;font-size:1.5rem;font-weight:400;line-height:1.33}' +
  'nav{display:flex;flex-wrap:wrap;gap:4px}' +
  'nav a{padding:4px 8px;border:1px solid transparent;border-radius:4px;color:#1565c0;font-size:.875rem;font-weight:500;text-decoration:none}' +
  'nav a[aria-current]{border-color:rgba(21,101,192,.5)}' +
  '.card{background:#fff;border:1px solid #e0e0e0;border-radius:4px;padding:16px}' +
  '.top{display:flex;flex-wrap:wrap;align-items:center;gap:8px}' +
  'h2{flex:1 1 12em;margin:0;font-size:1.25rem;font-weight:500;overflow-wrap:anywhere}' +
  '.chip{padding:3px 12px;border-radius:16px;background:var(--c);color:#fff;font-size:.8125rem}' +
  '.chip.t-default{background:#e0e0e0;color:rgba(0,0,0,.87)}' +
  '.t-default{--c:#9e9e9e}' +
  TONES +
  '.muted{margin:8px 0 0;color:rgba(0,0,0,.6)}' +
  'hr{margin:16px 0;border:0;border-top:1px solid #e0e0e0}' +
  'dl{display:grid;grid-template-columns:1fr auto;gap:8px 16px;margin:0}' +
  'dt{color:rgba(0,0,0,.6)}dd{margin:0;font-weight:600;text-align:right}' +
  'h3{margin:0 0 8px;font-size:1rem;font-weight:600}' +
  'ol{margin:0;padding:0;list-style:none}' +
  'li{position:relative;padding:0 0 16px 24px}li:last-child{padding-bottom:0}' +
  'li:before{content:"";position:absolute;left:0;top:6px;width:12px;height:12px;border-radius:50%;background:var(--c)}' +
  'li:not(:last-child):after{content:"";position:absolute;left:5px;top:22px;bottom:4px;width:2px;background:#e0e0e0}' +
  'li b,li span{display:block}li b{font-weight:600}li span{font-size:.875rem;color:rgba(0,0,0,.6)}' +
  '.button{display:flex;justify-content:center;align-items:center;gap:8px;width:100%;margin-top:16px;padding:6px 16px;border:1px solid rgba(21,101,192,.5);border-radius:4px;background:none;color:#1565c0;font:inherit;font-size:.875rem;font-weight:500;text-decoration:none}' +
  'button.button{background:#1565c0;border-color:#1565c0;color:#fff;cursor:pointer}' +
  '.button svg{width:20px;height:20px;fill:currentColor}' +
  '.alert{margin:0;padding:6px 16px;border-radius:4px}' +
  '.info{background:#e5f6fd}.warning{background:#fff4e5}.error{background:#fdeded}' +
  'label{display:block;margin:16px 0 4px;font-size:.875rem;color:rgba(0,0,0,.6)}' +
  'input{width:100%;padding:12px 14px;border:1px solid rgba(0,0,0,.23);border-radius:4px;font:inherit;letter-spacing:.3em}' +
  'input[aria-invalid]{border-color:#d32f2f}' +
  '.error-text{margin:4px 14px 0;color:#d32f2f;font-size:.75rem}' +
  'p{margin:0}';

/** MUI's phone icon. */
const PHONE_ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z"/></svg>';

/** The languages, each named in itself; a link to the same page in it (the cookie keeps the choice). */
function languageLinks(current: LocaleCode): string {
  const links = LOCALES.map(
    ({ locale, name }) => `<a href="?lang=${locale}" lang="${locale}" hreflang="${locale}"${locale === current ? ' aria-current="true"' : ''}>${escapeHtml(name)}</a>`,
  );
  return `<nav aria-label="Language / භාෂාව / மொழி">${links.join('')}</nav>`;
}

const toneClass = (tone: StatusTone) => `t-${tone}`;

function repairStatus(answer: StatusPageAnswer, words: StatusPageWords): string {
  const steps = answer.timeline
    .map((step) => `<li class="${toneClass(historyTone(step.status))}"><b>${escapeHtml(words.status(step.status))}</b><span>${escapeHtml(words.dateTime(step.date))}</span></li>`)
    .join('');
  const expected = answer.expectedReturnDate ? words.dateTime(answer.expectedReturnDate) : words.notSet;
  const call = answer.shopPhone
    ? `<a class="button" href="tel:${escapeHtml(answer.shopPhone)}">${PHONE_ICON}${escapeHtml(words.callShop(answer.shopPhone))}</a>`
    : '';
  return (
    `<section class="card"><div class="top"><h2>${escapeHtml(answer.device || words.yourDevice)}</h2>` +
    `<span class="chip ${toneClass(repairStatusTone(answer.status))}" data-testid="status-chip">${escapeHtml(words.status(answer.status))}</span></div>` +
    `<p class="muted">${escapeHtml(words.job(answer.jobNumber))}</p><hr>` +
    `<dl><dt>${escapeHtml(words.expectedReturn)}</dt><dd>${escapeHtml(expected)}</dd><dt>${escapeHtml(words.amountDue)}</dt><dd>${escapeHtml(formatMoney(answer.amountDue))}</dd></dl><hr>` +
    `<h3 id="progress">${escapeHtml(words.progress)}</h3><ol aria-labelledby="progress">${steps}</ol>${call}</section>`
  );
}

function phoneDigitsForm({ refused, invalid }: { refused?: boolean; invalid?: boolean }, words: StatusPageWords): string {
  return (
    `<form class="card" method="post" novalidate><p>${escapeHtml(words.askPhone.intro)}</p>` +
    (refused ? `<p class="alert warning" role="alert" style="margin-top:16px">${escapeHtml(words.askPhone.refused)}</p>` : '') +
    `<label for="digits">${escapeHtml(words.askPhone.label)}</label>` +
    `<input id="digits" name="phoneLastFour" inputmode="numeric" autocomplete="off" maxlength="4" autofocus${invalid ? ' aria-invalid="true" aria-describedby="digits-error"' : ''}>` +
    (invalid ? `<p class="error-text" id="digits-error">${escapeHtml(words.phoneDigits)}</p>` : '') +
    `<button class="button" type="submit">${escapeHtml(words.askPhone.submit)}</button></form>`
  );
}

function body(content: PageContent, words: StatusPageWords): string {
  switch (content.kind) {
    case 'answer':
      return repairStatus(content.answer, words);
    case 'askPhone':
      return phoneDigitsForm(content, words);
    case 'notFound':
      return `<p class="alert info" role="alert">${escapeHtml(words.notFound)}</p>`;
    case 'tooMany':
      return `<p class="alert error" role="alert">${escapeHtml(words.tooMany)}</p>`;
    case 'failed':
      // A plain link back to the same address reloads the page: no script to try again with.
      return `<p class="alert error" role="alert">${escapeHtml(words.failed)}</p><a class="button" href="">${escapeHtml(words.retry)}</a>`;
  }
}

export function statusPageHtml({ locale, words, content, fontFaces, preloadFont }: PageParts): string {
  const heading = content.kind === 'answer' ? content.answer.shopName : words.title;
  const preload = preloadFont ? `<link rel="preload" href="${preloadFont}" as="font" type="font/woff2" crossorigin>` : '';
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,">' +
    `<title>${escapeHtml(words.title)}</title>${preload}<style>${fontFaces}${STYLE}</style></head>` +
    `<body><main><header><h1>${escapeHtml(heading)}</h1>${languageLinks(locale)}</header>${body(content, words)}</main></body></html>`
  );
}
