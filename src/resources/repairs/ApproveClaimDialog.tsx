import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { closeErrorNotice, refusalNotice, useNotice } from '../../engine/notices';
import type { RowDialogProps } from '../types';

const RESOURCE = 'repairs/management';

/** The owner approves a warranty claim staff opened (product.md §10); the server refuses anyone else and a second approval. */
export default function ApproveClaimDialog({ id, onClose }: RowDialogProps) {
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [busy, setBusy] = useState(false);

  const approve = async () => {
    setBusy(true);
    try {
      await dataProvider.send(RESOURCE, { route: 'POST /repairs/:id/claim/approve', id });
      closeErrorNotice();
      notice.success('app.warranty.notifications.approved');
      onClose();
    } catch (error) {
      notice.error(...refusalNotice(error, 'app.warranty.notifications.approveFailed', false));
      setBusy(false);
    }
  };

  return <Confirm isOpen loading={busy} title="app.warranty.approve.title" content="app.warranty.approve.content" onConfirm={approve} onClose={onClose} />;
}
