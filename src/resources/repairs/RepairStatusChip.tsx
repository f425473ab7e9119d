import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { repairStatusTone } from '../../domain/repairs';

/** A status as the API names it (English), in the reader's language; a status without a translation as named. */
export const repairStatusText = (translate: (key: string, options?: object) => string, status: string) =>
  translate(`resources.repairs/management.choices.status.${status}`, { _: status });

/** A repair's status as a chip in its colour (product.md §4), as the list and Change Status show it. */
export function RepairStatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return <Chip size="small" color={repairStatusTone(status)} label={repairStatusText(translate, status)} />;
}
