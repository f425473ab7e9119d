import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import { SHOP_PALETTE } from './palette';

/**
 * What both themes share: on a phone (below MUI's `sm`, 600 px) every dialog fills the screen,
 * said once here rather than in each dialog (the engine's, the profile's, react-admin's confirm).
 */
const phoneDialogs: RaThemeOptions['components'] = {
  MuiDialog: {
    styleOverrides: {
      paper: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: '100%', borderRadius: 0 },
      }),
    },
  },
};

/**
 * On a phone the top bar's language menu shows only its icon: with the language's name beside
 * it (104–108 px in Sinhala and Tamil) the screen's title had under 100 px, narrower than one
 * long Sinhala or Tamil word. The name stays in the button, so it keeps its accessible name.
 */
const phoneLanguageMenu: RaThemeOptions['components'] = {
  RaLocalesMenuButton: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('sm')]: {
          '& .MuiButton-root': { minWidth: 0, padding: theme.spacing(1), fontSize: 0 },
          '& .MuiButton-startIcon': { margin: 0 },
          '& .MuiButton-endIcon': { display: 'none' },
        },
      }),
    },
  },
};

/**
 * react-admin's "Loading… please wait" (a screen still loading after a second) writes its words
 * in the palette's disabled grey, 2.7:1 on the page: too faint to read (axe: color-contrast).
 * The secondary text colour reads at more than 4.5:1 in both themes.
 */
const readableLoading: RaThemeOptions['components'] = {
  RaLoading: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }),
    },
  },
};

/**
 * The page keeps its scroll bar's room from the first frame (`scrollbar-gutter: stable`). A list
 * is shorter than the window until its rows arrive; the scroll bar then took 15 px from the page,
 * and on a 1350 px screen the filters and the toolbar's buttons wrapped anew: Lighthouse's 0.058
 * layout shift on Repair Management. From MUI's `sm` (600 px) only: below it the dialogs fill
 * the screen, and a kept gutter would take 15 px from them where a browser shows classic scroll
 * bars (a phone's overlay scroll bars take no room anyway).
 */
const steadyWidth = (theme: Theme) => ({ html: { [theme.breakpoints.up('sm')]: { scrollbarGutter: 'stable' } } });

/**
 * Someone who asked their device for less motion gets none: dialogs and menus appear without
 * sliding or fading, a focused button does not pulse, and a spinner or a loading bar stands still.
 * Each animation still ends (the next frame), so what waits for one goes on.
 */
const stillForReducedMotion = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

const pageBaseline: RaThemeOptions['components'] = {
  MuiCssBaseline: { styleOverrides: (theme: Theme) => ({ ...steadyWidth(theme), ...stillForReducedMotion }) },
};

/**
 * A closed menu kept in the page (react-admin's language menu in the top bar keeps its items,
 * each language named in itself) is not laid out: hidden by visibility alone, its Sinhala and
 * Tamil names would fetch both scripts' fonts on every page in English (./scriptFonts.css).
 */
const closedMenus: RaThemeOptions['components'] = {
  MuiMenu: { styleOverrides: { root: { '&.MuiModal-hidden': { display: 'none' } } } },
};

/**
 * Sinhala and Tamil letters come from Noto Sans Sinhala and Noto Sans Tamil, declared on every
 * page (./scriptFonts.css) and fetched only where their letters show; Latin letters keep MUI's fonts.
 */
export const SCRIPT_FONTS = '"Noto Sans Sinhala", "Noto Sans Tamil"';

/**
 * react-admin's light theme gives filled inputs a `'&$disabled'` rule: JSS syntax, which emotion
 * writes out as a selector no browser can parse, so browsers drop the rule. Dropped here before it
 * is written: jsdom cannot parse it either, and tries again, throwing, for every element whose
 * style it computes (8 % of the screen tests' CPU). What a browser shows is unchanged.
 */
function withoutJssSelector(components: RaThemeOptions['components']): RaThemeOptions['components'] {
  const filled = components?.MuiFilledInput;
  const root = filled?.styleOverrides?.root;
  if (!root || typeof root !== 'object' || !('&$disabled' in root)) return components;
  const { '&$disabled': _dropped, ...valid } = root as Record<string, unknown>;
  return { ...components, MuiFilledInput: { ...filled, styleOverrides: { ...filled.styleOverrides, root: valid } } };
}

/** A react-admin theme with the shop's colours and the shared parts. */
const withShop = (base: RaThemeOptions, palette: RaThemeOptions['palette']): RaThemeOptions => ({
  ...base,
  typography: { ...base.typography, fontFamily: `"Roboto", "Helvetica", "Arial", ${SCRIPT_FONTS}, sans-serif` },
  palette: { ...base.palette, ...palette },
  components: { ...withoutJssSelector(base.components), ...phoneDialogs, ...phoneLanguageMenu, ...closedMenus, ...readableLoading, ...pageBaseline },
});

/** react-admin's light look with the shop's colours (./palette.ts; axe checks their contrast in the e2e suite). */
export const theme = withShop(defaultLightTheme, {
  primary: { main: SHOP_PALETTE.primary },
  secondary: { main: SHOP_PALETTE.secondary },
  warning: { main: SHOP_PALETTE.warning },
  info: { main: SHOP_PALETTE.info },
});

/**
 * The dark one (the top bar's toggle, remembered per browser): the same hues, lighter, so text
 * on them keeps its contrast on a dark background.
 */
export const darkTheme = withShop(defaultDarkTheme, { primary: { main: '#90caf9' }, secondary: { main: '#80cbc4' } });
