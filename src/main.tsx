/**
 * The entry: almost nothing, so the browser paints what index.html already holds (the sign-in
 * form, scripts/signInShell.ts) before the console's code runs. The console (STAGES below) is
 * asked for after the first frame: its code is most of a megabyte to evaluate, which on a phone's CPU
 * would otherwise hold the first paint until it is done (a timer too, for a tab opened in the
 * background, which draws no frames until it is shown). On a touch screen's sign-in page it
 * waits for the form's first use instead: the person types into index.html's form while the
 * code arrives, and the phone is not held busy before they start.
 */
// The scripts' fonts are declared before anything is drawn (index.html's outline holds a
// language's own name): text laid out before its font face exists keeps its fallback.
import './scriptFonts.css';
import { restoreKeptStyles } from './keptStyles';

/**
 * The console's modules are evaluated in stages, the browser let in between: React's renderer
 * (react-dom); MUI's styling and most used components (./materialUi); react-admin (./libraries);
 * how money reads (./domain/labels), whose number format is the page's first `Intl` object and
 * so loads the browser's locale data; then the console (./boot). In one task they made the
 * start's longest, which a phone's CPU runs four times as long and during which it answers
 * nothing. A stage links and evaluates only what the ones before it have not.
 */
const STAGES = [() => import('react-dom/client'), () => import('./materialUi'), () => import('./libraries'), () => import('./domain/labels'), () => import('./boot')];

declare global {
  interface Window {
    /**
     * public/sign-in-shell.js: asks for every stage's code, as index.html names it
     * (vite.config.ts's preload-console), once: the stages are evaluated in turn, but their code
     * need not arrive in turn. Already asked for when a session is held.
     */
    askForConsoleCode?: () => void;
  }
}

const loadConsole = async () => {
  window.askForConsoleCode?.();
  for (const [index, stage] of STAGES.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve));
    await stage();
  }
};

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void loadConsole();
};
// public/sign-in-shell.js shows the sign-in form (data-sign-in) unless a session is held.
const onSignInPage = document.documentElement.hasAttribute('data-sign-in');
// A browser holding a session goes to its screen: the styles an earlier visit kept go in now, in
// this small task, not in the console's start.
if (!onSignInPage) restoreKeptStyles();
const signingInByTouch = onSignInPage && matchMedia('(pointer: coarse)').matches;
if (signingInByTouch) {
  for (const type of ['pointerdown', 'focusin', 'keydown']) document.addEventListener(type, start, { capture: true, once: true });
  if (document.activeElement && document.activeElement !== document.body) start();
} else {
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
}
