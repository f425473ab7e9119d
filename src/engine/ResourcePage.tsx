import { Loading, useCanAccess, useCreatePath } from 'react-admin';
import { AccessDeniedPage } from '../custom/AccessDeniedPage';
import { useNavigate, useParams } from 'react-router-dom';
import { ResourceFormDialog } from './ResourceFormDialog';
import { ResourceList } from './ResourceList';
import { useDeclaration } from './useDeclaration';

/**
 * A declared resource's whole screen. The dialogs' open state lives in the URL
 * (`/<resource>/create`, `/<resource>/<id>`), so a link opens them and Back closes them.
 * Loaded lazily: App.tsx imports it with React.lazy.
 */
export default function ResourcePage() {
  const declaration = useDeclaration();
  const { '*': rest = '' } = useParams();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const close = () => navigate(createPath({ resource: declaration.name, type: 'list' }));
  const segment = rest.split('/')[0];
  // Decide before anything renders, so a role without access sends no request at all.
  const { canAccess, isPending } = useCanAccess({ resource: declaration.name, action: 'list' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDeniedPage />;

  const { list: ListScreen = ResourceList, create: CreateDialog, edit: EditDialog } = declaration.components ?? {};
  return (
    <>
      <ListScreen />
      {segment === 'create' &&
        (CreateDialog ? <CreateDialog mode="create" onClose={close} /> : <ResourceFormDialog mode="create" onClose={close} />)}
      {segment &&
        segment !== 'create' &&
        (EditDialog ? (
          <EditDialog key={segment} mode="edit" id={decodeURIComponent(segment)} onClose={close} />
        ) : (
          <ResourceFormDialog key={segment} mode="edit" id={decodeURIComponent(segment)} onClose={close} />
        ))}
    </>
  );
}
