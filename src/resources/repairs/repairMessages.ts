import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_REPAIR_MESSAGES,
  renderRepairMessage,
  SPEC_MESSAGE_STATUSES,
  type RepairMessageTemplates,
} from '../../domain/repairMessages';
import { isRepairStatus, REPAIR_STATUS_KEYS } from '../../domain/repairs';
import { whatsappTarget } from '../../domain/whatsapp';
import { offeredByBackend } from '../../engine/features';
import { useHttp } from '../../engine/HttpContext';
import { SETTINGS_RESOURCE, useShop } from '../../engine/shop';
import { routeAnswerQuery } from '../../engine/useRouteAnswer';
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
  const query = useQuery({ ...routeAnswerQuery(http, SETTINGS_RESOURCE, REPAIR_MESSAGES_READ), enabled: offered, retry: 0, staleTime: 60_000 });
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

/**
 * The message for `repair` at `status` (its own by default), filled in with the shop's details
 * and the status page's address: `message` is undefined while it loads, '' when there is none.
 */
export function useRepairMessage(repair: Repair | undefined, status: string | undefined = repair?.status) {
  const templates = useRepairMessageTemplates();
  const { shop, isPending: shopPending } = useShop();
  const isPending = !repair || templates.isPending || shopPending;
  if (isPending || !status) return { message: isPending ? undefined : '', isPending };
  const template = templateAt(status, templates.data)?.trim();
  return { message: template ? renderRepairMessage(template, repair, shop, window.location.origin) : '', isPending };
}
