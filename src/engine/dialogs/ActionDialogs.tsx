import { lazy, Suspense } from 'react';
import type { ListActionDeclaration, RowActionDeclaration } from '../../resources/types';

// Each kind of dialog loads on first use, so the list's own chunk stays light.
const RowFormDialog = lazy(() => import('./RowFormDialog'));
const DetailsDialog = lazy(() => import('./DetailsDialog'));
const WhatsAppDialog = lazy(() => import('./WhatsAppDialog'));
const PrintDialog = lazy(() => import('./PrintDialog'));
const ReportDialog = lazy(() => import('./ReportDialog'));

interface RowProps {
  item: RowActionDeclaration<any>;
  id: string;
  onClose: () => void;
}

/** The dialog a row action declares, for the record `id`. */
export function RowActionDialog({ item, id, onClose }: RowProps) {
  let dialog = null;
  if ('form' in item) dialog = <RowFormDialog item={item} form={item.form} id={id} onClose={onClose} />;
  else if ('details' in item) dialog = <DetailsDialog item={item} details={item.details} id={id} onClose={onClose} />;
  else if ('whatsapp' in item) dialog = <WhatsAppDialog item={item} whatsapp={item.whatsapp} id={id} onClose={onClose} />;
  else if ('print' in item) dialog = <PrintDialog item={item} print={item.print} id={id} onClose={onClose} />;
  else if ('dialog' in item) dialog = <item.dialog id={id} onClose={onClose} />;
  return <Suspense fallback={null}>{dialog}</Suspense>;
}

/** The dialog a list action declares: its report, or the screen's own. */
export function ListActionDialog({ item, onClose }: { item: ListActionDeclaration; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      {'report' in item ? <ReportDialog item={item} report={item.report} onClose={onClose} /> : <item.dialog onClose={onClose} />}
    </Suspense>
  );
}
