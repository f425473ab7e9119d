import { lazy } from 'react';
import type { ResourceViews } from '../../engine/views';
import DayCloseList from './DayCloseList';

// Dialogs load when first opened, not with the list's first rows.
const DayCloseDialog = lazy(() => import('./DayCloseDialog'));

export default { list: DayCloseList, create: DayCloseDialog } satisfies ResourceViews;
