import { ResourceFormDialog } from '../../engine/dialogs/lazyDialogs';
import { ResourceList } from '../../engine/list/ResourceList';
import type { DialogProps, ResourceViews } from '../../engine/views';
import { customerPayload } from '.';

const CustomerList = () => <ResourceList />;
/** Add and Edit Customer: the declared inputs, sent as the API's person payload. */
const CustomerForm = (props: DialogProps) => <ResourceFormDialog {...props} transform={customerPayload} />;

export default { list: CustomerList, create: CustomerForm, edit: CustomerForm } satisfies ResourceViews;
