import { lazy } from 'react';
import { ResourceList } from '../../engine/list/ResourceList';
import type { ResourceViews } from '../../engine/views';

// Dialogs load when first opened, not with the list's first rows.
const FloatCheckDialog = lazy(() => import('./FloatCheckDialog'));

const FloatCheckList = () => <ResourceList />;

export default { list: FloatCheckList, create: FloatCheckDialog } satisfies ResourceViews;
