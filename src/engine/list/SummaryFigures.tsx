import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, useMediaQuery, type Theme } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { ListRows } from '../../api/listRows';
import type { RouteSpec } from '../../api/routes';
import { Figures, formatFigure, type ShownFigure } from '../Figures';
import { useHttp } from '../HttpContext';
import { useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';
import { routeAnswerQuery } from '../useRouteAnswer';
import { useGrants } from '../useGrants';

const NO_FIGURES: readonly never[] = [];
/** A module-level function, so react-query re-combines only when an answer changes. */
const answersOf = (results: readonly { data?: unknown; isError: boolean }[]) => results;

/**
 * The declared summary figures above a list: as the server summed them over the filtered set
 * where it pages the list (the dataProvider answers them as `meta.summary`, by the figures'
 * keys), else computed from the rows the list's query matched in the browser (`meta.rows`, so
 * no second query); or from a route's answer
 * (read once per route, again after every write to the resource). A figure with an `access`
 * action shows only to roles granted it: staff never see cost or profit.
 * On a phone they wait behind a one-line button that says how many there are: Repair
 * Management's nine cards filled a phone's first screen before the first repair.
 */
export function SummaryFigures() {
  const declaration = useDeclaration();
  const resource = declaration.name;
  const translate = useTranslate();
  const { error: showError } = useNotice();
  const http = useHttp();
  const { meta, error } = useListContext();
  const summary = declaration.list?.summary ?? NO_FIGURES;
  const granted = useGrants(resource, summary.flatMap((figure) => figure.access ?? []));
  const rows = meta?.rows instanceof ListRows ? meta.rows : undefined;
  const summed = meta?.summary as Readonly<Record<string, number | string>> | undefined;
  const routes = useMemo(() => [...new Set(summary.flatMap((figure) => (figure.route ? [figure.route] : [])))], [summary]);
  const answers = useQueries({
    queries: routes.map((route: RouteSpec) => ({ ...routeAnswerQuery(http, route), retry: false })),
    combine: answersOf,
  });
  const failed = answers.some((answer) => answer.isError);
  useEffect(() => {
    // A route that fails leaves the other figures, and says so once.
    if (failed) showError(`resources.${resource}.notifications.summaryFailed`);
  }, [failed, showError, resource]);

  // Until the list's first answer, each figure holds its card's place (nothing below it jumps);
  // a figure the answer does not give (a failed route, a key the server does not sum) goes.
  const listFailed = Boolean(error);
  const figures = useMemo(
    () =>
      summary
        .filter((figure) => !figure.access || granted[figure.access])
        .flatMap((figure): ShownFigure[] => {
          const label = `resources.${resource}.summary.${figure.key}`;
          const shown = (value: number | string | undefined | null) => [{ key: figure.key, label, text: value === undefined || value === null ? null : formatFigure(figure.kind, value) }];
          if (figure.route) {
            const answer = answers[routes.indexOf(figure.route)];
            if (answer?.isError) return [];
            return shown(answer?.data === undefined ? null : figure.value(answer.data));
          }
          if (summed) return figure.key in summed ? shown(summed[figure.key]) : [];
          if (rows) return shown(figure.value(rows));
          return listFailed ? [] : shown(null);
        }),
    [rows, summed, answers, routes, summary, granted, resource, listFailed],
  );

  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const cardsId = useId();
  const cards = <Figures figures={figures} variant="cards" label={translate('app.list.summary')} translate={translate} />;

  if (phone && figures.length) {
    return (
      <Box sx={{ px: 2, pt: 1 }}>
        <Button
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={cardsId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ px: 0.5 }}
        >
          {translate('app.list.summaryToggle', { smart_count: figures.length })}
        </Button>
        <Collapse in={open} id={cardsId} unmountOnExit>
          <Box sx={{ pt: 1 }}>{cards}</Box>
        </Collapse>
      </Box>
    );
  }
  return <Box sx={{ px: 2, pt: figures.length ? 2 : 0 }}>{cards}</Box>;
}
