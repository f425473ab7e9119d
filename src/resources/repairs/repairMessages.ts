import { useQuery } from '@tanstack/react-query';
import { statusPageOrigin } from '../../config';
import {
  DEFAULT_REPAIR_MESSAGES,
  renderRepairMessage,
  SPEC_MESSAGE_STATUSES,
  type RepairMessageTemplates,
} from '../../domain/repairMessages';
import { isRepairStatus, REPAIR_STATUS_KEYS, type RepairStatus } from '../../domain/repairs';
import { whatsappTarget } from '../../domain/whatsapp';
import { offeredByBackend } from '../../engine/features';
import { useHttp } from '../../engine/HttpContext';
import { useShop } from '../../engine/shop';
import { routeAnswerQuery } from '../../engine/useRouteAnswer';
import { recipientLocale, useLanguage } from '../../i18n/useLanguage';
import type { Repair } from '.';

/**
 * A repair's WhatsApp message in the console (product.md §10): the owner's template for the
 * status from a backend that keeps them (`statusMessages`), else the spec's two messages (§4) at
 * their two statuses only. Read under the settings' resource, so saving them marks them stale.
 */

export const REPAIR_MESSAGES_READ = 'GET /settings/repair-messages' as const;
export const REPAIR_MESSAGES_WRITE = 'PUT /settings/repair-messages' as const;

export const statusMessagesOffered = () => offeredByBackend({ feature: 'statusMessages' });

/** GET /settings/repair-messages's answer. */
export type RepairMessagesAnswer = RepairMessageTemplates & { updatedAt: string | null; updatedByName?: string | null };

/** The owner's templates, from a backend that keeps them (undefined otherwise, and while they load). */
export function useRepairMessageTemplates() {
  const http = useHttp();
  const offered = statusMessagesOffered();
  const query = useQuery({ ...routeAnswerQuery(http, REPAIR_MESSAGES_READ), enabled: offered, retry: 0, staleTime: 60_000 });
  return { offered, data: offered ? (query.data as RepairMessagesAnswer | undefined) : undefined, isPending: offered && query.isPending };
}

/** The template at `status`: the owner's; without them (or when they could not be read) the spec's, at its two statuses. '' or undefined: no message. */
function templateAt(status: string, templates: RepairMessagesAnswer | undefined): string | undefined {
  if (!isRepairStatus(status)) return undefined;
  if (templates) return templates[REPAIR_STATUS_KEYS[status]];
  return SPEC_MESSAGE_STATUSES.includes(status) ? DEFAULT_REPAIR_MESSAGES[status] : undefined;
}

/** Whom a repair's WhatsApp goes to: the customer's WhatsApp number, else their phone (product.md §5). */
export const repairWhatsappTarget = (repair: Repair) =>
  whatsappTarget([repair.customer?.whatsappNumber, repair.customer?.phoneNumber], 'whatsappCustomerNumberMissing');

/** Is `template` still the product's default at `status` (the owner has not reworded it)? */
const isDefaultAt = (status: RepairStatus, template: string) => template === DEFAULT_REPAIR_MESSAGES[status].trim();

/**
 * The message for `repair` at `status` (its own by default), filled in with the shop's details
 * and the status page's address: `message` is undefined while it loads, '' when there is none.
 * A status whose template is still the product's default is written from the catalogue in the
 * customer's preferred language (else the screen's), its dates with that language's month names,
 * and its status link opens the page in that language; a template the owner wrote is sent as
 * they wrote it, its link opening the page in the customer's preferred language if they have one.
 */
export function useRepairMessage(repair: Repair | undefined, status: string | undefined = repair?.status) {
  const templates = useRepairMessageTemplates();
  const { shop, isPending: shopPending } = useShop();
  const language = useLanguage(recipientLocale(repair));
  const isPending = !repair || templates.isPending || shopPending || language.isPending;
  if (isPending || !status || !isRepairStatus(status)) return { message: isPending ? undefined : '', isPending };
  const template = templateAt(status, templates.data)?.trim();
  if (!template) return { message: '', isPending };
  const origin = statusPageOrigin();
  if (!isDefaultAt(status, template)) return { message: renderRepairMessage(template, repair, shop, origin, { linkLanguage: recipientLocale(repair) }), isPending };
  const words = language.translate(`languages.repairMessages.${REPAIR_STATUS_KEYS[status]}`);
  const wording = { locale: language.locale, device: language.translate('languages.noDevice'), linkLanguage: language.locale };
  return { message: renderRepairMessage(words, repair, shop, origin, wording), isPending };
}
