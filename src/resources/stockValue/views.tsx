import type { ResourceViews } from '../../engine/views';
import StockValuePage from './StockValuePage';

export default { list: StockValuePage } satisfies ResourceViews;
