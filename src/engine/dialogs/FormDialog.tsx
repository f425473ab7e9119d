import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate, type FormProps } from 'react-admin';
import { useDiscardGuard } from './DiscardGuard';

interface Props {
  title: string;
  onClose: () => void;
  /**
   * Saves what was typed: a success closes the dialog (or shows `after`); a refusal answers
   * the fields' errors, if any, for react-admin's Form to show under them.
   */
  onSubmit: (values: Record<string, any>) => Promise<Record<string, unknown> | undefined | void>;
  /** Shown instead of the form while the record it edits is read (progress, or why it failed). */
  pending?: ReactNode;
  /** What the form starts as: `record` and `defaultValues`, as react-admin's Form takes them. */
  form?: Pick<FormProps, 'record' | 'defaultValues'>;
  saveLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Shown in place of the form once it is saved (a message to send); the dialog then closes without asking. */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * The one shell of a form in a dialog: title, the form's inputs, Cancel and Save. Save is
 * disabled while saving; closing a form with changes asks "Discard changes?" first
 * (DiscardGuard), and a refusal keeps the dialog open with what was typed.
 */
export function FormDialog({ title, onClose, onSubmit, pending, form, saveLabel = 'app.form.save', maxWidth = 'xs', after, children }: Props) {
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const { requestClose, probe, prompt } = useDiscardGuard(onClose);

  const submit = async (values: Record<string, any>) => {
    setSaving(true);
    try {
      return (await onSubmit(values)) ?? undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={after ? onClose : requestClose} fullWidth maxWidth={maxWidth} aria-label={title}>
      {prompt}
      <DialogTitle>{title}</DialogTitle>
      {after ? (
        after
      ) : pending ? (
        pending
      ) : (
        <Form onSubmit={submit} record={form?.record ?? {}} defaultValues={form?.defaultValues} noValidate>
          {probe}
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={requestClose}>{translate('app.form.cancel')}</Button>
            <SaveButton label={saveLabel} alwaysEnable disabled={saving} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
