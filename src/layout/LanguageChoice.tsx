import { Box, Button } from '@mui/material';
import { useLocaleState, useLocales } from 'react-admin';

/**
 * The languages as a row of buttons, each named in itself, for the pages seen before
 * signing in (the sign-in page, a customer's repair status page). The same choice as the
 * top bar's menu (react-admin's store keeps it), without a menu's code on the first screen.
 */
export function LanguageChoice() {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    // A Box, not a Stack: the sign-in page is the first screen, and Stack's code would grow it (docs/performance.md, "Languages").
    <Box component="nav" aria-label="Language / භාෂාව / மொழி" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {locales.map((language) => (
        <Button
          key={language.locale}
          size="small"
          lang={language.locale}
          aria-pressed={language.locale === locale}
          variant={language.locale === locale ? 'outlined' : 'text'}
          onClick={() => setLocale(language.locale)}
        >
          {language.name}
        </Button>
      ))}
    </Box>
  );
}
