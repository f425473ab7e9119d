import { createTheme, ThemeProvider } from '@mui/material/styles';
import { CssBaseline, TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider, Loading } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18n/i18nProvider';
import { darkTheme, theme } from './theme';

/** 'rgba(0, 0, 0, 0.6)' and '#fff' alike as [r, g, b, a], the way jsdom reports a computed colour. */
function rgba(color: string): number[] {
  const probe = document.createElement('div');
  probe.style.color = color;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed.match(/[\d.]+/g)!.map(Number);
}

const BOTH_THEMES = [
  ['light', theme],
  ['dark', darkTheme],
] as const;

/** The page-wide CSS a theme writes: MUI's CssBaseline with the theme's additions. */
function baselineRules(options: typeof theme): string {
  render(
    <ThemeProvider theme={createTheme(options)}>
      <CssBaseline />
    </ThemeProvider>,
  );
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('the themes', () => {
  it.each(BOTH_THEMES)("write react-admin's loading message in the %s theme's secondary text colour, not its faint disabled grey", async (_name, options) => {
    const muiTheme = createTheme(options);
    render(
      <ThemeProvider theme={muiTheme}>
        <I18nContextProvider value={i18nProvider}>
          <Loading timeout={0} />
        </I18nContextProvider>
      </ThemeProvider>,
    );
    const message = (await screen.findByText('Loading')).closest('.RaLoading-message')!;
    expect(rgba(getComputedStyle(message).color)).toEqual(rgba(muiTheme.palette.text.secondary));
    expect(rgba(muiTheme.palette.text.secondary)).not.toEqual(rgba(muiTheme.palette.text.disabled));
  });

  it.each(BOTH_THEMES)('write no rule for a filled input that a browser would drop (%s): a disabled one keeps MUI’s own background', (_name, options) => {
    const muiTheme = createTheme(options);
    render(
      <ThemeProvider theme={muiTheme}>
        <TextField variant="filled" label="Enabled" />
        <TextField variant="filled" label="Disabled" disabled />
      </ThemeProvider>,
    );
    const selectors = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).map((rule) => (rule as CSSStyleRule).selectorText ?? '');
    expect(selectors.filter((selector) => selector.includes('MuiFilledInput'))).not.toHaveLength(0);
    // JSS's `$name` (react-admin's '&$disabled'): no browser parses it; jsdom re-parses it for every element, throwing.
    expect(selectors.filter((selector) => selector.includes('$'))).toEqual([]);
    const background = (label: string) => getComputedStyle(screen.getByLabelText(label).closest('.MuiFilledInput-root')!).backgroundColor;
    expect(background('Disabled')).toBe(muiTheme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.12)' : 'rgba(255, 255, 255, 0.12)');
    expect(background('Enabled')).not.toBe(background('Disabled'));
  });

  it.each(BOTH_THEMES)("keep the scroll bar's room on the page from 600 px in the %s theme, so nothing moves when a list grows taller than the window (a phone's dialogs keep the whole width)", (_name, options) => {
    const rules = baselineRules(options);
    expect(rules).toMatch(/@media \(min-width: ?600px\)\s*\{\s*html\s*\{[^}]*scrollbar-gutter:\s*stable/);
    // Nowhere without the width: on a phone's full-screen dialog it would take 15 px.
    expect(rules.replace(/@media[^{]*\{\s*html\s*\{[^}]*\}\s*\}/g, '')).not.toMatch(/scrollbar-gutter/);
  });

  it.each(BOTH_THEMES)('still every animation and transition for someone who asked their device for less motion, in the %s theme, and only for them', (_name, options) => {
    const rules = baselineRules(options);
    const reduced = /@media \(prefers-reduced-motion: ?reduce\)\s*\{([^}]*\{[^}]*\})\s*\}/.exec(rules)?.[1] ?? '';
    expect(reduced).toMatch(/animation-duration:\s*0\.01ms\s*!important/);
    expect(reduced).toMatch(/animation-iteration-count:\s*1\s*!important/);
    expect(reduced).toMatch(/transition-duration:\s*0\.01ms\s*!important/);
    expect(rules.replace(reduced, '')).not.toMatch(/0\.01ms/);
  });
});
