import { CacheProvider } from '@emotion/react';
import { Box } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import createCache from '@emotion/cache';
import { KEPT_STYLES_KEY, keepStyles, restoreKeptStyles, stylesOf } from './keptStyles';

/** A box styled as a screen's would be: a rule, a pseudo-class and a breakpoint. */
const Styled = () => (
  <Box data-testid="styled" sx={{ color: 'rgb(255, 0, 0)', paddingTop: '3px', '&:hover': { color: 'rgb(0, 0, 255)' }, '@media (min-width: 600px)': { paddingTop: '5px' } }}>
    styled
  </Box>
);

/** The console's cache as main.tsx and boot.tsx make it: what was kept put back, then the cache. */
function styleCache() {
  restoreKeptStyles(localStorage);
  return createCache({ key: 'css' });
}

/** A visit: the console's cache, the box drawn with it. */
function visit() {
  const cache = styleCache();
  render(
    <CacheProvider value={cache}>
      <Styled />
    </CacheProvider>,
  );
  return cache;
}

/** The page as the browser gets it anew: no style element of a previous visit is left. */
function leave() {
  cleanup();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
}

afterEach(() => {
  leave();
  localStorage.clear();
  vi.useRealTimers();
});

describe('the styles kept between visits', () => {
  it('a later visit draws with the CSS an earlier one compiled, and compiles none of it again', () => {
    vi.useFakeTimers();
    const first = visit();
    keepStyles(first, localStorage);
    expect(localStorage.getItem(KEPT_STYLES_KEY)).toBeNull();
    vi.advanceTimersByTime(5_000);
    const kept = stylesOf(first);
    expect(kept.css).toContain('color: rgb(255, 0, 0)');
    expect(kept.css).toContain('@media (min-width: 600px)');
    expect(JSON.parse(localStorage.getItem(KEPT_STYLES_KEY)!)).toEqual(kept);
    leave();

    const second = styleCache();
    expect(Object.keys(second.inserted)).toEqual(kept.names);
    const insert = vi.spyOn(second, 'insert');
    render(
      <CacheProvider value={second}>
        <Styled />
      </CacheProvider>,
    );
    expect(insert).not.toHaveBeenCalled();
    // The kept CSS is what styles the box.
    expect(getComputedStyle(screen.getByTestId('styled')).color).toBe('rgb(255, 0, 0)');
  });

  it('a page that is hidden keeps what it has drawn since', () => {
    const cache = visit();
    keepStyles(cache, localStorage);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    expect(JSON.parse(localStorage.getItem(KEPT_STYLES_KEY)!).names).toEqual(Object.keys(cache.inserted));
  });

  it('with nothing usable kept, every style is compiled as usual', () => {
    localStorage.setItem(KEPT_STYLES_KEY, '{not json');
    const cache = visit();
    expect(Object.keys(cache.inserted).length).toBeGreaterThan(0);
    expect(getComputedStyle(screen.getByTestId('styled')).color).toBe('rgb(255, 0, 0)');
  });
});
