import type { ResourceViews } from '../../engine/views';
import BillCreateDialog from './BillCreateDialog';
import BillList from './BillList';

export default { list: BillList, create: BillCreateDialog } satisfies ResourceViews;
