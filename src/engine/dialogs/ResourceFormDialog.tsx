import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps as MuiDialogProps } from '@mui/material';
import { useEffect, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { CreateBase, EditBase, Form, useCreatePath, useDataProvider, useTranslate, type EditBaseProps, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { ShopDataProvider } from '../../dataProvider';
import type { Figure, FormMode, InputDeclaration } from '../../resources/types';
import { Figures, showFigures } from '../Figures';
import { DeclaredInputs } from '../inputs/DeclaredInput';
import type { CreatedState } from '../list/ResourceList';
import { closeErrorNotice, refusalNotice, serverMessage, useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';
import { offeredByBackend } from '../features';
import { ConfirmingSaveButton } from './ConfirmingSaveButton';
import { useDiscardGuard } from './DiscardGuard';
import type { DialogProps } from '../views';

type FormFigure = Figure<[values: Record<string, any>]>;

/** Figures under a form (a bill's total, a margin), live as the user types; labels `resources.<name>.figures.<key>`. */
export function FormFigures({ figures: all }: { figures: readonly FormFigure[] }) {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const values = useWatch();
  const figures = showFigures(all, `resources.${declaration.name}.figures`, values);
  return <Figures figures={figures} variant="lines" translate={translate} />;
}

/**
 * After a refused save, the refusal's notice leaves as soon as the user changes the form: they
 * are putting it right, and the message under the field (a server's field error) stays.
 */
function CloseRefusalOnChange({ refused }: { refused: MutableRefObject<boolean> }) {
  const signature = JSON.stringify(useWatch());
  const seen = useRef(signature);
  useEffect(() => {
    if (signature === seen.current) return;
    seen.current = signature;
    if (refused.current) {
      refused.current = false;
      closeErrorNotice();
    }
  }, [signature, refused]);
  return null;
}

interface Props extends DialogProps {
  /** The form's inputs and figures; by default the declared ones. */
  children?: ReactNode;
  maxWidth?: MuiDialogProps['maxWidth'];
  /** The edit's read, as react-admin's `<Edit queryOptions>`: `select` shapes the record into the form's values. */
  queryOptions?: EditBaseProps['queryOptions'];
  /** As react-admin's `<Create transform>`: the API payload from the form's values (default: the values of the inputs shown). */
  transform?: (values: Record<string, any>, mode: FormMode) => Record<string, unknown>;
  /**
   * A question asked before saving (a selling price under the buying price): the i18n key of
   * its `title` and `content`, or undefined to save at once. A warning, never a refusal.
   */
  confirmSave?: (values: Record<string, unknown>) => string | undefined;
  /** Figures under the declared inputs, live as the user types. */
  figures?: readonly FormFigure[];
  /** The i18n key of the notice once saved (default `resources.<name>.notifications.created` / `updated`). */
  savedNotice?: string;
}

/**
 * The add / edit dialog of a declared resource, on react-admin's `CreateBase` / `EditBase`
 * and `Form`. A screen with a form of its own renders this with its inputs as children.
 *
 * Saving is pessimistic: the dialog stays open with the user's input until the server has
 * accepted it, so a refusal loses nothing. After a create the list goes back to its first
 * page in the default order, unfiltered, with the new row highlighted, so the user sees what
 * they made. An edit refused because the record changed meanwhile (409: someone else saved
 * first, or the stock moved) says so inside the dialog and offers Reload: the record is read
 * again and the form starts over from it, so the user sees the other change before theirs.
 */
export function ResourceFormDialog({ mode, id, onClose, children, maxWidth = 'sm', queryOptions, transform: toPayload, confirmSave, figures = [], savedNotice }: Props) {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const resource = declaration.name;
  const [conflict, setConflict] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const title = translate(`resources.${resource}.${mode}`);
  const { requestClose, probe, prompt } = useDiscardGuard(onClose);
  const refused = useRef(false);

  const reload = async () => {
    await dataProvider.invalidate(resource);
    setConflict(undefined);
    setFormKey((key) => key + 1);
  };
  const verb = mode === 'create' ? 'create' : 'update';

  const showCreated = (record: RaRecord) => {
    const sort = declaration.list?.defaultSort;
    const query = new URLSearchParams({ filter: '{}', page: '1', ...(sort ? { sort: sort.field, order: sort.order } : {}) });
    const state: CreatedState = { created: String(record.id) };
    navigate(`${createPath({ resource, type: 'list' })}?${query}`, { state });
  };

  const mutationOptions = {
    onSuccess: (record: RaRecord) => {
      closeErrorNotice();
      notice.success(savedNotice ?? `resources.${resource}.notifications.${mode === 'create' ? 'created' : 'updated'}`);
      if (mode === 'create') showCreated(record);
      else onClose();
    },
    onError: (error: unknown) => {
      const status = (error as { status?: unknown } | null)?.status;
      // A 409 about one field (a barcode another product holds) is said under it, as a 400 is;
      // any other 409 of an edit is a newer version of the record.
      const aboutFields = Boolean((error as { body?: { errors?: unknown } } | null)?.body?.errors);
      if (mode === 'edit' && status === 409 && !aboutFields) {
        const reason = serverMessage(error);
        // The server's rule message in the chosen language (see i18nProvider).
        setConflict(reason ? translate(reason, { _: reason }) : translate(`resources.${resource}.notifications.updateFailed`));
        return;
      }
      const fallbackOnly = declaration.fallbackOnlyFailures?.includes(verb) ?? false;
      // A refusal of one field (the body's `errors`, react-admin's server-side validation) also
      // shows under that field: react-admin's save hands it to the form. The notice says it too.
      refused.current = true;
      notice.error(...refusalNotice(error, `resources.${resource}.notifications.${verb}Failed`, fallbackOnly));
    },
  };
  // Without a transform of its own, a form sends what it asks (its inputs offered in this mode), not the record it read.
  const transform = (values: Record<string, unknown>) => (toPayload ? toPayload(values, mode) : inputValues(declaration.inputs, values, mode));

  const form = (
    // noValidate: the browser's own checks (min, step) would block the submit and hide the shop's messages.
    <Form key={formKey} noValidate>
      {probe}
      <CloseRefusalOnChange refused={refused} />
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {conflict && (
          <Alert
            severity="warning"
            role="alert"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void reload()}>
                {translate('app.form.reload')}
              </Button>
            }
          >
            {conflict}
          </Alert>
        )}
        {children ?? (
          <>
            <DeclaredInputs resource={resource} inputs={declaration.inputs} mode={mode} />
            <FormFigures figures={figures} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{translate('app.form.cancel')}</Button>
        <ConfirmingSaveButton ask={confirmSave} />
      </DialogActions>
    </Form>
  );

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth={maxWidth} aria-label={title}>
      {prompt}
      {mode === 'create' ? (
        <CreateBase resource={resource} redirect={false} transform={transform} mutationOptions={mutationOptions}>
          {form}
        </CreateBase>
      ) : (
        <EditBase
          resource={resource}
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          queryOptions={queryOptions}
          transform={transform}
          mutationOptions={mutationOptions}
        >
          {form}
        </EditBase>
      )}
    </Dialog>
  );
}

/** The values of the inputs a form shows in `mode` (offered by the backend): the body of its save. */
function inputValues(inputs: readonly InputDeclaration[], values: Record<string, unknown>, mode: FormMode): Record<string, unknown> {
  const shown = inputs.filter((input) => (!input.modes || input.modes.includes(mode)) && offeredByBackend(input) && input.source in values);
  return Object.fromEntries(shown.map((input) => [input.source, values[input.source]]));
}
