import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { resolveRoute } from '../../api/routes';
import type { ListActionDeclaration, ReportDeclaration } from '../../resources/types';
import { useHttp } from '../HttpContext';
import { DayPicker } from '../inputs/DateFields';
import { Figures, showFigures } from '../Figures';
import { useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';

interface Props {
  item: ListActionDeclaration;
  report: ReportDeclaration;
  onClose: () => void;
}

type Answer = Record<string, number>;

/**
 * A revenue report over a range of Asia/Colombo days: pick From and To (both, when the report
 * requires a range), then the server's figures as cards. Days are sent as `YYYY-MM-DD`.
 */
export default function ReportDialog({ item, report, onClose }: Props) {
  const { name: resource } = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const http = useHttp();
  const [range, setRange] = useState({ from: '', to: '' });
  const [problem, setProblem] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const title = translate(`resources.${resource}.actions.${item.name}`);

  const run = async () => {
    if (report.rangeRequired && (!range.from || !range.to)) return setProblem('app.messages.revenueRangeRequired');
    if (range.from && range.to && range.from > range.to) return setProblem('app.messages.dateRangeOrder');
    setProblem(undefined);
    setLoading(true);
    try {
      const { method, path } = resolveRoute(report.route);
      setAnswer(await http.request<Answer>(method, path, { query: { from: range.from || undefined, to: range.to || undefined } }));
    } catch {
      notice.error(`resources.${resource}.notifications.reportFailed`);
    } finally {
      setLoading(false);
    }
  };

  const day = (key: 'from' | 'to') => (
    <DayPicker
      label={translate(`app.report.${key}`)}
      value={range[key]}
      onChange={(value) => setRange((current) => ({ ...current, [key]: value }))}
      required={report.rangeRequired}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
          {day('from')}
          {day('to')}
          <Button variant="contained" onClick={run} disabled={loading} sx={{ minWidth: 120, mt: 1 }}>
            {translate('app.report.run')}
          </Button>
        </Stack>
        {problem && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate(problem)}
          </Alert>
        )}
        {loading && <LinearProgress sx={{ mt: 2 }} />}
        {answer && !loading && (
          <Box sx={{ mt: 2 }}>
            <Figures
              figures={showFigures(report.figures, `resources.${resource}.report`, answer)}
              variant="cards"
              label={translate('app.report.result')}
              translate={translate}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
