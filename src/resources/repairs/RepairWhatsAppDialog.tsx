import { Dialog, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDialogRecord } from '../../engine/dialogs/useDialogRecord';
import { WhatsAppPanel } from '../../engine/dialogs/WhatsAppPanel';
import type { RowDialogProps } from '../types';
import { repairWhatsappTarget, useRepairMessage } from './repairMessages';
import type { Repair } from '.';

/**
 * Send WhatsApp from a repair's row (product.md §4, §5, §8): its status's message, the owner's
 * template where the backend keeps them (§10), else the spec's default, editable before it goes.
 */
export default function RepairWhatsAppDialog({ id, onClose }: RowDialogProps) {
  const translate = useTranslate();
  const { data: record } = useDialogRecord(id);
  const repair = record as Repair | undefined;
  const { message } = useRepairMessage(repair);
  const title = translate('app.repairMessages.sendTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <WhatsAppPanel target={repair ? repairWhatsappTarget(repair) : undefined} message={message} onClose={onClose} />
    </Dialog>
  );
}
