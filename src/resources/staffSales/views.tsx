import type { ResourceViews } from '../../engine/views';
import StaffSalesPage from './StaffSalesPage';

export default { list: StaffSalesPage } satisfies ResourceViews;
