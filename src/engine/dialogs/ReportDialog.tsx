import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { resolveRoute } from '../../api/routes';
import { formatDate } from '../../domain/format';
import type { TakingsReport } from '../../domain/takings';
import type { ListActionDeclaration, ReportDeclaration } from '../../resources/types';
import { offeredByBackend } from '../features';
import { useHttp } from '../HttpContext';
import { DayPicker } from '../inputs/DateFields';
import { Figures, showFigures } from '../Figures';
import { useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';
import TakingsBreakdown from './TakingsBreakdown';

interface Props {
  item: ListActionDeclaration;
  report: ReportDeclaration;
  onClose: () => void;
}

type Answer = Record<string, number>;

/** Both answers, read together: the spec's figures and, where the backend offers it, the takings by day (or that they failed). */
interface Read {
  figures: Answer;
  from: string;
  to: string;
  takings?: TakingsReport | 'failed';
}

/**
 * A revenue report over a range of Asia/Colombo days: pick From and To, then the server's
 * figures as cards, under the days they cover. Days are sent as `YYYY-MM-DD`.
 *
 * Both days are always asked for, on every report. product.md §5 fixes it for the repair
 * report ('Please select date range'); the bill report asks the same, so the two never read
 * differently, and a half-typed day (the picker holds none until the day is whole) is never
 * taken as "every day" and shown as if it were the period meant. Figures show only for the
 * days they were read for: a refused range, or a range changed after the answer, shows none.
 *
 * Where the backend offers it (`report.breakdown`), the same days' takings by business and by
 * day follow the spec's figures, which then say what they count (repairs taken in, bills net of
 * returns), since the takings count repairs when paid.
 *
 * A report whose range only some backends offer (`report.rangeFeature`: the bills report, whose
 * call in product.md §7 takes no days) is, on any other backend, the all-time figures, read as
 * the dialog opens and labelled so.
 */
export default function ReportDialog({ item, report, onClose }: Props) {
  const { name: resource } = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const http = useHttp();
  const [range, setRange] = useState({ from: '', to: '' });
  const [problem, setProblem] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<Read>();
  const ranged = !report.rangeFeature || offeredByBackend({ feature: report.rangeFeature });
  const breakdown = ranged && report.breakdown && offeredByBackend(report.breakdown) ? report.breakdown : undefined;
  const title = translate(`resources.${resource}.actions.${item.name}`);

  const refuse = (key: string) => {
    setAnswer(undefined);
    setProblem(key);
  };

  const run = async () => {
    if (ranged && (!range.from || !range.to)) return refuse('app.messages.revenueRangeRequired');
    if (range.from > range.to) return refuse('app.messages.dateRangeOrder');
    setProblem(undefined);
    setAnswer(undefined);
    setLoading(true);
    const read = <T,>(route: typeof report.route) => {
      const { method, path } = resolveRoute(route);
      return http.request<T>(method, path, ranged ? { query: { from: range.from, to: range.to } } : {});
    };
    const [figures, takings] = await Promise.allSettled([read<Answer>(report.route), breakdown ? read<TakingsReport>(breakdown.route) : undefined]);
    if (figures.status === 'fulfilled') {
      setAnswer({ figures: figures.value, ...range, ...(breakdown && { takings: takings.status === 'fulfilled' ? takings.value : 'failed' }) });
    } else {
      notice.error(`resources.${resource}.notifications.reportFailed`);
    }
    setLoading(false);
  };

  // All time: read once, as the dialog opens.
  useEffect(() => {
    if (!ranged) void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = answer ? showFigures(report.figures, `resources.${resource}.report`, answer.figures) : [];
  // What the spec's figures count, said beside takings that count differently (none if a report has no such words).
  const basis = translate(`resources.${resource}.report.basis`, { _: '' });

  const day = (key: 'from' | 'to') => (
    <DayPicker
      label={translate(`app.report.${key}`)}
      value={range[key]}
      onChange={(value) => {
        setRange((current) => ({ ...current, [key]: value }));
        // The figures shown were for the other days.
        setAnswer(undefined);
      }}
      required
    />
  );

  return (
    // 'md': three cards side by side each hold 'LKR 356,360.00' on one line at 1366 px; below
    // 600 px the theme fills the screen and the cards stack.
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {ranged && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
            {day('from')}
            {day('to')}
            <Button variant="contained" onClick={run} disabled={loading} sx={{ flexShrink: 0, whiteSpace: 'nowrap', minWidth: 140, mt: { sm: 1 } }}>
              {translate('app.report.run')}
            </Button>
          </Stack>
        )}
        {problem && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate(problem)}
          </Alert>
        )}
        {loading && <LinearProgress sx={{ mt: 2 }} />}
        {answer && !loading && !problem && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
              {ranged ? translate('app.report.period', { from: formatDate(answer.from), to: formatDate(answer.to) }) : translate('app.report.allTime')}
            </Typography>
            {answer.takings && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {basis}
              </Typography>
            )}
            <Figures figures={shown} variant="cards" label={translate('app.report.result')} translate={translate} />
            {answer.takings === 'failed' && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('app.takings.failed')}
              </Alert>
            )}
            {answer.takings && answer.takings !== 'failed' && (
              <TakingsBreakdown
                report={answer.takings}
                title={title}
                figures={shown.map((figure) => [translate(figure.label), figure.text] as const)}
                basis={basis}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
