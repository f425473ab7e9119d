import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useCreatePath, useDataProvider, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { useNavigate } from 'react-router-dom';
import type { DialogProps } from '../../resources/types';
import { DeclaredInput } from '../inputs/DeclaredInput';
import { FormDataScope } from '../inputs/formData';
import { FormFigures } from '../inputs/FormFigures';
import type { CreatedState } from '../list/RowsByPosition';
import { refusalNotice, serverMessage, useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';

/** The form, starting from the record as the declaration's `formValues` shape it (edit). */
function DeclaredForm({ children }: { children: ReactNode }) {
  const { formValues } = useDeclaration();
  const record = useRecordContext();
  const values = useMemo(() => (record && formValues ? { ...record, ...formValues(record) } : record), [record, formValues]);
  return (
    // noValidate: the browser's own checks (min, step) would block the submit and hide the spec's messages.
    <Form noValidate record={values}>
      {children}
    </Form>
  );
}

/**
 * The add / edit dialog of a declared resource. Saving is pessimistic: the dialog stays
 * open with the user's input until the server has accepted it, so a refusal loses nothing.
 * After a create the list goes back to its first page in the default order, unfiltered, with
 * the new row highlighted, so the user sees what they made.
 *
 * An edit refused because the record changed meanwhile (409: someone else saved first, or the
 * stock moved) says so inside the dialog and offers Reload: the record is read again and the
 * form starts over from it, so the user sees the other change before making theirs.
 */
export function ResourceFormDialog({ mode, id, onClose }: DialogProps) {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const resource = declaration.name;
  const [conflict, setConflict] = useState<string>();
  const [formKey, setFormKey] = useState(0);

  const reload = async () => {
    await dataProvider.invalidate(resource);
    await queryClient.invalidateQueries({ queryKey: [resource] });
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
      notice.success(`resources.${resource}.notifications.${mode === 'create' ? 'created' : 'updated'}`);
      if (mode === 'create') showCreated(record);
      else {
        // A pessimistic update patches the cached rows but reads nothing again: the list's
        // figures (totals over its rows, a route's answer such as balances) must be re-read.
        void queryClient.invalidateQueries({ queryKey: [resource, 'getList'] });
        onClose();
      }
    },
    onError: (error: unknown) => {
      const status = (error as { status?: unknown } | null)?.status;
      if (mode === 'edit' && status === 409) {
        setConflict(serverMessage(error) ?? translate(`resources.${resource}.notifications.updateFailed`));
        return;
      }
      const fallbackOnly = declaration.fallbackOnlyFailures?.includes(verb) ?? false;
      notice.error(...refusalNotice(error, `resources.${resource}.notifications.${verb}Failed`, fallbackOnly));
    },
  };
  const transform = (values: Record<string, unknown>) =>
    declaration.transform ? declaration.transform(values, mode) : values;
  const wide = declaration.inputs.some((input) => input.kind === 'lines');

  const form = (
    <DeclaredForm key={formKey}>
      <DialogTitle>{translate(`resources.${resource}.${mode}`)}</DialogTitle>
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
        <Grid container columnSpacing={2} sx={{ pt: 1 }}>
          {declaration.inputs.map((input) => (
            <Grid key={input.source} size={{ xs: 12, sm: input.fullWidth || input.kind === 'lines' ? 12 : 6 }}>
              <DeclaredInput resource={resource} input={input} mode={mode} />
            </Grid>
          ))}
        </Grid>
        <FormFigures figures={declaration.formFigures ?? []} prefix={`resources.${resource}.figures`} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
        <SaveButton label="app.form.save" alwaysEnable />
      </DialogActions>
    </DeclaredForm>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={wide ? 'md' : 'sm'} aria-label={translate(`resources.${resource}.${mode}`)}>
      <FormDataScope resource={resource} routes={declaration.formData}>
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
          transform={transform}
          mutationOptions={mutationOptions}
        >
          {form}
        </EditBase>
      )}
      </FormDataScope>
    </Dialog>
  );
}
