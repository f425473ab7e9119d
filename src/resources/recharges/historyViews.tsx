import { lazy } from 'react';
import type { ResourceViews } from '../../engine/views';
import SaleList from './SaleList';

// Dialogs load when first opened, not with the list's first rows.
const SaleCreateDialog = lazy(() => import('./SaleCreateDialog'));

export default { list: SaleList, create: SaleCreateDialog } satisfies ResourceViews;
