import type { ResourceViews } from '../../engine/views';
import SettingsPage from './SettingsPage';

export default { list: SettingsPage } satisfies ResourceViews;
