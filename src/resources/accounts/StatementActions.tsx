import ChatIcon from '@mui/icons-material/WhatsApp';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Dialog, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { whatsappTarget } from '../../domain/whatsapp';
import { PrintPanel } from '../../engine/dialogs/PrintPanel';
import { WhatsAppPanel } from '../../engine/dialogs/WhatsAppPanel';
import { useShop } from '../../engine/shop';
import { recipientLocale, useLanguage } from '../../i18n/useLanguage';
import type { AccountStatement } from './account';
import { accountStatement, statementMessage } from './statementDocuments';

const t = (key: string) => `resources.accounts.statement.${key}`;

/** The statement printed (80 mm roll or A4), through the same print panel as a receipt. */
function StatementPrint({ statement, onClose }: { statement: AccountStatement; onClose: () => void }) {
  const translate = useTranslate();
  const title = translate(t('printTitle'), { name: statement.name });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      {/* In the person's preferred language, whatever the screen's (PrintPanel reads it from the statement). */}
      <PrintPanel layout={(context) => accountStatement(statement, context)} recipient={statement} onClose={onClose} />
    </Dialog>
  );
}

/**
 * The balance by WhatsApp, through the same panel as a bill's: to the WhatsApp number, else the
 * phone number (product.md §5's rules; a customer's missing number says so as a bill's does).
 * The message is in the person's preferred language; the dialog in the screen's.
 */
function StatementWhatsApp({ statement, onClose }: { statement: AccountStatement; onClose: () => void }) {
  const translate = useTranslate();
  const language = useLanguage(recipientLocale(statement));
  const { shop, isPending: shopPending } = useShop();
  const isPending = shopPending || language.isPending;
  const title = translate(t('whatsapp.title'), { name: statement.name });
  const target = whatsappTarget([statement.whatsappNumber, statement.phoneNumber], statement.partyType === 'customer' ? 'whatsappCustomerMissing' : 'whatsappMissing');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <WhatsAppPanel target={target} message={isPending ? undefined : statementMessage(statement, language.translate, shop, language.locale)} onClose={onClose} />
    </Dialog>
  );
}

/** An account's Send WhatsApp and Print statement buttons, and the dialog each opens over the account. */
export function StatementActions({ statement }: { statement: AccountStatement }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<'print' | 'whatsapp'>();
  const close = () => setOpen(undefined);
  return (
    <>
      <Button startIcon={<ChatIcon />} color="success" onClick={() => setOpen('whatsapp')}>
        {translate(t('whatsapp.action'))}
      </Button>
      <Button startIcon={<PrintIcon />} onClick={() => setOpen('print')}>
        {translate(t('print'))}
      </Button>
      {open === 'print' && <StatementPrint statement={statement} onClose={close} />}
      {open === 'whatsapp' && <StatementWhatsApp statement={statement} onClose={close} />}
    </>
  );
}
