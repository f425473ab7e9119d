import { useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { Tags } from '../../engine/list/columnRenderers';
import { ResourceList } from '../../engine/list/ResourceList';
import { NumberedCustomer } from '../NumberedCustomer';
import { NetTotal } from './NetTotal';
import type { BillLine } from '.';

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

const cells = {
  customer: (record: RaRecord) => <NumberedCustomer record={record} resource="bills" kind="bill" />,
  products: (record: RaRecord) => <BillProducts record={record} />,
  netAmount: (record: RaRecord) => <NetTotal bill={record} />,
};

/**
 * The Bills list: the engine's, with the products cell's '+N more' opening the bill's details,
 * the bill's number under its customer, and a returned bill marked under its net total.
 */
export default function BillList() {
  return <ResourceList cells={cells} />;
}
