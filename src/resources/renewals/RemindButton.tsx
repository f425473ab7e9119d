import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ShopDataProvider } from '../../dataProvider';
import { formatDate, formatMoney } from '../../domain/format';
import { isLanguage } from '../../domain/languages';
import { renewalMessage } from '../../domain/renewals';
import { whatsappLink, whatsappTarget } from '../../domain/whatsapp';
import { RowButton } from '../../engine/list/RowButton';
import { refusalNotice, useNotice } from '../../engine/notices';
import { useShop } from '../../engine/shop';
import { messageKey } from '../../i18n/ruleMessages';
import { useLanguage } from '../../i18n/useLanguage';
import type { RenewalRecord } from '.';
import { useRenewalSettings } from './renewalSettings';

export const REMIND_ROUTE = 'POST /renewals/:id/reminders' as const;

/**
 * A row's Remind: one click opens the customer's WhatsApp chat with the reminder in their
 * preferred language (the screen's when they have none), in the owner's words for it where
 * Settings has them, then records the reminder; the list stays where it is for the next
 * customer. The chat opens first, in the click itself, or the browser would block it as a
 * pop-up. A customer reminded today is not offered another.
 */
export function RemindButton() {
  const record = useRecordContext<RenewalRecord>();
  const translate = useTranslate();
  const language = useLanguage(record?.language);
  const { shop } = useShop();
  const settings = useRenewalSettings();
  const notice = useNotice();
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [sending, setSending] = useState(false);
  if (!record) return null;

  if (record.remindedToday) {
    const hint = translate('resources.renewals.remindedToday', { name: record.remindedByName ?? '' });
    return <RowButton icon={WhatsAppIcon} hint={hint} label={hint} disabled onClick={() => {}} />;
  }

  const remind = async () => {
    const target = whatsappTarget([record.whatsappNumber, record.phoneNumber], 'whatsappCustomerNumberMissing');
    if ('error' in target) {
      notice.error(messageKey(target.error));
      return;
    }
    const values = {
      customerName: record.customerName,
      cardNumber: record.cardNumber ?? '',
      dueDate: formatDate(record.dueDay, language.locale),
      amount: formatMoney(record.lastAmount),
      shopName: shop.name,
    };
    // The owner's words in that language (Settings), else the console's own.
    const owners = isLanguage(language.locale) ? settings.data?.messages[language.locale] : undefined;
    const message = owners ? renewalMessage(owners, values) : language.translate('resources.renewals.message', values);
    window.open(whatsappLink(target.digits, message), '_blank', 'noopener,noreferrer');
    setSending(true);
    try {
      await dataProvider.send('renewals', { route: REMIND_ROUTE, id: record.id });
      notice.success('resources.renewals.notifications.remindDone', { name: record.customerName });
    } catch (error) {
      notice.error(...refusalNotice(error, 'resources.renewals.notifications.remindFailed', false));
    } finally {
      setSending(false);
    }
  };

  const hint = translate('resources.renewals.actions.remind');
  return <RowButton icon={WhatsAppIcon} hint={hint} label={`${hint} ${record.customerName}`} disabled={sending || language.isPending || settings.isPending} onClick={() => void remind()} />;
}
