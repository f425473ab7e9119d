import { ResourceFormDialog } from '../../engine/dialogs/lazyDialogs';
import { ResourceList } from '../../engine/list/ResourceList';
import type { DialogProps, ResourceViews } from '../../engine/views';
import { agentPayload } from '.';

const AgentList = () => <ResourceList />;
/** Add and Edit Agent: the declared inputs, sent as the API's person payload. */
const AgentForm = (props: DialogProps) => <ResourceFormDialog {...props} transform={agentPayload} />;

export default { list: AgentList, create: AgentForm, edit: AgentForm } satisfies ResourceViews;
