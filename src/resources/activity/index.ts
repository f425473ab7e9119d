import ActivityIcon from '@mui/icons-material/History';
import { ACTIVITY_ACTIONS, ACTIVITY_RESOURCES } from '../../domain/activity';
import type { ColumnDeclaration, ResourceDeclaration, ShopRecord } from '../types';

export interface ActivityChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface ActivityEntry extends ShopRecord {
  at: string;
  userId: string | null;
  userName: string | null;
  action: string;
  resource: string;
  recordId: string | null;
  changes: ActivityChange[];
}

const changeColumns: ColumnDeclaration[] = [
  { source: 'field', kind: 'text' },
  { source: 'before', kind: 'text' },
  { source: 'after', kind: 'text' },
];

/**
 * Activity: who changed what and when, every write and sign-in, read-only, for
 * super admins (the server refuses staff). Details shows each changed field before and after.
 */
export const activity: ResourceDeclaration<ActivityEntry> = {
  name: 'activity',
  icon: ActivityIcon,
  menu: { order: 95 },
  feature: 'activity',
  routes: { list: 'GET /activity' },
  // Buttons read 'Activity Details Owner Demo, Deleted, Bills': the coded action and section in words.
  recordRepresentation: (entry, translate) => {
    const word = (source: 'action' | 'resource') =>
      translate ? translate(`resources.activity.choices.${source}.${entry[source]}`, { _: entry[source] }) : undefined;
    return [entry.userName, word('action'), word('resource')].filter(Boolean).join(', ');
  },
  columns: [
    { source: 'at', kind: 'datetime', sortable: true },
    { source: 'userName', kind: 'text', sortable: true },
    { source: 'action', kind: 'enum', sortable: true },
    { source: 'resource', kind: 'enum', sortable: true },
    { source: 'recordId', kind: 'text', optional: true },
  ],
  inputs: [],
  rowActions: [
    {
      name: 'details',
      action: 'show',
      details: {
        fields: [
          { source: 'at', kind: 'datetime' },
          { source: 'userName', kind: 'text' },
          { source: 'action', kind: 'enum' },
          { source: 'resource', kind: 'enum' },
          { source: 'recordId', kind: 'text' },
        ],
        lines: { source: 'changes', columns: changeColumns },
      },
    },
  ],
  list: {
    filters: [
      { kind: 'enum', source: 'userId', choices: { reference: 'staffs' } },
      { kind: 'enum', source: 'resource', choices: ACTIVITY_RESOURCES },
      { kind: 'enum', source: 'action', choices: ACTIVITY_ACTIONS },
      { kind: 'dateRange', source: 'at' },
    ],
    search: ['userName', 'recordId', 'changes.field', 'changes.before', 'changes.after'],
    defaultSort: { field: 'at', order: 'DESC' }, pageSizes: [10, 25, 50, 100],
  },
  views: () => import('./views'),
};
