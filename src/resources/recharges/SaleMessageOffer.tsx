import CloseIcon from '@mui/icons-material/Close';
import ChatIcon from '@mui/icons-material/WhatsApp';
import { Alert, Button, Dialog, DialogTitle, IconButton, Snackbar } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useCreatePath, useGetOne, useRegisterMutationMiddleware, useTranslate, type CreateParams, type DataProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { fullName } from '../../domain/format';
import type { MessageKey } from '../../domain/messages';
import { whatsappTarget } from '../../domain/whatsapp';
import { useLoaded } from '../../engine/dialogs/useLoaded';
import { WhatsAppPanel } from '../../engine/dialogs/WhatsAppPanel';
import { rowActionName } from '../../engine/list/rowActionKinds';
import { useShop } from '../../engine/shop';
import { recipientLocale, useLanguage } from '../../i18n/useLanguage';
import type { Sale } from './history';
import { offersMessage, saleWhatsApp, soldAsTyped, useJustSold, useRememberSale } from './saleOffer';

const RESOURCE = 'recharges/history';

/**
 * Inside Record Sale's form: once the sale is saved, keeps it with the sold value as sent, for
 * the list behind to offer its WhatsApp message (the dialog itself closes on saving).
 */
export function RememberSaleOnSave() {
  const remember = useRememberSale();
  const middleware = useCallback(
    async (resource: string, params: CreateParams, next: DataProvider['create']) => {
      const saved = await next(resource, params);
      remember(soldAsTyped(saved.data, params.data, new Date().toISOString()));
      return saved;
    },
    [remember],
  );
  useRegisterMutationMiddleware(middleware);
  return null;
}

/**
 * The row action's Send WhatsApp dialog, about the sale as saved and typed rather than as the
 * list holds it; the message in the buyer's preferred language, the dialog in the screen's.
 */
function SaleMessageDialog({ sale, buyerPending, onClose }: { sale: Sale; buyerPending: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const language = useLanguage(recipientLocale(sale));
  const { whatsapp } = saleWhatsApp!;
  const name = rowActionName(saleWhatsApp!);
  const wording = useLoaded(`${RESOURCE}.whatsapp.${name}`, whatsapp.message);
  const { shop, isPending: shopPending } = useShop();
  const title = translate(`resources.${RESOURCE}.actions.${name}`);
  const missing = typeof whatsapp.missing === 'function' ? whatsapp.missing(sale) : whatsapp.missing;
  const target = buyerPending ? undefined : whatsappTarget(whatsapp.numbers(sale), missing as MessageKey);
  // Worded once the buyer is read: their language is theirs.
  const message = wording && !shopPending && !buyerPending && !language.isPending ? wording(sale, language.translate, shop, language.locale) : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <WhatsAppPanel target={target} message={message} onClose={onClose} />
    </Dialog>
  );
}

/**
 * At the foot of Sales History, right after Record Sale: 'Sale to … recorded' with Send WhatsApp,
 * which opens the row action's dialog with the sold value just typed, so a message to an agent
 * states the reload value whoever records the sale (product.md §10). None for the walk-in
 * customer; it goes when sent, dismissed, replaced by the next sale, or the user leaves the list.
 * At the foot, not the top: the top is where the 'Sale recorded successfully' notice shows, over
 * it. Hidden while a dialog is open over the list, whose Save it would cover.
 */
export function SaleMessageOffer() {
  const translate = useTranslate();
  const { sale, dismiss } = useJustSold();
  const [open, setOpen] = useState(false);
  const listPath = useCreatePath()({ resource: RESOURCE, type: 'list' });
  const onList = useLocation().pathname === listPath;
  useEffect(() => dismiss, [dismiss]);
  const offered = sale !== undefined && offersMessage(sale);
  const buyer = useGetOne(sale?.soldToType === 'agent' ? 'agents' : 'customers', { id: sale?.soldToId }, { enabled: offered, retry: false });
  if (!offered) return null;

  const about: Sale = { ...sale, soldToName: sale.soldToName || (buyer.data ? fullName(buyer.data) : ''), buyer: buyer.data };
  const close = () => {
    setOpen(false);
    dismiss();
  };
  const title = translate(`resources.${RESOURCE}.actions.${rowActionName(saleWhatsApp!)}`);
  return (
    <>
      <Snackbar open={onList && !open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert
          severity="success"
          role="status"
          sx={{ boxShadow: 6 }}
          action={
            <>
              <Button color="success" size="small" startIcon={<ChatIcon />} onClick={() => setOpen(true)}>
                {title}
              </Button>
              <IconButton size="small" color="inherit" aria-label={translate('app.form.close')} onClick={dismiss}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          {translate(`resources.${RESOURCE}.justSold`, { name: about.soldToName })}
        </Alert>
      </Snackbar>
      {open && <SaleMessageDialog sale={about} buyerPending={buyer.isPending} onClose={close} />}
    </>
  );
}
