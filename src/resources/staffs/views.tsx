import { lazy } from 'react';
import { ResourceFormDialog } from '../../engine/dialogs/lazyDialogs';
import type { DialogProps, ResourceViews } from '../../engine/views';
import StaffList from './StaffList';
import { staffPayload } from '.';

// Dialogs load when first opened, not with the list's first rows.
const StaffEditDialog = lazy(() => import('./StaffEditDialog'));

/** Add Staff: the declared inputs, sent with the role admin. */
const StaffCreate = (props: DialogProps) => <ResourceFormDialog {...props} transform={staffPayload} />;

export default { list: StaffList, create: StaffCreate, edit: StaffEditDialog } satisfies ResourceViews;
