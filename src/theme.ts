import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';

/** react-admin's default look with the shop's colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1565c0' }, secondary: { main: '#00897b' } },
};
