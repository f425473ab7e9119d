import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { CreateBase, EditBase, Form, SaveButton, useTranslate } from 'react-admin';
import type { DialogProps } from '../resources/types';
import { DeclaredInput } from './DeclaredInput';
import { serverMessage, useNotice } from './notices';
import { useDeclaration } from './useDeclaration';

/**
 * The add / edit dialog of a declared resource. Saving is pessimistic: the dialog stays
 * open with the user's input until the server has accepted it, so a refusal loses nothing.
 */
export function ResourceFormDialog({ mode, id, onClose }: DialogProps) {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const resource = declaration.name;
  const verb = mode === 'create' ? 'create' : 'update';

  const mutationOptions = {
    onSuccess: () => {
      notice.success(`resources.${resource}.notifications.${mode === 'create' ? 'created' : 'updated'}`);
      onClose();
    },
    onError: (error: unknown) => {
      const useServer = !declaration.fallbackOnlyFailures?.includes(verb);
      notice.error((useServer && serverMessage(error)) || `resources.${resource}.notifications.${verb}Failed`);
    },
  };
  const transform = (values: Record<string, unknown>) =>
    declaration.transform ? declaration.transform(values, mode) : values;

  const form = (
    <Form>
      <DialogTitle>{translate(`resources.${resource}.${mode}`)}</DialogTitle>
      <DialogContent>
        <Grid container columnSpacing={2} sx={{ pt: 1 }}>
          {declaration.inputs.map((input) => (
            <Grid key={input.source} size={{ xs: 12, sm: input.fullWidth ? 12 : 6 }}>
              <DeclaredInput resource={resource} input={input} mode={mode} />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
        <SaveButton label="app.form.save" alwaysEnable />
      </DialogActions>
    </Form>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={translate(`resources.${resource}.${mode}`)}>
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
    </Dialog>
  );
}
