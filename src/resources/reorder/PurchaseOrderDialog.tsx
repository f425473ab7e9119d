import { Dialog, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { whatsappTarget } from '../../domain/whatsapp';
import { PrintPanel } from '../../engine/dialogs/PrintPanel';
import { WhatsAppPanel } from '../../engine/dialogs/WhatsAppPanel';
import { useShop } from '../../engine/shop';
import { useLanguage } from '../../i18n/useLanguage';
import { purchaseOrderDocument, purchaseOrderMessage, type PurchaseOrder } from './purchaseOrder';

/**
 * A purchase order printed (80 mm roll or A4, through the receipts' print panel) or sent on
 * WhatsApp (to the supplier's WhatsApp number, else their phone), in the supplier's language
 * whatever the screen's; the dialog itself is in the screen's.
 */
export function PurchaseOrderDialog({ order, mode, onClose }: { order: PurchaseOrder; mode: 'print' | 'whatsapp'; onClose: () => void }) {
  const translate = useTranslate();
  const title = translate(`resources.stock/reorder.order.${mode === 'print' ? 'printTitle' : 'whatsappTitle'}`, { name: order.supplier.name });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={mode === 'print' ? 'md' : 'sm'} aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      {mode === 'print' ? (
        <PrintPanel layout={(context) => purchaseOrderDocument(order, context)} recipient={order.supplier} onClose={onClose} />
      ) : (
        <OrderWhatsApp order={order} onClose={onClose} />
      )}
    </Dialog>
  );
}

function OrderWhatsApp({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const language = useLanguage(order.supplier.language);
  const { shop, isPending } = useShop();
  const target = whatsappTarget([order.supplier.whatsappNumber, order.supplier.phoneNumber]);
  const message = isPending || language.isPending ? undefined : purchaseOrderMessage(order, language.translate, shop, language.locale);
  return <WhatsAppPanel target={target} message={message} onClose={onClose} />;
}
