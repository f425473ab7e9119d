import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { repairStatusTone } from '../../domain/repairs';

/** A repair's status as a chip in its colour (product.md §4), as the list and Change Status show it. */
export function RepairStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={repairStatusTone(status)} label={translate(`resources.repairs/management.choices.status.${status}`, { _: status })} />;
}
