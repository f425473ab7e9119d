import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Dialog, DialogTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReprintDeclaration, ShopRecord } from '../../resources/types';
import { useDeclaration } from '../useDeclaration';
import { PrintPanel } from './PrintPanel';
import { useLoaded } from './useLoaded';

/** One document chosen for printing again: which field's, and which of its items. */
export interface Reprinting {
  reprint: ReprintDeclaration;
  item: unknown;
}

/** A details cell of documents the record already gave: each on its line, with a Print button named after it ('Print credit note CN-000045'). */
export function ReprintList({ reprint, record, onPrint }: { reprint: ReprintDeclaration; record: ShopRecord; onPrint: (chosen: Reprinting) => void }) {
  const { name: resource } = useDeclaration();
  const translate = useTranslate();
  const button = translate(`resources.${resource}.${reprint.button}`);
  return (
    <Stack spacing={0.5}>
      {reprint.items(record).map((item, index) => (
        // The line wraps under its text on a phone rather than push the button past the dialog's edge.
        <Stack key={index} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box component="span">{reprint.text(item)}</Box>
          <Button size="small" startIcon={<PrintIcon />} aria-label={`${button} ${reprint.name(item)}`} onClick={() => onPrint({ reprint, item })}>
            {translate('app.print.print')}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}

/** The chosen document, as the dialog that made it printed it (PrintPanel); closing it goes back to the details. */
export function ReprintDialog({ record, chosen, onClose }: { record: ShopRecord; chosen: Reprinting; onClose: () => void }) {
  const { name: resource } = useDeclaration();
  const translate = useTranslate();
  const { reprint, item } = chosen;
  const layout = useLoaded(`${resource}.reprint.${reprint.source}`, reprint.print);
  const title = translate(`resources.${resource}.${reprint.title}`, { number: reprint.name(item) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <PrintPanel layout={layout && ((context) => layout(record, item, context))} recipient={record} onClose={onClose} />
    </Dialog>
  );
}
