/** The two kinds of user (product.md §6). `admin` is shown to people as "Staff". */
export type Role = 'admin' | 'super_admin';
export type Status = 'active' | 'inactive';

export const ROLES: readonly Role[] = ['admin', 'super_admin'];
export const STATUSES: readonly Status[] = ['active', 'inactive'];

/** The fields a user record may carry its role in; other backends use `userType`. */
export interface RoleBearer {
  role?: string | null;
  userType?: string | null;
}

/** product.md §6: super admin is `super_admin` or `superadmin`, in either field. */
export function isSuperAdminRole(role: string | null | undefined): boolean {
  return role === 'super_admin' || role === 'superadmin';
}

/** product.md §6: role from `role`, else `userType`, default admin; normalised to the two roles. */
export function roleOf(user: RoleBearer | null | undefined): Role {
  const raw = user?.role ?? user?.userType ?? 'admin';
  return isSuperAdminRole(raw) ? 'super_admin' : 'admin';
}
