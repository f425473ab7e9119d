import { Chip, Stack } from '@mui/material';
import { useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { renderCell, Tags } from '../../engine/list/columnRenderers';
import { ResourceList } from '../../engine/list/ResourceList';
import { shopDayOf } from '../../domain/dates';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import { NumberedCustomer } from '../NumberedCustomer';
import { NetTotal } from './NetTotal';
import { bills, type BillLine } from '.';

/** A bill's products: two tags, then '+N more' leading to Bill Details, where every line shows (product.md §2). */
function BillProducts({ record }: { record: RaRecord }) {
  const createPath = useCreatePath();
  const translate = useTranslate();
  const lines = Array.isArray(record.products) ? (record.products as BillLine[]) : [];
  return (
    <Tags
      names={lines.map((line) => String(line.name ?? ''))}
      moreTo={`${createPath({ resource: 'bills', type: 'edit', id: record.id })}/details`}
      moreHint={translate('resources.bills.actions.details')}
    />
  );
}

const profitColumn = bills.columns.find((column) => column.source === 'netProfit')!;

/**
 * The owner's profit of a bill and, where a line sold under its buying price, a "Below cost"
 * chip under it (product.md §10): in the profit's own cell, so the list keeps fitting a 1366 px
 * screen. Only the owner has this column; staff never receive the mark.
 */
function Profit({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const figure = renderCell(profitColumn, 'bills', record, translate);
  if (!record.belowCost) return <>{figure}</>;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }}>
      <span>{figure}</span>
      <Chip size="small" variant="outlined" color="warning" label={translate('resources.bills.choices.belowCost.belowCost')} />
    </Stack>
  );
}

const cells = {
  customer: (record: RaRecord) => <NumberedCustomer record={record} resource="bills" kind="bill" />,
  products: (record: RaRecord) => <BillProducts record={record} />,
  netAmount: (record: RaRecord) => <NetTotal bill={record} />,
  netProfit: (record: RaRecord) => <Profit record={record} />,
};

/** Deleting a bill takes its money off the day it was made: said in the question when that day is closed. */
function DeleteNotice({ record }: { record: RaRecord }) {
  const day = typeof record.createdAt === 'string' ? shopDayOf(record.createdAt) : undefined;
  return day ? <ClosedDayNotice day={day} /> : null;
}

/**
 * The Bills list: the engine's, with the products cell's '+N more' opening the bill's details,
 * the bill's number under its customer, a returned bill marked under its net total and a bill
 * sold below cost under its profit.
 */
export default function BillList() {
  return (
    <>
      <ClosedDayNotice banner />
      <ResourceList cells={cells} deleteNotice={DeleteNotice} />
    </>
  );
}
