import { Chip } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { formatMoney } from '../../domain/format';
import { renderCell } from '../../engine/list/columnRenderers';
import { ResourceList } from '../../engine/list/ResourceList';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { accounts } from '.';

const balanceColumn = accounts.columns.find((column) => column.source === 'balance')!;

/**
 * What a person owes, or, below zero, what the shop owes them: "We owe LKR 1,000.00" on a
 * chip of its own, since a plain "-LKR 1,000.00" in the "Owes" column reads as a debt or a loss.
 */
function Balance({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const balance = Number(record.balance);
  if (!(balance < 0)) return <>{renderCell(balanceColumn, 'accounts', record, translate)}</>;
  return <Chip size="small" variant="outlined" color="info" label={translate('resources.accounts.weOwe', { amount: formatMoney(-balance) })} sx={{ fontVariantNumeric: 'tabular-nums' }} />;
}

const CELLS = { balance: (record: RaRecord) => <Balance record={record} /> };

/** Who owes what: the engine's list, with a balance the shop owes worded as such (product.md §10). */
export default function AccountList() {
  return (
    <>
      <ClosedDayNotice banner />
      <ResourceList cells={CELLS} />
    </>
  );
}
