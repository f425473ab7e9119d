import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useGetMany, useTranslate } from 'react-admin';
import { PAPER_SIZES, type PaperSize } from '../../engine/dialogs/PrintedDocument';
import type { RowDialogProps } from '../types';
import { ShelfLabelSheet } from './ShelfLabelSheet';
import { drawBarcodes, labelPrintStyles, MAX_COPIES, shelfLabels } from './shelfLabels';
import type { Product } from '.';

const t = (key: string) => `resources.products.labels.${key}`;

/**
 * Shelf labels (our server's `barcodes`, issue 47) of the products with these ids: the paper (A4
 * label sheet or 80 mm roll), how many of each, a preview, and Print, which prints a copy outside
 * the app's tree alone on the page, as the receipts do (PrintPanel). Products without a barcode
 * are named and left out.
 */
export function ShelfLabelsDialog({ ids, onClose }: { ids: readonly string[]; onClose: () => void }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useGetMany('products', { ids: [...ids] });
  const [paper, setPaper] = useState<PaperSize>('a4');
  const [copies, setCopies] = useState(1);
  const { labels, missing } = useMemo(() => shelfLabels((data ?? []) as Product[], copies), [data, copies]);
  const [drawn, setDrawn] = useState<Map<string, string>>();
  const [drawFailed, setDrawFailed] = useState(false);
  const codes = labels.map((label) => label.barcode).join('\n');

  useEffect(() => {
    let current = true;
    if (!labels.length) return undefined;
    drawBarcodes(labels).then(
      (svgs) => current && setDrawn(svgs),
      () => current && setDrawFailed(true),
    );
    return () => {
      current = false;
    };
    // Drawn again only when the codes change, not for another count of copies.
  }, [codes]);

  const ready = Boolean(drawn && labels.length && labels.every((label) => drawn.has(label.barcode)));
  const title = translate(t('title'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ mb: 2, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ToggleButtonGroup exclusive size="small" value={paper} onChange={(_event, value: PaperSize | null) => value && setPaper(value)} aria-label={translate('app.print.paper')}>
            {PAPER_SIZES.map((size) => (
              <ToggleButton key={size} value={size}>
                {translate(`app.print.${size}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            type="number"
            size="small"
            label={translate(t('copies'))}
            value={copies}
            onChange={(event) => setCopies(Math.min(MAX_COPIES, Math.max(1, Number(event.target.value) || 1)))}
            slotProps={{ htmlInput: { min: 1, max: MAX_COPIES } }}
            sx={{ width: 160 }}
          />
          {labels.length > 0 && <span>{translate(t('count'), { smart_count: labels.length })}</span>}
        </Stack>
        {isError && <Alert severity="error">{translate(t('fetchFailed'))}</Alert>}
        {drawFailed && <Alert severity="error">{translate(t('drawFailed'))}</Alert>}
        {!isPending && !isError && labels.length === 0 && <Alert severity="info">{translate(t('none'))}</Alert>}
        {missing.length > 0 && labels.length > 0 && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate(t('noBarcode'), { names: missing.join(', ') })}
          </Alert>
        )}
        {ready ? <ShelfLabelSheet labels={labels} drawn={drawn!} paper={paper} preview /> : (isPending || (labels.length > 0 && !drawFailed)) && <LinearProgress />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.close')}</Button>
        <Button variant="contained" onClick={() => window.print()} disabled={!ready}>
          {translate('app.print.print')}
        </Button>
      </DialogActions>
      {ready &&
        createPortal(
          <div className="shop-print-root">
            <style>{labelPrintStyles(paper)}</style>
            <ShelfLabelSheet labels={labels} drawn={drawn!} paper={paper} />
          </div>,
          document.body,
        )}
    </Dialog>
  );
}

/** One product's labels, from its row. */
export default function ProductShelfLabels({ id, onClose }: RowDialogProps) {
  return <ShelfLabelsDialog ids={[id]} onClose={onClose} />;
}
