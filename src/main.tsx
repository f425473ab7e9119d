/**
 * The entry: almost nothing, so the browser paints what index.html already holds (the sign-in
 * form, scripts/signInShell.ts) before the console's code runs. The console (./boot) is asked
 * for after the first frame: its code is most of a megabyte to evaluate, which on a phone's CPU
 * would otherwise hold the first paint until it is done (a timer too, for a tab opened in the
 * background, which draws no frames until it is shown). On a touch screen's sign-in page it
 * waits for the form's first use instead: the person types into index.html's form while the
 * code arrives, and the phone is not held busy before they start.
 */
// The scripts' fonts are declared before anything is drawn (index.html's outline holds a
// language's own name): text laid out before its font face exists keeps its fallback.
import './scriptFonts.css';

/** index.html's sign-in outline is shown (public/sign-in-shell.js): no session is held. */
const signingIn = document.documentElement.hasAttribute('data-sign-in');

/** A task boundary: the browser may draw and handle input before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The console's modules are evaluated in stages, the browser let in between: the current
 * screen's code asked for (./screens), the libraries (./libraries: React's DOM renderer, MUI,
 * react-admin), then the console (./boot). Evaluated at once they made one long task, which a
 * phone's CPU runs four times as long and during which it answers nothing. A stage evaluates
 * only what the ones before have not. Their code is asked for all at once, as index.html names
 * it (vite.config.ts's preload-console): here on the sign-in page, by public/sign-in-shell.js
 * for a session held; else each stage would ask for its own only once the one before is done.
 */
const loadConsole = async () => {
  if (signingIn) {
    for (const href of document.querySelector<HTMLMetaElement>('meta[name="console-modules"]')?.content.split(' ') ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
  (await import('./screens')).preloadScreen(window.location.pathname);
  await nextTask();
  await import('./libraries');
  await nextTask();
  await import('./boot');
};

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void loadConsole();
};
const signingInByTouch = signingIn && matchMedia('(pointer: coarse)').matches;
if (signingInByTouch) {
  for (const type of ['pointerdown', 'focusin', 'keydown']) document.addEventListener(type, start, { capture: true, once: true });
  if (document.activeElement && document.activeElement !== document.body) start();
} else {
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, 1000);
}
