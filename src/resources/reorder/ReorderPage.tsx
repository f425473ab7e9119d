import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/format';
import type { ReorderAnswer } from '../../domain/reorder';
import { useRouteAnswer } from '../../engine/useRouteAnswer';
import { ReorderGroupCard } from './ReorderGroupCard';

const t = (key: string) => `resources.stock/reorder.${key}`;

/**
 * The reorder list (`GET /stock/reorder`): a card per supplier last bought from, and the products
 * never received last. Read afresh each time the page opens (a sale or a receipt since changes it).
 */
export default function ReorderPage() {
  const translate = useTranslate();
  const { data, isError } = useRouteAnswer<ReorderAnswer>('GET /stock/reorder');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(t('name'), { smart_count: 1 })} />
      <Typography component="h1" variant="h5">
        {translate(t('name'), { smart_count: 1 })}
      </Typography>
      {data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('intro'), { days: data.days, from: formatDate(data.from), to: formatDate(data.to) })}
        </Typography>
      )}
      {isError ? (
        <Alert severity="error">{translate(t('fetchFailed'))}</Alert>
      ) : !data ? (
        <LinearProgress />
      ) : data.groups.length === 0 ? (
        <Typography color="text.secondary">{translate(t('empty'))}</Typography>
      ) : (
        <Stack spacing={2}>
          {data.groups.map((group) => (
            <ReorderGroupCard key={group.supplier?._id ?? 'none'} group={group} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
