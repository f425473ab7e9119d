import { ResourceFormDialog } from '../../engine/dialogs/lazyDialogs';
import { ResourceList } from '../../engine/list/ResourceList';
import type { DialogProps, ResourceViews } from '../../engine/views';
import { repairIssueFigures, repairIssuePayload } from '.';

const RepairIssueList = () => <ResourceList />;
/** Add and Edit Repair Issue: the declared inputs, with the profit and margin live under them. */
const RepairIssueForm = (props: DialogProps) => <ResourceFormDialog {...props} transform={repairIssuePayload} figures={repairIssueFigures} />;

export default { list: RepairIssueList, create: RepairIssueForm, edit: RepairIssueForm } satisfies ResourceViews;
