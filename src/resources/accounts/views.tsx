import type { ResourceViews } from '../../engine/views';
import AccountList from './AccountList';

export default { list: AccountList } satisfies ResourceViews;
