import type { ResourceViews } from '../../engine/views';
import CustomerSalesPage from './CustomerSalesPage';

export default { list: CustomerSalesPage } satisfies ResourceViews;
