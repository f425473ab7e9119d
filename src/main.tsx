/**
 * The entry: almost nothing, so the browser paints what index.html already holds (the sign-in
 * page's outline, scripts/signInShell.ts) before the console's code runs. The console (./boot)
 * is asked for after the first frame: its code is most of a megabyte to evaluate, which on a
 * phone's CPU would otherwise hold the first paint until it is done. A timer too, for a tab
 * opened in the background, which draws no frames until it is shown.
 */
// The scripts' fonts are declared before anything is drawn (index.html's outline holds a
// language's own name): text laid out before its font face exists keeps its fallback.
import './scriptFonts.css';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./boot');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 1000);
