import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTime } from '../domain/format';

/**
 * The notice itself, naming the time the sign-in ends on the shop's clock. Its own chunk: the
 * date library it formats with is not needed to draw the first screen, and the notice shows
 * only in a session's last five minutes.
 */
export default function SessionEndingAlert({ end, onDismiss }: { end: number; onDismiss: () => void }) {
  const translate = useTranslate();
  return (
    <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onDismiss}>
            {translate('app.form.close')}
          </Button>
        }
      >
        {translate('app.session.ending', { time: formatTime(end) })}
      </Alert>
    </Snackbar>
  );
}
