import type { ResourceViews } from '../../engine/views';
import RepairFormDialog from './RepairFormDialog';
import RepairList from './RepairList';

export default { list: RepairList, create: RepairFormDialog, edit: RepairFormDialog } satisfies ResourceViews;
