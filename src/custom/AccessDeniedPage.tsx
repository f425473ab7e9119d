import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * Shown when a signed-in user opens the address of a page their role may not use. The top bar
 * says 'Access Denied' too, as every other page names itself there (product.md §6's wording).
 */
export function AccessDeniedPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
      <Title title="app.accessDenied.title" />
      <LockIcon color="warning" sx={{ fontSize: 64 }} />
      <Typography variant="h5" component="h1">
        {translate('app.accessDenied.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.accessDenied.message')}</Typography>
      <Button component={Link} to="/dashboard" variant="outlined">
        {translate('app.accessDenied.back')}
      </Button>
    </Box>
  );
}
