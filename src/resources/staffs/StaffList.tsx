import type { RaRecord } from 'react-admin';
import type { MessageKey } from '../../domain/messages';
import { isSuperAdminRole } from '../../domain/roles';
import { ResourceList } from '../../engine/list/ResourceList';
import { RowActions } from '../../engine/list/RowActions';

/** A super admin's account is never deleted here: its Delete button stays, disabled, and says why. */
const superAdminKept = (staff: RaRecord): MessageKey | undefined => (isSuperAdminRole(staff.role) ? 'superAdminNotDeletable' : undefined);
const rowActions = <RowActions deleteBlockedBy={superAdminKept} />;

/** Staffs' list: the engine's, with a super admin's Delete disabled. */
export default function StaffList() {
  return <ResourceList rowActions={rowActions} />;
}
