import { ResourceFormDialog } from '../../../engine/dialogs/lazyDialogs';
import { DeclaredInputs } from '../../../engine/inputs/DeclaredInput';
import type { DialogProps, ResourceViews } from '../../../engine/views';
import { ClosedDayNotice } from '../../dayClose/ClosedDayNotice';
import ExpenseList from './ExpenseList';
import { expensePayload, expenses } from '.';

/** Add and Edit Expense: the declared inputs, the day sent as YYYY-MM-DD; Add says first when today is closed (an expense is dated today unless changed). */
const ExpenseForm = (props: DialogProps) => (
  <ResourceFormDialog {...props} transform={expensePayload}>
    {props.mode === 'create' && <ClosedDayNotice />}
    <DeclaredInputs resource={expenses.name} inputs={expenses.inputs} mode={props.mode} />
  </ResourceFormDialog>
);

export default { list: ExpenseList, create: ExpenseForm, edit: ExpenseForm } satisfies ResourceViews;
