import DetailsDialog from '../../engine/dialogs/DetailsDialog';
import type { RowActionDeclaration, RowDialogProps } from '../types';
import { CreditNotes } from './CreditNotes';
import { billDetails, bills, type Bill } from '.';

// The Returns field: each credit note printed again from its line.
const cells = { returns: (bill: object) => <CreditNotes bill={bill as Bill} /> };

/** Bill Details: the engine's details of a bill, with a Print for each of its credit notes. */
export default function BillDetailsDialog({ id, onClose }: RowDialogProps) {
  const item = bills.rowActions!.find((action) => action.name === 'details') as RowActionDeclaration<any>;
  return <DetailsDialog item={item} details={billDetails} id={id} onClose={onClose} cells={cells} />;
}
