import { Chip, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import type { ResourceName } from '../../domain/permissions';
import { NetTotal } from '../bills/NetTotal';
import type { ShopRecord } from '../types';

export interface HistoryColumn {
  /** i18n key under resources.customers.history.columns */
  label: string;
  render: (row: ShopRecord) => ReactNode;
}

export interface HistoryTab {
  key: 'purchase' | 'recharge' | 'repair';
  /** product.md §7: the route, with the customer's id. */
  path: (customerId: string) => string;
  columns: readonly HistoryColumn[];
  /** The row action a row opens, on the record's own screen: a bill's details, a repair's job card. */
  opens: { resource: ResourceName; action: string };
}

type Line = { name?: string; quantity?: number };
type Issue = { name?: string };

/** product.md §9: at most two product tags, then '+N more'. */
function ProductTags({ lines }: { lines: Line[] }) {
  const translate = useTranslate();
  const shown = lines.slice(0, 2);
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {shown.map((line, index) => (
        <Chip key={index} size="small" label={`${line.name ?? ''} × ${line.quantity ?? 1}`} />
      ))}
      {lines.length > 2 && <Chip size="small" variant="outlined" label={translate('app.list.more', { count: lines.length - 2 })} />}
    </Stack>
  );
}

const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The three tabs of the customer history dialog (product.md §2), in order. */
export const HISTORY_TABS: readonly HistoryTab[] = [
  {
    key: 'purchase',
    path: (id) => `/bills/customer/${encodeURIComponent(id)}`,
    columns: [
      { label: 'date', render: (row) => formatDateTime(row.createdAt) },
      { label: 'products', render: (row) => <ProductTags lines={list<Line>(row.products)} /> },
      // Net of returns, a returned bill marked (product.md §10); as sold on a backend without returns.
      { label: 'total', render: (row) => <NetTotal bill={row} /> },
    ],
    opens: { resource: 'bills', action: 'details' },
  },
  {
    key: 'recharge',
    path: (id) => `/recharge/sales/customer/${encodeURIComponent(id)}`,
    columns: [
      { label: 'date', render: (row) => formatDateTime((row.saleDate as string) ?? row.createdAt) },
      { label: 'type', render: (row) => String(row.rechargeType ?? '') },
      { label: 'value', render: (row) => formatMoney(row.soldValue as number) },
      { label: 'price', render: (row) => formatMoney(row.soldPrice as number) },
    ],
    opens: { resource: 'recharges/history', action: 'details' },
  },
  {
    key: 'repair',
    path: (id) => `/customers/${encodeURIComponent(id)}/repairs`,
    columns: [
      { label: 'dateIn', render: (row) => formatDate((row.dateIn as string) ?? row.createdAt) },
      { label: 'device', render: (row) => String(row.repairProduct ?? '') },
      { label: 'issues', render: (row) => list<Issue>(row.issues).map((issue) => issue.name).join(', ') },
      { label: 'status', render: (row) => String(row.status ?? '') },
      { label: 'amount', render: (row) => formatMoney(row.finalAmount as number) },
    ],
    // The job card shows the whole repair: customer, device, issues, amounts, return date.
    opens: { resource: 'repairs/management', action: 'jobCard' },
  },
];
