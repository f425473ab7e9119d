import { offeredByBackend } from '../features';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { createContext, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Confirm, useCreatePath, useDelete, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { MessageKey } from '../../domain/messages';
import type { ResourceDeclaration, RowActionDeclaration } from '../../resources/types';
import { refusalNotice, useNotice } from '../notices';
import { recordName } from '../recordName';
import { useDeclaration } from '../useDeclaration';
import { rowActionIcon, rowActionName } from './rowActionKinds';
import { RowButton } from './RowButton';
import { RowHints } from './RowHints';
import { CELL_CLASSES } from './tableStyles';

/** Every permission a row's buttons ask for: edit, delete and the declared row actions' the backend offers. */
export function rowActionPermissions(declaration: ResourceDeclaration<any>): string[] {
  return ['edit', 'delete', ...(declaration.rowActions ?? []).filter(offeredByBackend).map(({ action }) => action)];
}

/** A declared row action's button: an icon that opens its dialog's URL. */
function RowActionButton({ item, name }: { item: RowActionDeclaration<any>; name: string }) {
  const record = useRecordContext()!;
  const { name: resource } = useDeclaration();
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const key = `resources.${resource}.actions.${rowActionName(item)}`;
  const label = translate(key);
  const Icon = rowActionIcon(item);
  return (
    <RowButton
      icon={Icon}
      hint={label}
      // 'Refill Stock HDMI Cable', or the screen's own wording ('History of Kasun Perera').
      label={translate(`${key}For`, { name, _: `${label} ${name}` })}
      onClick={() => navigate(`${createPath({ resource, type: 'edit', id: record.id })}/${rowActionName(item)}`)}
    />
  );
}

interface RowActionsShared {
  granted: Partial<Record<string, boolean>>;
  /** Opens the list's one delete confirmation for this record. */
  askDelete: (record: RaRecord) => void;
  /** The record being deleted, if any: its button waits. */
  deletingId: RaRecord['id'] | undefined;
}

const RowActionsContext = createContext<RowActionsShared>({ granted: {}, askDelete: () => {}, deletingId: undefined });

/**
 * What every row's buttons share, set up once per list: the grants (one query) and one
 * delete confirmation with its mutation. Per row (a query observer, a mutation and a closed
 * dialog for each row) they cost a page turn its time.
 */
export function RowActionsScope({
  granted,
  deleteNotice: Notice,
  children,
}: {
  granted: Partial<Record<string, boolean>>;
  /** Said under the delete question, for the record asked about. */
  deleteNotice?: ComponentType<{ record: RaRecord }>;
  children: ReactNode;
}) {
  const declaration = useDeclaration();
  const resource = declaration.name;
  const notice = useNotice();
  const [target, setTarget] = useState<RaRecord | null>(null);
  const [deleteOne, { isPending: deleting, variables }] = useDelete();
  const translate = useTranslate();
  const name = target ? recordName(declaration, target, translate) : '';

  const remove = () => {
    if (!target) return;
    deleteOne(
      resource,
      { id: target.id, previousData: target },
      {
        onSuccess: () => {
          setTarget(null);
          notice.success(`resources.${resource}.notifications.deleted`);
        },
        onError: (error) => {
          setTarget(null);
          const fallbackOnly = declaration.fallbackOnlyFailures?.includes('delete') ?? false;
          notice.error(...refusalNotice(error, `resources.${resource}.notifications.deleteFailed`, fallbackOnly));
        },
      },
    );
  };
  const shared = useMemo(
    () => ({ granted, askDelete: setTarget, deletingId: deleting ? variables?.id : undefined }),
    [granted, deleting, variables],
  );

  return (
    <RowActionsContext.Provider value={shared}>
      <RowHints>{children}</RowHints>
      <Confirm
        isOpen={target !== null}
        loading={deleting}
        title="app.list.confirmDeleteTitle"
        titleTranslateOptions={{ name }}
        content={
          Notice && target ? (
            <>
              <Notice record={target} />
              {translate('app.list.confirmDeleteContent')}
            </>
          ) : (
            'app.list.confirmDeleteContent'
          )
        }
        onConfirm={remove}
        onClose={() => setTarget(null)}
      />
    </RowActionsContext.Provider>
  );
}

interface RowActionsProps {
  /** Why a record cannot be deleted (a message key, shown on the disabled button), or undefined when it can. */
  deleteBlockedBy?: (record: RaRecord) => MessageKey | undefined;
}

/** The buttons of one row: declared actions, then Edit and Delete, each only for roles that may use it. */
export function RowActions({ deleteBlockedBy }: RowActionsProps) {
  const record = useRecordContext();
  const declaration = useDeclaration();
  const resource = declaration.name;
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { granted, askDelete, deletingId } = useContext(RowActionsContext);
  if (!record) return null;

  const blockedBy = deleteBlockedBy?.(record);
  const name = recordName(declaration, record, translate);

  return (
    <div className={CELL_CLASSES.actions}>
      {declaration.rowActions
        ?.filter((item) => granted[item.action] && offeredByBackend(item) && (item.when?.(record) ?? true))
        .map((item) => <RowActionButton key={rowActionName(item)} item={item} name={name} />)}
      {granted.edit && (
        <RowButton
          icon={EditIcon}
          hint={translate('app.list.edit')}
          label={`${translate('app.list.edit')} ${name}`}
          onClick={() => navigate(createPath({ resource, type: 'edit', id: record.id }))}
        />
      )}
      {granted.delete && (
        <RowButton
          icon={DeleteIcon}
          danger
          hint={blockedBy ? translate(`app.messages.${blockedBy}`) : translate('app.list.delete')}
          label={`${translate('app.list.delete')} ${name}`}
          disabled={Boolean(blockedBy) || deletingId === record.id}
          onClick={() => askDelete(record)}
        />
      )}
    </div>
  );
}
