import type { ResourceViews } from '../../engine/views';
import TakingsByMethodPage from './TakingsByMethodPage';

export default { list: TakingsByMethodPage } satisfies ResourceViews;
