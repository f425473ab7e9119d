import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

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

/** A react-admin theme with the shop's two colours and the shared parts. */
const withShop = (base: RaThemeOptions, primary: string, secondary: string): RaThemeOptions => ({
  ...base,
  palette: { ...base.palette, primary: { main: primary }, secondary: { main: secondary } },
  components: { ...base.components, ...phoneDialogs },
});

/** react-admin's light look with the shop's colours. */
export const theme = withShop(defaultLightTheme, '#1565c0', '#00796b');

/**
 * The dark one (the top bar's toggle, remembered per browser): the same hues, lighter, so text
 * on them keeps its contrast on a dark background.
 */
export const darkTheme = withShop(defaultDarkTheme, '#90caf9', '#80cbc4');
