import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListRows } from '../../api/listRows';
import { resolveRoute } from '../../api/routes';
import type { RouteSpec, SummaryDeclaration } from '../../resources/types';
import { useHttp } from '../HttpContext';
import { useNotice } from '../notices';
import { formatMoney } from '../../domain/format';
import { useDeclaration } from '../useDeclaration';
import { useGrants } from '../useGrants';

const count = new Intl.NumberFormat('en-LK');

/** A figure as shown on its card: money in LKR with two decimals, counts with separators. */
export function formatFigure(kind: 'count' | 'money' | 'percent' | 'text', value: number | string): string {
  if (kind === 'money') return formatMoney(value as number);
  if (kind === 'percent') return `${Number(value).toFixed(1)}%`;
  return typeof value === 'number' ? count.format(value) : value;
}

interface FigureCardProps {
  label: string;
  value: string;
  /** A line under the value ('3 bills'). */
  detail?: string;
  /** Where the card leads (the list behind the figure). */
  to?: string;
}

/** One figure on a card: its label above, its value large. */
export function FigureCard({ label, value, detail, to }: FigureCardProps) {
  const content = (
    <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
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

/** The query of a route's answer read for a list's figures; others reading the same route share it (the dashboard's balances). */
export const summaryQueryKey = (resource: string, route: RouteSpec) => [resource, 'getList', 'summary', route] as const;

/**
 * The answers of the routes summary figures read (each route once). Keyed under the resource's
 * `getList`, so react-admin reads them again after every create, update or delete there; a
 * failure shows the screen's `summaryFailed` notice and leaves the other figures.
 */
function useRouteAnswers(resource: string, summary: readonly SummaryDeclaration<any>[]): Map<RouteSpec, unknown> {
  const http = useHttp();
  const notice = useNotice();
  const routes = useMemo(() => [...new Set(summary.flatMap((figure) => ('route' in figure ? [figure.route] : [])))], [summary]);
  const answers = useQueries({
    queries: routes.map((route) => ({
      queryKey: summaryQueryKey(resource, route),
      queryFn: async () => {
        const { method, path } = resolveRoute(route);
        try {
          return await http.request(method, path);
        } catch (error) {
          notice.error(`resources.${resource}.notifications.summaryFailed`);
          throw error;
        }
      },
      retry: false,
    })),
    combine: answersOf,
  });
  // The same Map until an answer changes: the figures over 50,000 rows are not summed again on every render.
  return useMemo(() => new Map(routes.map((route, index) => [route, answers[index]])), [routes, answers]);
}

/** A module-level function, so react-query re-combines only when an answer changes. */
const answersOf = (results: readonly { data?: unknown }[]) => results.map((result) => result.data);

/**
 * The declared summary figures above a list, computed from the rows the list's query matched
 * (the dataProvider answers them as `meta.rows`, so no second query). A figure with an
 * `access` action shows only to roles granted it: staff never see cost or profit.
 */
const NO_FIGURES: readonly SummaryDeclaration<any>[] = [];

export function SummaryFigures() {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const { meta } = useListContext();
  const summary = declaration.summary ?? NO_FIGURES;
  const granted = useGrants(declaration.name, summary.flatMap((figure) => figure.access ?? []));
  const rows = meta?.rows instanceof ListRows ? meta.rows : undefined;
  const answers = useRouteAnswers(declaration.name, summary);

  const figures = useMemo(
    () =>
      summary
        .filter((figure) => !figure.access || granted[figure.access])
        .flatMap((figure) => {
          if ('route' in figure) {
            const answer = answers.get(figure.route);
            return answer === undefined ? [] : [{ key: figure.key, text: formatFigure(figure.kind, figure.pick(answer)) }];
          }
          return rows ? [{ key: figure.key, text: formatFigure(figure.kind, figure.value(rows)) }] : [];
        }),
    [rows, answers, summary, granted],
  );
  if (!figures.length) return null;

  return (
    <Grid container spacing={2} sx={{ px: 2, pt: 2 }} role="group" aria-label={translate('app.list.summary')}>
      {figures.map((figure) => (
        <Grid key={figure.key} size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard label={translate(`resources.${declaration.name}.summary.${figure.key}`)} value={figure.text} />
        </Grid>
      ))}
    </Grid>
  );
}
