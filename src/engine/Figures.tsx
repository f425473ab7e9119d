import { Box, Card, CardActionArea, CardContent, Grid, Skeleton, Stack, Typography, type Theme } from '@mui/material';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, isNegativeMoney } from '../domain/format';
import type { Figure, FigureKind } from '../resources/types';

const count = new Intl.NumberFormat('en-LK');

/** A figure as shown: money in LKR with two decimals, a percentage with one, counts with separators. */
export function formatFigure(kind: FigureKind, value: number | string): string {
  if (kind === 'money') return formatMoney(value as number);
  if (kind === 'percent') return `${Number(value).toFixed(1)}%`;
  return typeof value === 'number' ? count.format(value) : value;
}

const PHONE_FIGURE = (theme: Theme) => ({
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  [theme.breakpoints.down('sm')]: { fontSize: '1rem' },
});

/**
 * One figure ready to show: its label key and its text; `null` while its value is still coming,
 * so its card holds its place and nothing below it jumps when the value arrives.
 */
export interface ShownFigure {
  key: string;
  label: string;
  text: string | null;
}

/** A figure whose value is known. */
export type ReadyFigure = ShownFigure & { text: string };

/** Declared figures worked out from what their place gives them; a number that is not one shows as 0. */
export function showFigures<I extends unknown[]>(figures: readonly Figure<I>[], prefix: string, ...input: I): ReadyFigure[] {
  return figures.map((figure) => {
    const value = figure.value(...input);
    const shown = typeof value === 'number' && !Number.isFinite(value) ? 0 : value;
    return { key: figure.key, label: `${prefix}.${figure.key}`, text: formatFigure(figure.kind, shown) };
  });
}

interface FigureCardProps {
  label: string;
  /** `null`: still coming (a placeholder of the value's height). */
  value: string | null;
  /** A line under the value ('3 bills'). */
  detail?: string;
  /** Where the card leads (the list behind the figure). */
  to?: string;
}

/**
 * A figure's line of detail with each amount kept whole ('Refunds LKR 0.00 · expenses LKR 0.00'):
 * a card two a row, or Sinhala's longer words, broke it between 'LKR' and its figure.
 */
export const unbrokenAmounts = (text: string) => text.replace(/\bLKR /g, 'LKR\u00A0');

/** One figure on a card: its label above, its value large; a loss (LKR below zero) in red. */
export function FigureCard({ label, value, detail, to }: FigureCardProps) {
  const negative = value !== null && isNegativeMoney(value);
  const content = (
    <CardContent sx={{ py: 1.5, px: { xs: 1.5, sm: 2 }, '&:last-child': { pb: 1.5 } }}>
      {/* A long one-word label (Tamil's 'நிலுவையுள்ளவர்கள்') breaks inside the card rather than run past its edge on a phone. */}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      {/* Smaller on a phone, where two cards share a row: 'LKR 1,347,660.00' stays whole. */}
      <Typography variant="h6" component="p" sx={[PHONE_FIGURE, negative && { color: 'error.main' }]}>
        {value ?? <Skeleton width="9ch" />}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {unbrokenAmounts(detail)}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

interface FiguresProps {
  figures: readonly ShownFigure[];
  /** Cards in a grid (above a list, a report's answer), or 'Label: value' lines under a form, live as it is typed. */
  variant: 'cards' | 'lines';
  /** What a screen reader calls the group of cards. */
  label?: string;
  translate: (key: string) => string;
}

/** Figures, the one way every screen shows them. Memoised: a list's page turn leaves its figures as they are. */
export const Figures = memo(function Figures({ figures, variant, label, translate }: FiguresProps) {
  if (!figures.length) return null;
  if (variant === 'lines') {
    return (
      <Stack direction="row" spacing={3} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 1 }} aria-live="polite">
        {figures.map((figure) => (
          <Typography key={figure.key} variant="subtitle1" component="p">
            {translate(figure.label)}: <Box component="strong" sx={{ color: figure.text !== null && isNegativeMoney(figure.text) ? 'error.main' : undefined }}>{figure.text ?? '…'}</Box>
          </Typography>
        ))}
      </Stack>
    );
  }
  return (
    <Grid container spacing={{ xs: 1, sm: 2 }} role="group" aria-label={label}>
      {figures.map((figure) => (
        // Two a row on a phone: a figure is a label and a number, and one a row took a phone's first screen.
        <Grid key={figure.key} size={{ xs: 6, md: 3 }}>
          <FigureCard label={translate(figure.label)} value={figure.text} />
        </Grid>
      ))}
    </Grid>
  );
});
