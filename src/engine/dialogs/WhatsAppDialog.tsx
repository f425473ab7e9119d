import { Dialog, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MessageKey } from '../../domain/messages';
import { whatsappTarget } from '../../domain/whatsapp';
import { recipientLocale, useLanguage } from '../../i18n/useLanguage';
import type { RowActionDeclaration, ShopRecord, WhatsAppDeclaration } from '../../resources/types';
import { rowActionName } from '../list/rowActionKinds';
import { useShop } from '../shop';
import { useDeclaration } from '../useDeclaration';
import { useDialogRecord } from './useDialogRecord';
import { useLoaded } from './useLoaded';
import { WhatsAppPanel } from './WhatsAppPanel';

interface Props {
  item: RowActionDeclaration<any>;
  whatsapp: WhatsAppDeclaration<any>;
  id: string;
  onClose: () => void;
}

/**
 * Send WhatsApp (product.md §5, §7, §8) about a record: the number from the record (WhatsApp,
 * else phone, as +94…) and the declared default message, in the shared WhatsApp panel.
 */
export default function WhatsAppDialog({ item, whatsapp, id, onClose }: Props) {
  const { name: resource } = useDeclaration();
  const translate = useTranslate();
  const { data: record } = useDialogRecord(id);
  // The message is in the customer's (or agent's) preferred language; the dialog in the screen's.
  const language = useLanguage(recipientLocale(record));
  const wording = useLoaded(`${resource}.whatsapp.${rowActionName(item)}`, whatsapp.message);
  const { shop, isPending: shopPending } = useShop();
  const title = translate(`resources.${resource}.actions.${rowActionName(item)}`);

  const missing = record && typeof whatsapp.missing === 'function' ? whatsapp.missing(record as ShopRecord) : whatsapp.missing;
  const target = record ? whatsappTarget(whatsapp.numbers(record as ShopRecord), missing as MessageKey) : undefined;
  const message = record && wording && !shopPending && !language.isPending ? wording(record as ShopRecord, language.translate, shop, language.locale) : undefined;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <WhatsAppPanel target={target} message={message} onClose={onClose} />
    </Dialog>
  );
}
