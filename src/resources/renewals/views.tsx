import { Chip } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { renewalTone } from '../../domain/renewals';
import { ResourceList } from '../../engine/list/ResourceList';
import { RowActions } from '../../engine/list/RowActions';
import { CELL_CLASSES } from '../../engine/list/tableStyles';
import { useGrants } from '../../engine/useGrants';
import type { ResourceViews } from '../../engine/views';
import { RemindButton } from './RemindButton';

const TONE_COLOURS = { overdue: 'error', today: 'warning', soon: 'info' } as const;

/** Days left as a chip: red when late, amber on the day, blue before. */
function DaysLeft({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const days = Number(record.daysLeft);
  const tone = renewalTone(days);
  const label = translate(`resources.renewals.daysLeft.${tone}`, { smart_count: Math.abs(days) });
  return <Chip size="small" color={TONE_COLOURS[tone]} variant={tone === 'soon' ? 'outlined' : 'filled'} label={label} />;
}

const CELLS = { daysLeft: (record: RaRecord) => <DaysLeft record={record} /> };

/** Remind (for roles that may), then the declared Stop or Resume. */
function RenewalActions({ canRemind }: { canRemind: boolean }) {
  return (
    <div className={CELL_CLASSES.actions}>
      {canRemind && <RemindButton />}
      <RowActions />
    </div>
  );
}

/** Renewals due: the engine's list, with days left as chips and Remind on each row. */
function RenewalList() {
  const granted = useGrants('renewals', ['create']);
  return <ResourceList cells={CELLS} rowActions={<RenewalActions canRemind={Boolean(granted.create)} />} />;
}

export default { list: RenewalList } satisfies ResourceViews;
