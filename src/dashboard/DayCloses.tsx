import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { Button, Card, CardHeader, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../domain/format';
import { formatMoney } from '../domain/labels';
import { dayCloseDue, RECENT_DAYS } from '../domain/recentCloses';
import { offeredByBackend } from '../engine/features';
import { useHttp } from '../engine/HttpContext';
import { hourText, useClosingHour } from '../engine/shop';
import { routeAnswerQuery } from '../engine/useRouteAnswer';
import { differenceColor } from '../resources/dayClose';
import { AttentionItem } from './NeedsAttention';
import type { Loaded } from './useShopData';

/** GET /dayclose/recent's answer (LKR). */
export interface RecentCloses {
  today: string;
  days: {
    day: string;
    closed: boolean;
    difference: number | null;
    floatChecks: { rechargeType: string; difference: number; adjusted: boolean }[];
  }[];
}

const SCREEN = '/dayclose';
const t = (key: string) => `resources.dayclose.dashboard.${key}`;

/**
 * The last seven days' closes from a backend that closes days (our server's `dayClose` feature),
 * kept under the day close's name so a close or reopen reads it again; nothing is asked of a
 * backend without it (`offered` false).
 */
export function useRecentCloses(): Loaded<RecentCloses> & { offered: boolean } {
  const http = useHttp();
  const offered = offeredByBackend({ feature: 'dayClose' });
  const { data, error } = useQuery({ ...routeAnswerQuery(http, `GET /dayclose/recent?days=${RECENT_DAYS}`), enabled: offered, retry: 1 });
  return { data: data as RecentCloses | undefined, failed: Boolean(error), offered };
}

/** "Today is not closed yet", from the closing hour on (Asia/Colombo) until today is closed; leads to Day Close. */
export function CloseDueItem({ recent, now }: { recent: Loaded<RecentCloses>; now: number }) {
  const translate = useTranslate();
  const closingHour = useClosingHour();
  if (closingHour === undefined || !dayCloseDue(now, closingHour, recent.data?.days)) return null;
  return (
    <AttentionItem
      icon={<PointOfSaleIcon color="warning" />}
      primary={translate(t('due'))}
      secondary={translate(t('dueDetail'), { hour: hourText(closingHour) })}
      to={SCREEN}
    />
  );
}

/**
 * A chip's words wrap inside it instead of ending in an ellipsis: 'Hutch LKR 150.00 · adjusted'
 * is wider than a phone's float column, and a cut amount is a wrong amount.
 */
const WRAPPING_CHIP = { height: 'auto', minHeight: 24, fontVariantNumeric: 'tabular-nums', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } } as const;

const moneyChip = (label: string, difference: number, key?: string) => (
  // Outlined: a filled red chip's white text is too faint in the dark theme (axe: 3.7:1).
  <Chip key={key} size="small" variant="outlined" label={label} color={differenceColor(difference)} sx={WRAPPING_CHIP} />
);

/**
 * Each of the last seven days: its close's cash difference as a chip (green matched, red short,
 * amber over) or "Not closed", and, where the backend checks the float, each check that found a
 * difference (or "Matched", or "Not checked"). Everyone sees it: differences are not profit.
 */
export function RecentClosesCard({ recent }: { recent: Loaded<RecentCloses> }) {
  const translate = useTranslate();
  const showFloat = offeredByBackend({ feature: 'floatChecks' });
  const title = translate(t('recent'), { count: RECENT_DAYS });
  const floatCell = (checks: RecentCloses['days'][number]['floatChecks']) => {
    const differing = checks.filter((check) => check.difference !== 0);
    if (!checks.length) return <Typography variant="body2" color="text.secondary">{translate(t('notChecked'))}</Typography>;
    if (!differing.length) return moneyChip(translate(t('matched')), 0);
    return (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {differing.map((check, index) =>
          moneyChip(`${check.rechargeType} ${formatMoney(check.difference)}${check.adjusted ? ` · ${translate(t('adjusted'))}` : ''}`, check.difference, String(index)),
        )}
      </Stack>
    );
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Button component={Link} to={SCREEN} size="small">
            {translate(t('open'))}
          </Button>
        }
      />
      {recent.failed ? (
        <Typography role="alert" color="error" sx={{ px: 2, pb: 2 }}>
          {translate('resources.dayclose.notifications.fetchFailed')}
        </Typography>
      ) : !recent.data ? (
        <Skeleton variant="rounded" height={200} sx={{ mx: 2, mb: 2 }} />
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(t('day'))}</TableCell>
              <TableCell>{translate(t('cash'))}</TableCell>
              {showFloat && <TableCell>{translate(t('float'))}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {recent.data.days.map((entry) => (
              <TableRow key={entry.day}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.day)}</TableCell>
                <TableCell>
                  {entry.closed && entry.difference !== null ? (
                    moneyChip(formatMoney(entry.difference), entry.difference)
                  ) : (
                    <Chip size="small" variant="outlined" label={translate(t('notClosed'))} />
                  )}
                </TableCell>
                {showFloat && <TableCell>{floatCell(entry.floatChecks)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
