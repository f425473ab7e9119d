import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../domain/messages';
import { displayNumber, whatsappLink, whatsappTarget } from '../../domain/whatsapp';
import type { RowActionDeclaration, ShopRecord, WhatsAppDeclaration } from '../../resources/types';
import { rowActionName } from '../list/rowActionKinds';
import { useNotice } from '../notices';
import { useShop } from '../shop';
import { useDeclaration } from '../useDeclaration';
import { useDialogRecord } from './useDialogRecord';
import { useLoaded } from './useLoaded';

interface Props {
  item: RowActionDeclaration<any>;
  whatsapp: WhatsAppDeclaration<any>;
  id: string;
  onClose: () => void;
}

/**
 * Send WhatsApp (product.md §5, §7, §8): the number from the record (WhatsApp, else phone, as
 * +94…), an editable message that starts as the declared default, and Send, which opens the
 * wa.me chat in a new tab. No API call: the message goes from the shop's own WhatsApp.
 */
export default function WhatsAppDialog({ item, whatsapp, id, onClose }: Props) {
  const { name: resource } = useDeclaration();
  const translate = useTranslate();
  const notice = useNotice();
  const { data: record, isPending } = useDialogRecord(id);
  const wording = useLoaded(`${resource}.whatsapp.${rowActionName(item)}`, whatsapp.message);
  const { shop, isPending: shopPending } = useShop();
  const [message, setMessage] = useState<string>();
  const title = translate(`resources.${resource}.actions.${rowActionName(item)}`);

  useEffect(() => {
    if (record && wording && !shopPending && message === undefined) setMessage(wording(record as ShopRecord, translate, shop));
  }, [record, wording, message, translate, shop, shopPending]);

  const missing = record && typeof whatsapp.missing === 'function' ? whatsapp.missing(record as ShopRecord) : whatsapp.missing;
  const target = record ? whatsappTarget(whatsapp.numbers(record as ShopRecord), missing as MessageKey) : undefined;
  const blank = !message?.trim();

  const send = () => {
    if (!target || 'error' in target || blank) return;
    window.open(whatsappLink(target.digits, message!), '_blank', 'noopener,noreferrer');
    notice.success('app.messages.whatsappOpened');
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {isPending || !target || (message === undefined && !('error' in target)) ? (
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
    </Dialog>
  );
}
