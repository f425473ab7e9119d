import { PERMISSIONS, type Action, type ResourceName } from './permissions';

/**
 * The activity log's vocabulary, one list for both sides: the server records entries with
 * these actions and resources (server/db/activity.ts), the console's Activity screen filters
 * by them.
 */

/** What an entry says was done. */
export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'refill',
  'status',
  'statusEdit',
  'statusDelete',
  'payment',
  'overLimit',
  'priceRefused',
  'return',
  'adjust',
  'close',
  'reopen',
  'payIn',
  'payOut',
  'signIn',
  'signInRefused',
  'passwordChange',
  'passwordSet',
  'warrantyClaim',
  'approve',
  // A TV customer marked stopped (no more renewal reminders), and the mark taken off.
  'stop',
  'resume',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The permissions that change records: a resource granting any of them to someone has its writes logged. */
const WRITES = ['create', 'edit', 'delete', 'refill', 'status', 'statusHistory', 'return'] as const satisfies readonly Action[];

type Write = (typeof WRITES)[number];
type WrittenResource = { [R in ResourceName]: Extract<keyof (typeof PERMISSIONS)[R], Write> extends never ? never : R }[ResourceName];

/** What an entry is about: a resource of the permission matrix that can be written, or 'auth' (sign-ins, passwords). */
export type ActivityResource = WrittenResource | 'auth';

const writes = (resource: ResourceName): resource is WrittenResource => WRITES.some((action) => action in PERMISSIONS[resource]);

/** In the matrix's order, then 'auth': a new resource of the matrix is listed with no edit here. */
export const ACTIVITY_RESOURCES: readonly ActivityResource[] = [...(Object.keys(PERMISSIONS) as ResourceName[]).filter(writes), 'auth'];
