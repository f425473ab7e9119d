import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** Target after sign-in (spec §2: its content is not specified yet). */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.intro')}</Typography>
      </CardContent>
    </Card>
  );
}
