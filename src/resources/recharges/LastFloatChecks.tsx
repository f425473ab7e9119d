import CheckIcon from '@mui/icons-material/FactCheck';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../domain/format';
import { formatMoney } from '../../domain/labels';
import { RECHARGE_TYPES } from '../../domain/recharge';
import { offeredByBackend } from '../../engine/features';
import { unbrokenAmounts } from '../../engine/Figures';
import { useRouteAnswer } from '../../engine/useRouteAnswer';
import type { FloatCheck } from './float';

const RESOURCE = 'recharges/float';
/** Each provider's last check; read under the float checks' name, so a new check or adjustment reads it again. */
export const LATEST_ROUTE = 'GET /recharge/float/latest' as const;
const t = (key: string) => `resources.${RESOURCE}.${key}`;

/** 'Dialog  Checked 24 Nov 2026 06:45 PM · difference LKR -250.00 · adjusted', the amount red below zero. */
function LastCheck({ type, check, pending }: { type: string; check: FloatCheck | undefined; pending: boolean }) {
  const translate = useTranslate();
  return (
    <Typography component="li" variant="body2">
      <strong>{type}</strong>{' '}
      {pending ? (
        <Skeleton component="span" sx={{ display: 'inline-block', width: '16em' }} />
      ) : check ? (
        <>
          {translate(t('last.checked'), { at: formatDateTime(check.checkedAt) })}
          {' · '}
          <Box component="span" sx={check.difference < 0 ? { color: 'error.main', fontWeight: 500 } : undefined}>
            {/* Two checks a row: 'LKR' wrapped away from its figure in Tamil. */}
            {unbrokenAmounts(translate(t('last.difference'), { amount: formatMoney(check.difference) }))}
          </Box>
          {check.adjustedAmount != null && ` · ${translate(t('last.adjusted'))}`}
        </>
      ) : (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate(t('last.never'))}
        </Box>
      )}
    </Typography>
  );
}

function LastChecks() {
  const translate = useTranslate();
  const { data, isError } = useRouteAnswer<FloatCheck[]>(LATEST_ROUTE);
  const { canAccess: canCheck } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const byType = new Map((Array.isArray(data) ? data : []).map((check) => [check.rechargeType, check]));
  const title = translate(t('last.title'));
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ mt: 1, px: 2, py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {title}
        </Typography>
        {canCheck && (
          <Button component={Link} to={`/${RESOURCE}/create`} size="small" variant="outlined" startIcon={<CheckIcon />}>
            {translate(t('create'))}
          </Button>
        )}
      </Stack>
      {isError ? (
        <Typography variant="body2" color="error">
          {translate(t('last.failed'))}
        </Typography>
      ) : (
        // Each provider's line holds its place until the checks arrive, so the list below does not jump.
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
          {RECHARGE_TYPES.map((type) => (
            <LastCheck key={type} type={type} check={byType.get(type)} pending={data === undefined} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * Above both recharge lists: each provider's last float check and its difference, and the way to
 * check the float (product.md §10). Nothing at all on a backend without float checks.
 */
export function LastFloatChecks() {
  return offeredByBackend({ feature: 'floatChecks' }) ? <LastChecks /> : null;
}
