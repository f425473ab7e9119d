import type { ResourceViews } from '../../engine/views';
import RechargeMarginsPage from './RechargeMarginsPage';

export default { list: RechargeMarginsPage } satisfies ResourceViews;
