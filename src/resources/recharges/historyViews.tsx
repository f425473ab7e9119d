import type { ResourceViews } from '../../engine/views';
import SaleCreateDialog from './SaleCreateDialog';
import SaleList from './SaleList';

export default { list: SaleList, create: SaleCreateDialog } satisfies ResourceViews;
