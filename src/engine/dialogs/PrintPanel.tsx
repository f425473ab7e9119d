import { Button, DialogActions, DialogContent, LinearProgress, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';
import { recipientLocale, useLanguage } from '../../i18n/useLanguage';
import { useShop } from '../shop';
import { PAPER_SIZES, PrintedDocument, printStyles, type PaperSize, type PrintContext, type PrintDocument } from './PrintedDocument';

/**
 * The inside of a print dialog (a bill's receipt, a repair's job card, a credit note, an account
 * statement): the paper, 80 mm roll or A4; a preview; Close and Print, which opens the browser's
 * print dialog; and a copy outside the app's tree that a print stylesheet shows alone on paper.
 * No PDF library: the browser already prints. `layout` is undefined while its record loads.
 */
export function PrintPanel({
  layout,
  recipient,
  onClose,
}: {
  layout: ((context: PrintContext) => PrintDocument) | undefined;
  /** Who the document is for (the record, or its person): it is written in their preferred language. */
  recipient?: unknown;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const language = useLanguage(recipientLocale(recipient));
  const { shop, isPending: shopPending } = useShop();
  const [paper, setPaper] = useState<PaperSize>('roll');
  const document =
    layout && !shopPending && !language.isPending ? layout({ translate: language.translate, locale: language.locale, shop, paper }) : undefined;

  return (
    <>
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
        {document ? <PrintedDocument document={document} paper={paper} shop={shop} preview /> : <LinearProgress />}
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
    </>
  );
}
