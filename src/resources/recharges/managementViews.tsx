import { ResourceFormDialog } from '../../engine/dialogs/lazyDialogs';
import type { DialogProps, ResourceViews } from '../../engine/views';
import { topUpPayload, topUpQuestion } from './management';
import TopUpList from './TopUpList';

/** Add and Edit Top-up: asks before saving a top-up that costs more than it gives. */
const TopUpForm = (props: DialogProps) => <ResourceFormDialog {...props} transform={topUpPayload} confirmSave={topUpQuestion} />;

export default { list: TopUpList, create: TopUpForm, edit: TopUpForm } satisfies ResourceViews;
