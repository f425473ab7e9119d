import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { fullName } from '../../domain/format';
import type { ShopRecord } from '../types';

// The dialog and its tables load only when a super admin first opens a history.
const CustomerHistoryDialog = lazy(() => import('./CustomerHistoryDialog'));

/** A customer row's History button (super admins only: the row action declares `history`). */
export function CustomerHistoryButton() {
  const record = useRecordContext<ShopRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const label = translate('resources.customers.history.open', { name: fullName(record) });
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <CustomerHistoryDialog customer={record} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
