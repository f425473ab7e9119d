import { LinearProgress } from '@mui/material';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import type { RowDialogProps } from '../types';
import type { Debtor } from './account';
import { AccountDialog } from './AccountDialog';

/** The account of a row of "who owes what": the row says whether it is a customer's or an agent's. */
export default function DebtorAccountDialog({ id, onClose }: RowDialogProps) {
  const { data } = useDialogRecord(id);
  const debtor = data as Debtor | undefined;
  if (!debtor) return <LinearProgress />;
  return <AccountDialog partyType={debtor.partyType} id={debtor.partyId} onClose={onClose} />;
}
