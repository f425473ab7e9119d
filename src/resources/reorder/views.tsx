import type { ResourceViews } from '../../engine/views';
import ReorderPage from './ReorderPage';

export default { list: ReorderPage } satisfies ResourceViews;
