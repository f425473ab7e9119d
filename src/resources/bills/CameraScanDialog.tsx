import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { readBarcodes } from './barcodeReader';

const t = (key: string) => `resources.bills.scan.${key}`;

/**
 * The phone's camera reading a barcode for Create Bill (issue 47): the back camera's picture,
 * and the first code read goes to `onCode`, as a USB scanner's would. The camera is let go when
 * the dialog closes.
 */
export default function CameraScanDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const read = useRef(onCode);
  read.current = onCode;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stop: (() => void) | undefined;
    let closed = false;
    let done = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (closed || !video.current) return;
        stop = await readBarcodes(stream, video.current, (code) => {
          if (done) return;
          done = true;
          read.current(code);
        });
        if (closed) stop();
      } catch {
        if (!closed) setFailed(true);
      }
    })();
    return () => {
      closed = true;
      stop?.();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const title = translate(t('cameraTitle'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{translate(t('cameraFailed'))}</Alert>
        ) : (
          <>
            <video ref={video} muted playsInline autoPlay style={{ width: '100%', maxHeight: '60vh', background: '#000' }} />
            <Typography variant="body2" color="text.secondary">
              {translate(t('cameraHint'))}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
