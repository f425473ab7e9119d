import type { RowDialogProps } from '../types';
import { AccountDialog } from './AccountDialog';

/** A customer's account, from the customers list (the owner sets a credit limit before a first credit sale). */
export const CustomerAccountDialog = ({ id, onClose }: RowDialogProps) => <AccountDialog partyType="customer" id={id} onClose={onClose} />;

/** An agent's account, from the agents list. */
export const AgentAccountDialog = ({ id, onClose }: RowDialogProps) => <AccountDialog partyType="agent" id={id} onClose={onClose} />;
