import { BooleanInput, useRecordContext } from 'react-admin';
import { isSuperAdminRole } from '../../domain/roles';
import { ResourceFormDialog } from '../../engine/dialogs/ResourceFormDialog';
import { DeclaredInput, FormCell, FormGrid } from '../../engine/inputs/DeclaredInput';
import type { DialogProps } from '../../engine/views';
import { staffPayload, staffs } from '.';

/** Active or not, as a switch; a super admin's account stays active. */
function StatusSwitch() {
  const staff = useRecordContext();
  return (
    <BooleanInput
      source="status"
      label="resources.staffs.fields.status"
      disabled={isSuperAdminRole(staff?.role)}
      // An account without a status is active.
      format={(value: unknown) => value === undefined || value === null || value === 'active'}
      parse={(checked: boolean) => (checked ? 'active' : 'inactive')}
    />
  );
}

/** Edit Staff: the declared inputs and the status switch. */
export default function StaffEditDialog(props: DialogProps) {
  return (
    <ResourceFormDialog {...props} transform={staffPayload}>
      <FormGrid>
        {staffs.inputs.map((input) => (
          <FormCell key={input.source} input={input}>
            <DeclaredInput resource="staffs" input={input} mode="edit" />
          </FormCell>
        ))}
        <FormCell>
          <StatusSwitch />
        </FormCell>
      </FormGrid>
    </ResourceFormDialog>
  );
}
