import type { ResourceViews } from '../../engine/views';
import ProductSalesPage from './ProductSalesPage';

export default { list: ProductSalesPage } satisfies ResourceViews;
