import { Alert, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { underWarrantyOn } from '../../domain/warranty';
import { warrantyText } from './warranty';
import type { Repair } from '.';

/**
 * A repair's warranty in its details (product.md §10): under warranty until when, ended when,
 * or that it is itself a warranty claim (and its approval); and the device's IMEI or serial.
 * Nothing for a repair with neither, as from the shop's own backend.
 */
export function RepairWarranty({ repair }: { repair: Repair }) {
  const translate = useTranslate();
  const text = warrantyText(repair, translate);
  const imei = repair.imei ? `${translate('app.warranty.jobCard.imei')}: ${repair.imei}` : undefined;
  if (!text && !imei) return null;
  const holds = !repair.warrantyOf && underWarrantyOn(repair, Date.now());
  return (
    <Alert severity={holds ? 'success' : 'info'} icon={false} sx={{ mb: 2 }}>
      {[text, imei].filter(Boolean).join(' · ')}
    </Alert>
  );
}

/** In the list's status cell, a warranty claim says so, amber while it awaits the owner's approval. */
export function ClaimChip({ repair }: { repair: Repair }) {
  const translate = useTranslate();
  if (!repair.warrantyOf) return null;
  return <Chip size="small" variant="outlined" color={repair.claimStatus === 'awaitingApproval' ? 'warning' : 'info'} label={warrantyText(repair, translate)} />;
}
