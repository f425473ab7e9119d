/**
 * The shop's colours, light look: the console's theme (./theme.ts) and the server-rendered
 * repair status page (server/statusPage/) paint a status in the same colour. Warning and info
 * are darker than MUI's, so white text on a status chip keeps a 4.5:1 contrast (WCAG AA).
 * Success and error are MUI's own.
 */
export const SHOP_PALETTE = {
  primary: '#1565c0',
  secondary: '#00796b',
  warning: '#b45309',
  info: '#0277bd',
  success: '#2e7d32',
  error: '#d32f2f',
} as const;
