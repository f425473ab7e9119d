import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { unwrapList } from '../../api/unwrap';
import { fullName } from '../../domain/format';
import { useHttp } from '../../engine/HttpContext';
import { useNotice } from '../../engine/notices';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import type { RowDialogProps } from '../types';
import { HISTORY_TABS } from './historyTabs';
import { HistoryTable } from './HistoryTable';

/**
 * A customer's purchases, recharges and repairs (product.md §2), the `history` row action's dialog
 * (at `/customers/<id>/history`). The three routes load at once and independently: one
 * failing shows its warning while the others still show.
 */
export default function CustomerHistoryDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const { data: customer } = useDialogRecord(id);
  const http = useHttp();
  const notice = useNotice();
  const [tab, setTab] = useState(0);
  const results = useQueries({
    queries: HISTORY_TABS.map(({ key, path }) => ({
      queryKey: ['customerHistory', key, id],
      queryFn: async () => unwrapList(await http.request('GET', path(id))),
      retry: false,
    })),
  });

  const failed = results.map((result) => result.isError);
  const settled = results.every((result) => !result.isPending);
  // Every route failed: the history as a whole could not be read (product.md §8), one error
  // instead of three warnings. Else each failed tab warns, once all have answered.
  const allFailed = settled && failed.every(Boolean);
  useEffect(() => {
    if (!settled) return;
    if (allFailed) {
      notice.error('resources.customers.history.fetchFailed');
      return;
    }
    failed.forEach((isError, index) => {
      if (isError) notice.warning(`resources.customers.history.failed.${HISTORY_TABS[index].key}`);
    });
    // Once per outcome, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, failed.join()]);

  const current = HISTORY_TABS[tab];
  const result = results[tab];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('resources.customers.history.title', { name: fullName(customer) })}</DialogTitle>
      <DialogContent>
        {allFailed ? (
          <Alert severity="error">{translate('resources.customers.history.fetchFailed')}</Alert>
        ) : (
          <>
            <Tabs value={tab} onChange={(_, next: number) => setTab(next)} sx={{ mb: 1 }}>
              {HISTORY_TABS.map(({ key }) => (
                <Tab key={key} label={translate(`resources.customers.history.tabs.${key}`)} />
              ))}
            </Tabs>
            <Box role="tabpanel" aria-label={translate(`resources.customers.history.tabs.${current.key}`)}>
              {result.isError ? (
                <Alert severity="warning">{translate(`resources.customers.history.failed.${current.key}`)}</Alert>
              ) : (
                <HistoryTable tab={current} rows={result.data} loading={result.isPending} />
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
