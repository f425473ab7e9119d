import { Stack, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ResourceName } from '../../domain/permissions';
import type { FormFigureDeclaration, ShopRecord } from '../../resources/types';
import { formatFigure } from '../list/SummaryFigures';

/** Every record of `resources` (the dataProvider's cached collections), keyed by resource. */
function useRecordsOf(resources: readonly ResourceName[]): Partial<Record<ResourceName, ShopRecord[]>> {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: resources.map((resource) => ({
      queryKey: [resource, 'getList', 'formFigures'],
      queryFn: async () =>
        (await dataProvider.getList(resource, { filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1_000_000 } }))
          .data as ShopRecord[],
    })),
  });
  return Object.fromEntries(resources.map((resource, index) => [resource, results[index].data ?? []]));
}

/**
 * Figures of a form, recomputed from its values as the user types (a bill's total); labels
 * under `prefix`. A figure may also read other resources' records (the prices of picked issues).
 */
export function FormFigures({ figures, prefix }: { figures: readonly FormFigureDeclaration[]; prefix: string }) {
  const translate = useTranslate();
  const values = useWatch();
  const records = useRecordsOf([...new Set(figures.flatMap((figure) => figure.from ?? []))]);
  if (!figures.length) return null;
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'flex-end', pt: 1 }} aria-live="polite">
      {figures.map((figure) => {
        const value = figure.value(values, records);
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
