import { ResourceList } from '../../engine/list/ResourceList';
import type { ResourceViews } from '../../engine/views';

// A day's work fills more than ten rows: 25 a page.
const ActivityList = () => <ResourceList perPage={25} />;

export default { list: ActivityList } satisfies ResourceViews;
