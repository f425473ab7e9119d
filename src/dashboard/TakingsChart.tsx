import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { TakingsDay } from '../domain/dashboard';
import { useNearView } from './useNearView';

const TakingsBars = lazy(() => import('./TakingsBars'));
const BARS_HEIGHT = 280;
// The bars with their legend's row above them, as drawn: the place kept for a chart not yet drawn.
const DRAWN_HEIGHT = BARS_HEIGHT + 29;
const loading = <Skeleton variant="rectangular" height={DRAWN_HEIGHT} />;

interface Props {
  /** The last 30 days, once read. */
  days: readonly TakingsDay[] | undefined;
  showProfit: boolean;
}

/**
 * The last 30 days' takings, bills, recharges and repairs stacked per day, and for owners the
 * profit beside it; the figures are also text (the cards above). The cards are drawn at once at
 * their full size; the bars, which load the chart library and measure their labels as they are
 * drawn, once the cards are near the view: on a phone they are below the fold. Until then their
 * place is kept empty: a loading placeholder would say that something is on its way.
 */
export function TakingsChart({ days, showProfit }: Props) {
  const translate = useTranslate();
  const [cards, near] = useNearView<HTMLDivElement>();

  const chart = (shows: 'takings' | 'profit') => {
    const title = translate(`app.dashboard.chart.${shows}`);
    return (
      <Grid size={{ xs: 12, md: showProfit ? 6 : 12 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            {!days ? (
              loading
            ) : near ? (
              <Suspense fallback={loading}>
                <TakingsBars days={days} shows={shows} title={title} height={BARS_HEIGHT} />
              </Suspense>
            ) : (
              <Box sx={{ height: DRAWN_HEIGHT }} />
            )}
          </CardContent>
        </Card>
      </Grid>
    );
  };

  return (
    <Grid container spacing={2} ref={cards}>
      {chart('takings')}
      {showProfit && chart('profit')}
    </Grid>
  );
}
