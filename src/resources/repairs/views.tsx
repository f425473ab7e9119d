import { lazy } from 'react';
import type { ResourceViews } from '../../engine/views';
import RepairList from './RepairList';

// Dialogs load when first opened, not with the list's first rows.
const RepairFormDialog = lazy(() => import('./RepairFormDialog'));

export default { list: RepairList, create: RepairFormDialog, edit: RepairFormDialog } satisfies ResourceViews;
