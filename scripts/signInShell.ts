import { app as en } from '../src/i18n/en/app';
import { LOCALES } from '../src/i18n/locales';
import { app as si } from '../src/i18n/si/app';
import { app as ta } from '../src/i18n/ta/app';
import { SHOP_PALETTE } from '../src/palette';

/**
 * The sign-in page's first paint, before any of the console's code (issue 46): Vite writes into
 * index.html the sign-in form as the console draws it (the title, the two fields, the button,
 * the languages), in plain HTML and a few lines of inline CSS, once per language with the
 * catalogues' own words. public/sign-in-shell.js, before the first paint, shows the one in the
 * language last chosen, and none to a browser holding a session (it goes to its screen, not to
 * the sign-in). It is a real form: on a phone the console's code is only asked for once it is
 * first touched (src/main.tsx), and what was typed, and a press of Login, pass to the console's
 * sign-in page when it takes over (src/signInShell.ts).
 */
const WORDS = { en, si, ta };

const STOREFRONT =
  'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The measures of the console's sign-in card (MUI's Card, filled TextInputs with their helper
// line, the contained button, the language buttons), so the swap is not seen as a jump. A flex
// column: its margins add up as MUI's do, none collapsing. The body's margin is the console's
// (MUI's CssBaseline) from the first frame: a screen drawn before the browser applied the
// console's page-wide CSS moved by the browser's default 8 px as it did, the whole screen at once.
const STYLE = `
body{margin:0}
#sign-in-shell{display:none;position:fixed;inset:0;z-index:1;align-items:center;justify-content:center;background:#fafafb;
font:16px/1.5 Roboto,Helvetica,Arial,"Noto Sans Sinhala","Noto Sans Tamil",sans-serif;color:rgba(0,0,0,.87)}
#sign-in-shell button,#sign-in-shell input{font:inherit;color:inherit;margin:0;border:0;background:none}
html[data-sign-in] #sign-in-shell{display:flex}
.sis{display:none;flex-direction:column;box-sizing:border-box;width:380px;max-width:92vw;padding:16px 16px 24px;background:#fff;border-radius:4px;
box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}
${LOCALES.map(({ locale }) => `html[data-sign-in=${locale}] .sis[lang=${locale}]`).join(',')}{display:flex}
.sis-head{display:flex;flex-direction:column;align-items:center;margin-bottom:16px;text-align:center}
.sis-avatar{width:40px;height:40px;margin-bottom:8px;border-radius:50%;background:${SHOP_PALETTE.primary};display:flex;align-items:center;justify-content:center}
.sis-avatar svg{width:24px;height:24px;fill:#fff}
.sis h1{margin:0;font-size:24px;font-weight:400;line-height:1.334}
.sis-sub{font-size:14px;line-height:1.43;color:rgba(0,0,0,.6)}
.sis-field{box-sizing:border-box;display:flex;flex-direction:column;height:48px;margin:8px 0 28px;padding:4px 12px 0;border-radius:4px 4px 0 0;background:rgba(0,0,0,.06);border-bottom:1px solid rgba(0,0,0,.42)}
.sis-field:focus-within{border-bottom:2px solid ${SHOP_PALETTE.primary}}
.sis-field span{font-size:12px;line-height:16px;color:rgba(0,0,0,.6)}
#sign-in-shell .sis-field input{width:100%;padding:2px 0 4px;font-size:16px;line-height:22px;outline:none}
#sign-in-shell .sis-button{padding:6px 16px;border-radius:4px;background:${SHOP_PALETTE.primary};color:#fff;font-size:14px;font-weight:500;line-height:24.5px;text-align:center;text-transform:uppercase;cursor:pointer}
#sign-in-shell .sis-button[aria-busy=true]{opacity:.7;cursor:progress}
.sis-langs{display:flex;justify-content:center;gap:4px;margin-top:16px}
#sign-in-shell .sis-langs button{padding:3px 9px;border:1px solid transparent;border-radius:4px;color:${SHOP_PALETTE.primary};font-size:13px;font-weight:500;line-height:22.75px;text-transform:uppercase;cursor:pointer}
#sign-in-shell .sis-langs .sis-on{border-color:rgba(21,101,192,.5)}
`.replace(/\n/g, '');

function card(locale: keyof typeof WORDS): string {
  const words = WORDS[locale];
  const languages = LOCALES.map(
    ({ locale: each, name }) => `<button type="button" lang="${each}" data-locale="${each}" aria-pressed="${each === locale}"${each === locale ? ' class="sis-on"' : ''}>${escape(name)}</button>`,
  ).join('');
  // No type="email" and no autofocus, as the console's form: the spec's message, not the
  // browser's; and a phone's keyboard only when the person taps a field.
  return (
    `<form class="sis" lang="${locale}" novalidate><div class="sis-head"><div class="sis-avatar"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${STOREFRONT}"/></svg></div>` +
    `<h1>${escape(words.title)}</h1><div class="sis-sub">${escape(words.login.subtitle)}</div></div>` +
    `<label class="sis-field"><span>${escape(words.login.email)} *</span><input name="email" inputmode="email" autocomplete="username"></label>` +
    `<label class="sis-field"><span>${escape(words.login.password)} *</span><input name="password" type="password" autocomplete="current-password"></label>` +
    `<button type="submit" class="sis-button">${escape(words.login.submit)}</button>` +
    `<nav class="sis-langs" aria-label="Language / භාෂාව / மொழி">${languages}</nav></form>`
  );
}

/** index.html with the outline: its style in the head, the card in each language before the console's root. */
export function withSignInShell(html: string): string {
  const shell = `<div id="sign-in-shell">${LOCALES.map(({ locale }) => card(locale)).join('')}</div>`;
  return html.replace('</head>', `<style>${STYLE}</style></head>`).replace('<div id="root"></div>', `${shell}<div id="root"></div>`);
}
