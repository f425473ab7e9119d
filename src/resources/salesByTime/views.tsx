import type { ResourceViews } from '../../engine/views';
import SalesByTimePage from './SalesByTimePage';

export default { list: SalesByTimePage } satisfies ResourceViews;
