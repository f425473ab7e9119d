import type { ResourceViews } from '../../engine/views';
import DayCloseDialog from './DayCloseDialog';
import DayCloseList from './DayCloseList';

export default { list: DayCloseList, create: DayCloseDialog } satisfies ResourceViews;
