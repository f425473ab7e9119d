import { Alert, LinearProgress } from '@mui/material';
import { useFetchOneFailed } from './useDialogRecord';

/**
 * What a row dialog shows until its record is in: progress, or, once reading it has failed with
 * no copy of it at hand (a dialog opened by its address), why. The notice says it too, but a
 * dialog left showing progress would say the record is still coming.
 */
export function RecordPending({ failed }: { failed: boolean }) {
  const message = useFetchOneFailed();
  return failed ? <Alert severity="error">{message}</Alert> : <LinearProgress />;
}
