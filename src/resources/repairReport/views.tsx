import type { ResourceViews } from '../../engine/views';
import RepairReportPage from './RepairReportPage';

export default { list: RepairReportPage } satisfies ResourceViews;
