import { Dialog, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Loader, RowActionDeclaration, ShopRecord } from '../../resources/types';
import type { PrintContext, PrintDocument } from './PrintedDocument';
import { rowActionName } from '../list/rowActionKinds';
import { useDeclaration } from '../useDeclaration';
import { PrintPanel } from './PrintPanel';
import { useDialogRecord } from './useDialogRecord';
import { useLoaded } from './useLoaded';

interface Props {
  item: RowActionDeclaration<any>;
  print: Loader<(record: any, context: PrintContext) => PrintDocument>;
  id: string;
  onClose: () => void;
}

/** Print a record (a bill's receipt, a repair's job card) on an 80 mm thermal roll or A4 (see PrintPanel). */
export default function PrintDialog({ item, print, id, onClose }: Props) {
  const { name: resource } = useDeclaration();
  const translate = useTranslate();
  const { data: record } = useDialogRecord(id);
  const layout = useLoaded(`${resource}.print.${rowActionName(item)}`, print);
  const title = translate(`resources.${resource}.actions.${rowActionName(item)}`);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <PrintPanel layout={record && layout ? (context) => layout(record as ShopRecord, context) : undefined} recipient={record} onClose={onClose} />
    </Dialog>
  );
}
