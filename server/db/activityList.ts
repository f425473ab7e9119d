import { sql } from 'kysely';
import type { PagedList } from '../paging/pagedList';
import { toActivityRecord } from '../routes/activity';
import type { ActivityRow } from './schema';

/**
 * The Activity list as our server pages it (src/resources/activity: the same fields, filters
 * and search the console's declaration names). Only super admins reach it (the route's guard),
 * and an entry's record reads nothing beyond its own row.
 */
export const activityList: PagedList<ActivityRow> = {
  table: 'activity',
  fields: {
    id: { sql: sql.ref('activity.id'), kind: 'text' },
    at: { sql: sql.ref('activity.at'), kind: 'instant', sortable: true },
    userId: { sql: sql.ref('activity.userId'), kind: 'text' },
    userName: { sql: sql.ref('activity.userName'), kind: 'text', sortable: true },
    action: { sql: sql.ref('activity.action'), kind: 'text', sortable: true },
    resource: { sql: sql.ref('activity.resource'), kind: 'text', sortable: true },
  },
  defaultSort: { field: 'at', descending: true },
  search: { index: 'activity_search', key: sql.ref('activity.seq') },
  records: async () => toActivityRecord,
};
