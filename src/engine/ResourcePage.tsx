import { Loading, useCanAccess, useCreatePath } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { AccessDeniedPage } from '../custom/AccessDeniedPage';
import { Suspense, useDeferredValue } from 'react';
import { ListActionDialog, RowActionDialog } from './dialogs/ActionDialogs';
import { DeniedDialog } from './dialogs/DeniedDialog';
import { CreatedRecordContext, type CreatedState } from './list/ResourceList';
import { rowActionName } from './list/rowActionKinds';
import { useDeclaration } from './useDeclaration';
import { viewsOf } from './views';

/**
 * A declared resource's whole screen. Every dialog's open state lives in the URL, so a link
 * opens it and Back closes it: `/<resource>/create`, `/<resource>/<id>` (edit),
 * `/<resource>/<id>/<row action>` (details, WhatsApp, refill…), `/<resource>/<list action>`
 * (a report). A dialog the role may not use is refused with a notice, never rendered. The
 * list and the add and edit dialogs are the resource's views (its folder's `views.tsx`), as
 * react-admin's demo renders its reviews' edit drawer over their list. Loaded lazily (screens.ts).
 */
export default function ResourcePage() {
  const declaration = useDeclaration();
  const { '*': rest = '' } = useParams();
  const navigate = useNavigate();
  const created = (useLocation().state as CreatedState | null)?.created;
  const createPath = useCreatePath();
  const close = () => navigate(createPath({ resource: declaration.name, type: 'list' }));
  const [first = '', second] = rest.split('/').map(decodeURIComponent);
  // Decide before anything renders, so a role without access sends no request at all.
  const { canAccess, isPending } = useCanAccess({ resource: declaration.name, action: 'list' });
  // The answer comes as an update React draws in one task; the screen it lets in, the whole list
  // at its first visit, is drawn from this deferred copy instead, in slices the browser can
  // interrupt. Once answered (any later visit), the copy is the answer from the first render.
  // No answer (the check failed) is no access, as before the copy.
  const decided = useDeferredValue(isPending ? undefined : canAccess === true);
  if (decided === undefined) return <Loading />;
  if (!decided) return <AccessDeniedPage />;

  const { list: ListScreen, create: CreateDialog, edit: EditDialog } = viewsOf(declaration);
  const listAction = declaration.listActions?.find((item) => item.name === first);
  const rowAction = second === undefined ? undefined : declaration.rowActions?.find((item) => rowActionName(item) === second);

  let dialog = null;
  if (first === 'create') {
    dialog = (
      <DeniedDialog action="create" onClose={close}>
        <CreateDialog mode="create" onClose={close} />
      </DeniedDialog>
    );
  } else if (listAction) {
    dialog = (
      <DeniedDialog action={listAction.action} onClose={close}>
        <ListActionDialog item={listAction} onClose={close} />
      </DeniedDialog>
    );
  } else if (first && second === undefined) {
    dialog = (
      <DeniedDialog action="edit" onClose={close}>
        <EditDialog key={first} mode="edit" id={first} onClose={close} />
      </DeniedDialog>
    );
  } else if (first && rowAction) {
    dialog = (
      <DeniedDialog action={rowAction.action} onClose={close}>
        <RowActionDialog key={rest} item={rowAction} id={first} onClose={close} />
      </DeniedDialog>
    );
  }

  return (
    <>
      <Suspense fallback={<Loading />}>
        <CreatedRecordContext.Provider value={created}>
          <ListScreen />
        </CreatedRecordContext.Provider>
      </Suspense>
      <Suspense fallback={null}>{dialog}</Suspense>
    </>
  );
}
