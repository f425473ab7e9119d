import ErrorIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { dismissSignInShell } from '../signInShell';

/** product.md §2: the page shown when a screen crashes, inside or outside the layout. */
export function ErrorPage() {
  const translate = useTranslate();
  // A crash before the sign-in form is up must not stay hidden under index.html's outline of it.
  useEffect(dismissSignInShell, []);
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <ErrorIcon color="error" sx={{ fontSize: 64 }} />
      <Typography variant="h5">{translate('app.error.title')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('app.error.reload')}
      </Button>
    </Box>
  );
}
