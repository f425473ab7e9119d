import { ResourceList } from '../../engine/list/ResourceList';
import type { ResourceViews } from '../../engine/views';
import FloatCheckDialog from './FloatCheckDialog';

const FloatCheckList = () => <ResourceList />;

export default { list: FloatCheckList, create: FloatCheckDialog } satisfies ResourceViews;
