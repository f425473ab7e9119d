import { lazy } from 'react';
import type { ResourceViews } from '../../engine/views';
import BillList from './BillList';

// Dialogs load when first opened, not with the list's first rows.
const BillCreateDialog = lazy(() => import('./BillCreateDialog'));

export default { list: BillList, create: BillCreateDialog } satisfies ResourceViews;
