import { ResourceFormDialog } from '../../engine/dialogs/ResourceFormDialog';
import type { DialogProps, ResourceViews } from '../../engine/views';
import StaffEditDialog from './StaffEditDialog';
import StaffList from './StaffList';
import { staffPayload } from '.';

/** Add Staff: the declared inputs, sent with the role admin. */
const StaffCreate = (props: DialogProps) => <ResourceFormDialog {...props} transform={staffPayload} />;

export default { list: StaffList, create: StaffCreate, edit: StaffEditDialog } satisfies ResourceViews;
