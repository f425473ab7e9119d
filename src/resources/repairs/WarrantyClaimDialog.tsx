import { Alert, LinearProgress, Typography } from '@mui/material';
import { CheckboxGroupInput, TextInput, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { numberOfRecord } from '../../domain/numbers';
import { repairRules } from '../../domain/repairs';
import { FormDialog } from '../../engine/dialogs/FormDialog';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { toValidators } from '../../engine/inputs/ruleValidators';
import { closeErrorNotice, fieldErrorsOf, refusalNotice, useNotice } from '../../engine/notices';
import { recordName } from '../../engine/recordName';
import { useDeclaration } from '../../engine/useDeclaration';
import type { RowDialogProps } from '../types';
import { warrantyText } from './warranty';
import type { Repair } from '.';

const RESOURCE = 'repairs/management';

/**
 * Warranty Claim (product.md §10): a device back under the shop's warranty is taken in again as
 * a new repair linked to the first, free to the customer (the shop's cost still counts). The
 * issues to repair again start as all of the first repair's; staff's claim waits for the
 * owner's approval, the owner's is approved at once. The server refuses a warranty that has ended.
 */
export default function WarrantyClaimDialog({ id, onClose }: RowDialogProps) {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const { data, isPending } = useDialogRecord(id);
  const repair = data as Repair | undefined;
  const { canAccess: approves } = useCanAccess({ resource: RESOURCE, action: 'approve' });
  const title = translate(`resources.${RESOURCE}.actions.warrantyClaim`);

  const submit = async (values: Record<string, unknown>) => {
    const note = typeof values.note === 'string' && values.note.trim() ? values.note.trim() : null;
    try {
      const claim = await dataProvider.send<Repair>(RESOURCE, { route: 'POST /repairs/:id/claim', id, body: { issues: values.issues, note } });
      closeErrorNotice();
      const waits = claim?.claimStatus === 'awaitingApproval';
      notice.success(`app.warranty.notifications.${waits ? 'claimedAwaiting' : 'claimed'}`, { number: numberOfRecord('repair', claim) });
      onClose();
    } catch (error) {
      notice.error(...refusalNotice(error, 'app.warranty.notifications.claimFailed', false));
      return fieldErrorsOf(error);
    }
  };

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      pending={(isPending || !repair) && <LinearProgress />}
      form={{ record: { issues: repair?.issues.map((line) => line.issueId) ?? [], note: '' } }}
      saveLabel="app.warranty.claimForm.save"
    >
      {repair && (
        <>
          <Typography color="text.secondary">{recordName(declaration, repair, translate)}</Typography>
          <Typography sx={{ mb: 1 }}>{warrantyText(repair, translate)}</Typography>
          <CheckboxGroupInput
            source="issues"
            label="app.warranty.claimForm.issues"
            choices={repair.issues.map((line) => ({ id: line.issueId, name: line.name }))}
            validate={toValidators(repairRules.issues)}
            row={false}
          />
          <TextInput source="note" label="app.warranty.claimForm.note" multiline minRows={2} fullWidth />
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('app.warranty.claimForm.free')} {approves ? '' : translate('app.warranty.claimForm.awaits')}
          </Alert>
        </>
      )}
    </FormDialog>
  );
}
