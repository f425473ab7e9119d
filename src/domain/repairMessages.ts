import { formatDate } from './format';
import { formatMoney, fullName } from './labels';
import type { Said } from './messages';
import { numberOfRecord } from './numbers';
import { DEFAULT_TEMPLATES, YOUR_DEVICE } from './repairMessageDefaults';
import { COLLECTED_STATUS, REPAIR_STATUS_KEYS, REPAIR_STATUSES, RETURNED_STATUS, type RepairStatus, type RepairStatusKey } from './repairs';
import { statusPageLink } from './statusPage';

/**
 * Each repair status's WhatsApp message (product.md §10, beyond the spec; our server's
 * `statusMessages` feature): the owner keeps a template per status, with placeholders the
 * console fills from the repair and the shop as a status changes. An empty template: no message
 * for that status. Without the feature, the spec's two messages (§4) are these same defaults.
 */

/** Every placeholder a template may use, as `{name}`. */
export const MESSAGE_PLACEHOLDERS = [
  'customerName',
  'device',
  'jobNumber',
  'issues',
  'finalAmount',
  'amountDue',
  'expectedDate',
  'statusLink',
  'shopName',
  'shopAddress',
  'shopPhone',
] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** A WhatsApp message people read on a phone: a few lines, not a letter. */
export const REPAIR_MESSAGE_MAX = 1000;

/** What a repair is called when it names no device. */
export { YOUR_DEVICE };

/**
 * The messages a shop starts with, by status (src/domain/repairMessageDefaults.ts). In the
 * console, a status whose template is still this one is written from the catalogue, in the
 * customer's language (languages.repairMessages); one the owner changed stays as written.
 */
export const DEFAULT_REPAIR_MESSAGES: Readonly<Record<RepairStatus, string>> = Object.fromEntries(
  REPAIR_STATUSES.map((status) => [status, DEFAULT_TEMPLATES[REPAIR_STATUS_KEYS[status]]]),
) as Record<RepairStatus, string>;

/** The statuses the spec sends a message at (§4): the only ones on a backend without templates. */
export const SPEC_MESSAGE_STATUSES: readonly RepairStatus[] = [RETURNED_STATUS, COLLECTED_STATUS];

/** The templates by status key, as GET/PUT /settings/repair-messages carry them. */
export type RepairMessageTemplates = Record<RepairStatusKey, string>;

/** The defaults by status key. */
export const defaultTemplates = (): RepairMessageTemplates =>
  Object.fromEntries(REPAIR_STATUSES.map((status) => [REPAIR_STATUS_KEYS[status], DEFAULT_REPAIR_MESSAGES[status]])) as RepairMessageTemplates;

/** `{anything}` between braces (no braces inside) is a placeholder, known or not. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

const isPlaceholder = (name: string): name is MessagePlaceholder => (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * Why a template cannot be kept (the message, naming the first unknown placeholder), or
 * undefined when it can. Empty is allowed: no message for that status.
 */
export function repairMessageProblem(template: unknown): Said | undefined {
  const text = typeof template === 'string' ? template : '';
  if ([...text.trim()].length > REPAIR_MESSAGE_MAX) return { key: 'repairMessageTooLong' };
  const unknown = [...text.matchAll(PLACEHOLDER)].find((match) => !isPlaceholder(match[1]));
  return unknown ? { key: 'repairMessageUnknownPlaceholder', values: { placeholder: unknown[0] } } : undefined;
}

/** What a message says of a repair: any backend's answer (our server adds `number`, `due`, `statusCode`). */
export interface MessageRepair {
  id?: unknown;
  _id?: unknown;
  number?: unknown;
  customer?: { firstName?: string; lastName?: string } | null;
  repairProduct?: string | null;
  issues?: readonly { name: string }[];
  finalAmount?: number;
  /** LKR still due, from a backend that takes a repair's payments; else the final amount is. */
  due?: number;
  expectedReturnDate?: string | null;
  /** The public status page's code, from a backend that has the page. */
  statusCode?: string | null;
}

/** The shop as a message names it (the console's own name when the backend keeps none). */
export interface MessageShop {
  name: string;
  address: string;
  phone: string;
}

/** The public page where a customer sees the repair's status (opening in `language` where it is Sinhala or Tamil), or '' without a code. */
export function statusLinkOf(origin: string, statusCode: unknown, language?: unknown): string {
  return typeof statusCode === 'string' && statusCode.trim() ? statusPageLink(origin, encodeURIComponent(statusCode.trim()), language) : '';
}

/**
 * How a message is written for its recipient: `locale`, the language of its dates (month
 * names; the screen's when absent); `device`, what it calls a repair that names no device;
 * `linkLanguage`, the language its status link opens the page in (`?lang=`: Sinhala or Tamil;
 * none for English, whose link stays bare).
 */
export interface MessageWording {
  locale?: string;
  device?: string;
  linkLanguage?: string;
}

/** Each placeholder's text for this repair and shop ('' for what is not known). */
export function placeholderValues(repair: MessageRepair, shop: MessageShop, origin: string, wording: MessageWording = {}): Record<MessagePlaceholder, string> {
  const finalAmount = typeof repair.finalAmount === 'number' ? repair.finalAmount : undefined;
  const due = typeof repair.due === 'number' ? repair.due : finalAmount;
  return {
    customerName: fullName(repair.customer),
    device: repair.repairProduct?.trim() || wording.device || YOUR_DEVICE,
    jobNumber: numberOfRecord('repair', repair),
    issues: (repair.issues ?? []).map((issue) => issue.name).join(', '),
    finalAmount: finalAmount === undefined ? '' : formatMoney(finalAmount),
    amountDue: due === undefined ? '' : formatMoney(due),
    expectedDate: formatDate(repair.expectedReturnDate, wording.locale),
    statusLink: statusLinkOf(origin, repair.statusCode, wording.linkLanguage),
    shopName: shop.name.trim(),
    shopAddress: shop.address.trim(),
    shopPhone: shop.phone.trim(),
  };
}

/**
 * The message a template says for this repair: each placeholder filled. A line whose
 * placeholders all come out empty ('Tel: {shopPhone}' for a shop with no phone, the status link
 * on a backend without the page) is left out, so no label is left dangling; the template's own
 * blank lines stay. An unknown placeholder (never kept by the server) stays as typed.
 */
export function renderRepairMessage(template: string, repair: MessageRepair, shop: MessageShop, origin: string, wording: MessageWording = {}): string {
  const values = placeholderValues(repair, shop, origin, wording);
  const fill = (name: string) => (isPlaceholder(name) ? values[name] : undefined);
  return template
    .split('\n')
    .filter((line) => {
      const names = [...line.matchAll(PLACEHOLDER)].map((match) => match[1]);
      return names.length === 0 || names.some((name) => fill(name) !== '');
    })
    .map((line) => line.replace(PLACEHOLDER, (whole, name: string) => fill(name) ?? whole).trimEnd())
    .join('\n')
    .trim();
}
