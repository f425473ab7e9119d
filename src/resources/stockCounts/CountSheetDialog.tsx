import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { formatMoney } from '../../domain/format';
import { signedQuantity } from '../../domain/stockMovements';
import { isFinal } from '../../domain/stockCounts';
import { closeErrorNotice, refusalNotice, useNotice } from '../../engine/notices';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { useGrants } from '../../engine/useGrants';
import type { RowDialogProps } from '../types';
import type { CountSheetLine, StockCount } from '.';

const RESOURCE = 'stock/counts';
const t = (key: string) => `resources.${RESOURCE}.sheet.${key}`;

/** What a count input holds: the text typed ('' while not counted). */
type Typed = Record<string, string>;

/** A typed count as sent: null for blank, else the number (the server checks it is whole and 0 or more). */
const sentCount = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The lines whose typed count differs from the one saved. */
function changedLines(lines: readonly CountSheetLine[], typed: Typed) {
  return lines.filter((line) => line._id in typed && sentCount(typed[line._id]!) !== line.counted).map((line) => ({ _id: line._id, counted: sentCount(typed[line._id]!) }));
}

/**
 * A count sheet (issue 47): each product with the stock expected when the sheet was made, an
 * input for what is counted, the difference and (the owner's) its value at the buying price.
 * Save keeps the counts typed; Submit says counting is done; the owner posts (the server writes a
 * movement per difference, counted − expected, on today's stock) or discards, each confirmed. Full screen on a
 * phone, with a box that finds a product on a long sheet.
 */
export default function CountSheetDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data, isPending } = useDialogRecord(id);
  const count = data as StockCount | undefined;
  const { approve: owner, cost: seesValue } = useGrants(RESOURCE, ['approve', 'cost']);
  const [typed, setTyped] = useState<Typed>({});
  const [find, setFind] = useState('');
  const [busy, setBusy] = useState(false);
  // Posting and discarding are final: each is asked once more.
  const [asking, setAsking] = useState<'post' | 'discard' | null>(null);

  const lines = useMemo(() => count?.lines ?? [], [count]);
  const shown = useMemo(() => {
    const wanted = find.trim().toLocaleLowerCase();
    return wanted ? lines.filter((line) => line.name.toLocaleLowerCase().includes(wanted)) : lines;
  }, [lines, find]);
  // Counts change while counting, and on a submitted sheet by the owner alone; never once final.
  const editable = Boolean(count) && !isFinal(count!.status) && (count!.status === 'counting' || Boolean(owner));
  const textOf = (line: CountSheetLine) => typed[line._id] ?? (line.counted === null ? '' : String(line.counted));
  const differenceOf = (line: CountSheetLine) => {
    const counted = sentCount(textOf(line));
    return counted === null || !Number.isFinite(counted) ? null : counted - line.expected;
  };

  /** Saves the counts typed (if any), then the step asked; a refusal keeps the dialog and what was typed. */
  const run = async (step: 'save' | 'submit' | 'post' | 'discard') => {
    if (!count) return;
    setBusy(true);
    try {
      const changed = changedLines(lines, typed);
      if (step !== 'discard' && changed.length) await dataProvider.send(RESOURCE, { route: 'POST /stock-counts/:id/counts', id, body: { lines: changed } });
      if (step !== 'save') await dataProvider.send(RESOURCE, { route: `POST /stock-counts/:id/${step}`, id });
      closeErrorNotice();
      notice.success(`resources.${RESOURCE}.notifications.${step}Done`);
      setTyped({});
      if (step === 'save') setBusy(false);
      else onClose();
    } catch (error) {
      notice.error(...refusalNotice(error, `resources.${RESOURCE}.notifications.${step}Failed`, false));
      await dataProvider.invalidate(RESOURCE);
      setBusy(false);
    }
  };

  const title = translate(t('title'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {isPending || !count ? (
          <LinearProgress />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              <Chip size="small" label={translate(`resources.${RESOURCE}.choices.status.${count.status}`)} sx={{ mr: 1 }} />
              {translate(t('summary'), { counted: lines.filter((line) => textOf(line).trim() !== '').length, products: lines.length })}
              {seesValue && count.value !== undefined && ` · ${translate(t('value'))}: ${formatMoney(count.value)}`}
            </Typography>
            {count.status === 'submitted' && !owner && <Alert severity="info">{translate('app.messages.stockCountSubmitted')}</Alert>}
            <TextField size="small" fullWidth margin="dense" label={translate(t('find'))} value={find} onChange={(event) => setFind(event.target.value)} />
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={title} sx={{ '& td, & th': { px: 0.75 } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate(t('product'))}</TableCell>
                    <TableCell align="right">{translate(t('expected'))}</TableCell>
                    <TableCell align="right">{translate(t('counted'))}</TableCell>
                    <TableCell align="right">{translate(t('difference'))}</TableCell>
                    {seesValue && <TableCell align="right">{translate(t('value'))}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((line) => {
                    const difference = differenceOf(line);
                    return (
                      <TableRow key={line._id}>
                        <TableCell>{line.name}</TableCell>
                        <TableCell align="right">{line.expected}</TableCell>
                        <TableCell align="right" sx={{ minWidth: 80 }}>
                          {editable ? (
                            <TextField
                              size="small"
                              type="number"
                              value={textOf(line)}
                              onChange={(event) => setTyped((sofar) => ({ ...sofar, [line._id]: event.target.value }))}
                              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric', 'aria-label': translate(t('countedOf'), { name: line.name }), style: { textAlign: 'right', width: 64 } } }}
                            />
                          ) : (
                            (line.counted ?? '')
                          )}
                        </TableCell>
                        <TableCell align="right" sx={{ color: difference && difference < 0 ? 'error.main' : difference ? 'success.main' : undefined }}>
                          {difference === null ? '' : signedQuantity(difference)}
                        </TableCell>
                        {seesValue && <TableCell align="right">{difference === null || line.unitCost === undefined ? '' : formatMoney(difference * line.unitCost)}</TableCell>}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {count && editable && (
          <Button onClick={() => void run('save')} disabled={busy}>
            {translate(t('save'))}
          </Button>
        )}
        {count?.status === 'counting' && (
          <Button onClick={() => void run('submit')} disabled={busy}>
            {translate(t('submit'))}
          </Button>
        )}
        {count && owner && !isFinal(count.status) && (
          <>
            <Button color="error" onClick={() => setAsking('discard')} disabled={busy}>
              {translate(t('discard'))}
            </Button>
            <Button variant="contained" onClick={() => setAsking('post')} disabled={busy}>
              {translate(t('post'))}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={t(`${asking ?? 'post'}Title`)}
        content={t(`${asking ?? 'post'}Content`)}
        onConfirm={() => {
          const step = asking!;
          setAsking(null);
          void run(step);
        }}
        onClose={() => setAsking(null)}
      />
    </Dialog>
  );
}
