import type { ReactNode } from 'react';
import { ResourceList } from '../../../engine/list/ResourceList';
import { PageTotalFoot } from '../../../engine/list/PageTotalRow';
import { ClosedDayNotice } from '../../dayClose/ClosedDayNotice';

/** The amounts of the page shown, summed in a row under the table. */
function PageTotal({ children }: { children?: ReactNode }) {
  return <PageTotalFoot sources={['amount']}>{children}</PageTotalFoot>;
}

/** Expense Management's list: the engine's, with the current page's total row (product.md §2), under a closed today's banner. */
export default function ExpenseList() {
  return (
    <>
      <ClosedDayNotice banner />
      <ResourceList foot={PageTotal} />
    </>
  );
}
