import { ResourceFormDialog } from '../../../engine/dialogs/ResourceFormDialog';
import type { DialogProps, ResourceViews } from '../../../engine/views';
import ExpenseList from './ExpenseList';
import { expensePayload } from '.';

/** Add and Edit Expense: the declared inputs, the day sent as YYYY-MM-DD. */
const ExpenseForm = (props: DialogProps) => <ResourceFormDialog {...props} transform={expensePayload} />;

export default { list: ExpenseList, create: ExpenseForm, edit: ExpenseForm } satisfies ResourceViews;
