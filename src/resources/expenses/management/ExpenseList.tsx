import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { shopDayOf } from '../../../domain/dates';
import { ResourceList } from '../../../engine/list/ResourceList';
import { PageTotalFoot } from '../../../engine/list/PageTotalRow';
import { ClosedDayNotice } from '../../dayClose/ClosedDayNotice';

/** The amounts of the page shown, summed in a row under the table. */
function PageTotal({ children }: { children?: ReactNode }) {
  return <PageTotalFoot sources={['amount']}>{children}</PageTotalFoot>;
}

/** Deleting an expense takes it off its day: said in the owner's question when that day is closed. */
function DeleteNotice({ record }: { record: RaRecord }) {
  const day = typeof record.expenseDate === 'string' ? shopDayOf(record.expenseDate) : undefined;
  return day ? <ClosedDayNotice day={day} /> : null;
}

/** Expense Management's list: the engine's, with the current page's total row (product.md §2), under a closed today's banner. */
export default function ExpenseList() {
  return (
    <>
      <ClosedDayNotice banner />
      <ResourceList foot={PageTotal} deleteNotice={DeleteNotice} />
    </>
  );
}
