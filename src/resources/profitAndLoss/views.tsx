import type { ResourceViews } from '../../engine/views';
import ProfitAndLossPage from './ProfitAndLossPage';

export default { list: ProfitAndLossPage } satisfies ResourceViews;
