import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { CanAccess, Confirm, useCanAccess, useCreatePath, useDelete, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { fullName } from '../domain/format';
import { serverMessage, useNotice } from './notices';
import { useDeclaration } from './useDeclaration';

/** Edit and delete buttons of one row, each shown only to roles that may use it. */
export function RowActions() {
  const record = useRecordContext();
  const declaration = useDeclaration();
  const resource = declaration.name;
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const notice = useNotice();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit', record });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete', record });
  if (!record) return null;

  const blockedBy = declaration.deleteBlockedBy?.(record);
  const name = fullName(record) || String(record.name ?? record.id);

  const remove = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        onSuccess: () => {
          setConfirming(false);
          notice.success(`resources.${resource}.notifications.deleted`);
        },
        onError: (error) => {
          setConfirming(false);
          const useServer = !declaration.fallbackOnlyFailures?.includes('delete');
          notice.error((useServer && serverMessage(error)) || `resources.${resource}.notifications.deleteFailed`);
        },
      },
    );

  return (
    <Stack direction="row" spacing={0.5}>
      {declaration.rowActions?.map(({ action, component: Action }) => (
        <CanAccess key={action} resource={resource} action={action} record={record}>
          <Action />
        </CanAccess>
      ))}
      {canEdit && (
        <Tooltip title={translate('app.list.edit')}>
          <IconButton
            size="small"
            aria-label={`${translate('app.list.edit')} ${name}`}
            onClick={() => navigate(createPath({ resource, type: 'edit', id: record.id }))}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip title={blockedBy ? translate(`app.messages.${blockedBy}`) : translate('app.list.delete')}>
          {/* A disabled button fires no events; the span keeps the tooltip working. */}
          <span>
            <IconButton
              size="small"
              color="error"
              aria-label={`${translate('app.list.delete')} ${name}`}
              disabled={Boolean(blockedBy) || deleting}
              onClick={() => setConfirming(true)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="app.list.confirmDeleteTitle"
        titleTranslateOptions={{ name }}
        content="app.list.confirmDeleteContent"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
