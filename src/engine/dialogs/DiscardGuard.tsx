import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useRef, useState, type MutableRefObject } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** Keeps the form's dirty state where the dialog around the form can read it when asked to close. */
function DirtyProbe({ dirty }: { dirty: MutableRefObject<boolean> }) {
  // react-hook-form's own measure: values differ from what the form started with (a record, or the defaults).
  const { isDirty } = useFormState();
  dirty.current = isDirty;
  return null;
}

/**
 * No lost work: a form dialog asked to close (backdrop click, Escape, Cancel) while its form
 * holds changes asks "Discard changes?" first; without changes it closes at once. A save that
 * succeeds closes the dialog through its own path, without asking. `probe` goes inside the
 * `<Form>`, `prompt` anywhere in the dialog; `requestClose` replaces the dialog's `onClose`.
 */
export function useDiscardGuard(onClose: () => void) {
  const translate = useTranslate();
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else onClose();
  }, [onClose]);
  const probe = <DirtyProbe dirty={dirty} />;
  const prompt = (
    <Dialog open={asking} onClose={() => setAsking(false)} maxWidth="xs" aria-labelledby="discard-changes-title">
      <DialogTitle id="discard-changes-title">{translate('app.form.discardTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.form.discardText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Keeping is the safe choice, so it has the focus: a second Escape or Enter loses nothing. */}
        <Button onClick={() => setAsking(false)} autoFocus>
          {translate('app.form.keepEditing')}
        </Button>
        <Button color="error" onClick={onClose}>
          {translate('app.form.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { requestClose, probe, prompt };
}
