import type { EmotionCache } from '@emotion/cache';

/**
 * MUI's styles (emotion) kept from one visit to the next, so a phone does not compile them anew
 * on each load. Emotion turns each component's style object into CSS text the first time a page
 * draws it, inside React's commit, which nothing slices: much of each long render at start-up.
 * Emotion's class names are hashes of the styles, so the CSS a visit produced is valid for any
 * later one that draws the same styles. Put back in a `<style data-emotion="css …">` before
 * emotion's cache is made, it is read as server-rendered CSS is (emotion's hydration): those
 * names are never compiled again. A style not kept is compiled as usual.
 *
 * Only the types of emotion here: src/main.tsx puts the styles back before the console's code
 * (and emotion with it) is loaded.
 */
/** Where the kept styles are, in the browser's localStorage. */
export const KEPT_STYLES_KEY = 'shop.styles';
/** Beyond this much CSS (both themes and many screens over many versions), start again from one visit's. */
const MAX_CHARS = 600_000;

interface KeptStyles {
  names: string[];
  css: string;
}

/** Puts the CSS an earlier visit kept into the page, for emotion's cache to take up when it is made. */
export function restoreKeptStyles(storage: Storage = localStorage): void {
  try {
    const kept = JSON.parse(storage.getItem(KEPT_STYLES_KEY) ?? 'null') as KeptStyles | null;
    if (!kept || kept.names.length === 0 || kept.css.length > MAX_CHARS) return;
    const style = document.createElement('style');
    style.setAttribute('data-emotion', `css ${kept.names.join(' ')}`);
    style.textContent = kept.css;
    document.head.appendChild(style);
  } catch {
    // Nothing usable kept: every style is compiled, as without this.
  }
}

/** What the cache holds now: the names it has written and their CSS, as the page has it. */
export function stylesOf(cache: EmotionCache): KeptStyles {
  const css = cache.sheet.tags.map((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')).join('');
  return { names: Object.keys(cache.inserted), css };
}

/**
 * Keeps what the cache holds for the next visit: a few seconds after the start (the first
 * screen drawn) and whenever the page is hidden (the screens opened since).
 */
export function keepStyles(cache: EmotionCache, storage: Storage = localStorage): void {
  const save = () => {
    try {
      const styles = stylesOf(cache);
      if (styles.css.length <= MAX_CHARS) storage.setItem(KEPT_STYLES_KEY, JSON.stringify(styles));
      else storage.removeItem(KEPT_STYLES_KEY);
    } catch {
      // Storage full or refused: the next visit compiles its styles.
    }
  };
  setTimeout(save, 5_000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}
