import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatFigure } from '../list/SummaryFigures';

interface Figure {
  key: string;
  kind: 'count' | 'money' | 'percent';
  value: (values: Record<string, any>) => number;
}

/** Figures of a form, recomputed from its values as the user types (a bill's total); labels under `prefix`. */
export function FormFigures({ figures, prefix }: { figures: readonly Figure[]; prefix: string }) {
  const translate = useTranslate();
  const values = useWatch();
  if (!figures.length) return null;
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'flex-end', pt: 1 }} aria-live="polite">
      {figures.map((figure) => {
        const value = figure.value(values);
        return (
          <Typography key={figure.key} variant="subtitle1" component="p">
            {translate(`${prefix}.${figure.key}`)}:{' '}
            <strong>{formatFigure(figure.kind, Number.isFinite(value) ? value : 0)}</strong>
          </Typography>
        );
      })}
    </Stack>
  );
}
