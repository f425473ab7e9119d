import { useTranslate, type RaRecord } from 'react-admin';
import { shopDayOf } from '../../domain/dates';
import { formatDateTime } from '../../domain/format';
import { ResourceList } from '../../engine/list/ResourceList';
import { CELL_CLASSES } from '../../engine/list/tableStyles';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { LastFloatChecks } from './LastFloatChecks';

const RESOURCE = 'recharges/management';

/** 'Created: 12 Mar 2026 10:00 AM', then 'Updated: …', a line each, in the shop's time zone. */
export const timesHint = (record: RaRecord, translate: (key: string) => string) =>
  (['createdAt', 'updatedAt'] as const)
    .map((source) => `${translate(`resources.${RESOURCE}.fields.${source}`)}: ${formatDateTime(record[source])}`)
    .join('\n');

/** Who added the top-up; hovering (or focusing) it shows when it was created and last updated. */
function CreatedBy({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const hint = timesHint(record, translate);
  // Shown by the list's one tooltip for the table (RowHints), lines kept.
  return (
    <span className={CELL_CLASSES.hinted} tabIndex={0} data-hint={hint}>
      {String(record.createdByName ?? '')}
    </span>
  );
}

const cells = { createdByName: (record: RaRecord) => <CreatedBy record={record} /> };

/** Deleting a top-up takes it off its day: said in the question when that day is closed. */
function DeleteNotice({ record }: { record: RaRecord }) {
  const day = typeof record.topUpDate === 'string' ? shopDayOf(record.topUpDate) : undefined;
  return day ? <ClosedDayNotice day={day} /> : null;
}

/**
 * Recharge Management's list: the engine's, with the creator's cell showing the record's times,
 * under each provider's last float check (product.md §10) and a closed today's banner.
 */
export default function TopUpList() {
  return (
    <>
      <ClosedDayNotice banner />
      <LastFloatChecks />
      <ResourceList cells={cells} deleteNotice={DeleteNotice} />
    </>
  );
}
