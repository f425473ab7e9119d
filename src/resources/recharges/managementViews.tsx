import { ResourceFormDialog } from '../../engine/dialogs/lazyDialogs';
import { DeclaredInputs } from '../../engine/inputs/DeclaredInput';
import { ClosedDayNotice } from '../dayClose/ClosedDayNotice';
import type { DialogProps, ResourceViews } from '../../engine/views';
import { rechargeManagement, topUpPayload, topUpQuestion } from './management';
import TopUpList from './TopUpList';

/**
 * Add and Edit Top-up: asks before saving a top-up that costs more than it gives; Add says first
 * when today is closed (a top-up is dated today unless changed), as Add Expense does.
 */
const TopUpForm = (props: DialogProps) => (
  <ResourceFormDialog {...props} transform={topUpPayload} confirmSave={topUpQuestion}>
    {props.mode === 'create' && <ClosedDayNotice />}
    <DeclaredInputs resource={rechargeManagement.name} inputs={rechargeManagement.inputs} mode={props.mode} />
  </ResourceFormDialog>
);

export default { list: TopUpList, create: TopUpForm, edit: TopUpForm } satisfies ResourceViews;
