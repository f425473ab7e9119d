import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import type { Loader, RowActionDeclaration, ShopRecord } from '../../resources/types';
import type { PrintContext, PrintDocument } from './PrintedDocument';
import { rowActionName } from '../list/rowActionKinds';
import { useShop } from '../shop';
import { useDeclaration } from '../useDeclaration';
import { PAPER_SIZES, PrintedDocument, printStyles, type PaperSize } from './PrintedDocument';
import { useDialogRecord } from './useDialogRecord';
import { useLoaded } from './useLoaded';

interface Props {
  item: RowActionDeclaration<any>;
  print: Loader<(record: any, context: PrintContext) => PrintDocument>;
  id: string;
  onClose: () => void;
}

/**
 * Print a record (a bill's receipt, a repair's job card) through the browser's print dialog,
 * on an 80 mm thermal roll or A4: a preview here, and a copy outside the app's tree that a
 * print stylesheet shows alone on paper. No PDF library: the browser already prints.
 */
export default function PrintDialog({ item, print, id, onClose }: Props) {
  const { name: resource } = useDeclaration();
  const translate = useTranslate();
  const { data: record, isPending } = useDialogRecord(id);
  const layout = useLoaded(`${resource}.print.${rowActionName(item)}`, print);
  const { shop, isPending: shopPending } = useShop();
  const [paper, setPaper] = useState<PaperSize>('roll');
  const title = translate(`resources.${resource}.actions.${rowActionName(item)}`);
  const document = record && layout && !shopPending ? layout(record as ShopRecord, { translate, shop }) : undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={paper}
          onChange={(_event, value: PaperSize | null) => value && setPaper(value)}
          aria-label={translate('app.print.paper')}
          sx={{ mb: 2 }}
        >
          {PAPER_SIZES.map((size) => (
            <ToggleButton key={size} value={size}>
              {translate(`app.print.${size}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {isPending || !document ? <LinearProgress /> : <PrintedDocument document={document} paper={paper} shop={shop} preview />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.close')}</Button>
        <Button variant="contained" onClick={() => window.print()} disabled={!document}>
          {translate('app.print.print')}
        </Button>
      </DialogActions>
      {document &&
        createPortal(
          <div className="shop-print-root">
            <style>{printStyles(paper)}</style>
            <PrintedDocument document={document} paper={paper} shop={shop} />
          </div>,
          globalThis.document.body,
        )}
    </Dialog>
  );
}
