import { Alert, Button, DialogActions, DialogContent, LinearProgress, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../domain/messages';
import { displayNumber, whatsappLink } from '../../domain/whatsapp';
import { useNotice } from '../notices';

/** `whatsappTarget`'s answer: the digits to message, or why there are none. */
export type WhatsAppTarget = { digits: string } | { error: MessageKey };

/**
 * The inside of a Send WhatsApp dialog (a bill, a sale, a repair, an account's balance): the
 * number (product.md §5's rules, from `whatsappTarget`) or why there is none, an editable
 * message that starts as `message`, and Send, which opens the wa.me chat in a new tab. No API
 * call: the message goes from the shop's own WhatsApp. Both are undefined while they load.
 */
export function WhatsAppPanel({ target, message: initial, onClose }: { target: WhatsAppTarget | undefined; message: string | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const notice = useNotice();
  const [message, setMessage] = useState<string | undefined>(initial);

  useEffect(() => {
    if (initial !== undefined && message === undefined) setMessage(initial);
  }, [initial, message]);

  const blank = !message?.trim();
  const send = () => {
    if (!target || 'error' in target || blank) return;
    window.open(whatsappLink(target.digits, message!), '_blank', 'noopener,noreferrer');
    notice.success('app.messages.whatsappOpened');
    onClose();
  };

  return (
    <>
      <DialogContent>
        {!target || (message === undefined && !('error' in target)) ? (
          <LinearProgress />
        ) : 'error' in target ? (
          <Alert severity="error">{translate(`app.messages.${target.error}`)}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              {translate('app.whatsapp.to')}: <strong>{displayNumber(target.digits)}</strong>
            </Typography>
            <TextField
              label={translate('app.whatsapp.message')}
              value={message ?? ''}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={6}
              fullWidth
              error={blank}
              helperText={blank ? translate('app.messages.whatsappMessageRequired') : ' '}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.form.cancel')}</Button>
        <Button variant="contained" color="success" onClick={send} disabled={!target || 'error' in target || blank}>
          {translate('app.whatsapp.send')}
        </Button>
      </DialogActions>
    </>
  );
}
