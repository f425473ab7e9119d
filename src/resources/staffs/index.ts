import StaffIcon from '@mui/icons-material/ManageAccounts';
import { staffCreateRules, staffEditRules } from '../../domain/staff';
import type { ResourceDeclaration, ShopRecord } from '../types';
import type { FormPayload } from '../../engine/views';

export interface Staff extends ShopRecord {
  firstName: string;
  lastName: string;
  email: string;
  password?: string;
  /** Edit form only: sent as `password` when filled in. */
  newPassword?: string;
  role: string;
  status: 'active' | 'inactive';
}

/** Staffs (product.md §2–§8): super admins manage the shop's sign-in accounts. */
export const staffs: ResourceDeclaration<Staff> = {
  name: 'staffs',
  icon: StaffIcon,
  menu: { order: 10 },
  routes: {
    list: 'GET /admins',
    create: 'POST /admins/create',
    update: 'PUT /admins/edit/:id',
    delete: 'DELETE /admins/delete/:id',
  },
  columns: [
    { source: 'firstName', kind: 'fullName', sortable: true },
    { source: 'email', kind: 'email', sortable: true },
    { source: 'role', kind: 'enum', sortable: true },
    // An account without a status is active.
    { source: 'status', kind: 'status', sortable: true, value: (staff) => staff.status ?? 'active', color: (status) => (status === 'active' ? 'success' : 'default') },
    { source: 'createdAt', kind: 'datetime', sortable: true },
    { source: 'updatedAt', kind: 'datetime', sortable: true },
  ],
  inputs: [
    { source: 'firstName', kind: 'text', rules: staffCreateRules.firstName },
    { source: 'lastName', kind: 'text', rules: staffCreateRules.lastName },
    { source: 'email', kind: 'email', rules: staffEditRules.email, readOnlyIn: ['edit'], fullWidth: true },
    { source: 'password', kind: 'password', rules: staffCreateRules.password, modes: ['create'], fullWidth: true },
    // A super admin may set a new password on edit (blank keeps it); the server then ends that person's sessions.
    { source: 'newPassword', kind: 'password', rules: staffEditRules.password, modes: ['edit'], fullWidth: true },
    // Role required, fixed to admin on create (a super admin is never made here).
    { source: 'role', kind: 'enum', choices: ['admin', 'super_admin'], defaultValue: 'admin', readOnlyIn: ['create', 'edit'] },
  ],
  list: { search: ['firstName', 'lastName', 'email'], defaultSort: { field: 'createdAt', order: 'DESC' } },
  fallbackOnlyFailures: ['delete'],
  // The edit form's status switch and the list's guarded Delete are the screen's own.
  views: () => import('./views'),
};

// The API: create sends the form with role admin; edit sends the form fields plus status,
// and a new password only when one was typed.
export const staffPayload: FormPayload = ({ firstName, lastName, email, password, newPassword, role, status }, mode) =>
  mode === 'create'
    ? { firstName, lastName, email, password, role: 'admin' }
    : { firstName, lastName, email, role, status, ...(newPassword ? { password: newPassword } : {}) };
