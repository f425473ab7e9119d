import LabelIcon from '@mui/icons-material/LocalOffer';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

const ShelfLabels = lazy(() => import('./ShelfLabelsDialog').then((module) => ({ default: module.ShelfLabelsDialog })));

/** The products list's bulk action (our server's `barcodes`): shelf labels of the products ticked. */
export function PrintLabelsButton() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<LabelIcon />} onClick={() => setOpen(true)}>
        {translate('resources.products.labels.printSelected')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShelfLabels ids={selectedIds.map(String)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
