import { formatDate } from './format';
import { formatMoney, fullName } from './labels';
import { MESSAGES } from './messages';
import { numberOfRecord } from './numbers';
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
export const YOUR_DEVICE = 'your device';

/** How every default message signs off: the shop's name, then its address and phone when it has them. */
const SIGNATURE = '{shopName}\n{shopAddress}\nTel: {shopPhone}';
const TRACK = 'Track your repair: {statusLink}';

/**
 * The messages a shop starts with. Returned from Company and Customer Collected are the spec's
 * two (§4), worded as the console always sent them; the others say the step in a line, with the
 * status link where the backend gives one.
 */
export const DEFAULT_REPAIR_MESSAGES: Readonly<Record<RepairStatus, string>> = {
  'Received from Customer': [
    'Dear {customerName},',
    'We have received your {device} for repair (repair {jobNumber}).',
    'Expected ready by: {expectedDate}',
    TRACK,
    SIGNATURE,
  ].join('\n'),
  'In Progress': ['Dear {customerName},', 'We are now working on your {device} (repair {jobNumber}).', 'Expected ready by: {expectedDate}', TRACK, SIGNATURE].join('\n'),
  'Pending Parts': [
    'Dear {customerName},',
    'Your {device} (repair {jobNumber}) is waiting for parts. We will let you know as soon as they arrive.',
    TRACK,
    SIGNATURE,
  ].join('\n'),
  'Sent to Company': [
    'Dear {customerName},',
    'Your {device} (repair {jobNumber}) has been sent to the company for repair. We will let you know when it is back.',
    TRACK,
    SIGNATURE,
  ].join('\n'),
  'Returned from Company': [
    'Dear {customerName},',
    'Good news! Your {device} (repair {jobNumber}) is back from the company and ready for collection.',
    'Repaired: {issues}',
    'Amount to pay: {amountDue}',
    'Please bring your job card when you come to collect it.',
    SIGNATURE,
  ].join('\n'),
  'Customer Collected': [
    'Dear {customerName},',
    'Thank you for collecting your {device} (repair {jobNumber}).',
    'Repaired: {issues}',
    'Amount paid: {finalAmount}',
    'We hope it serves you well. Contact us any time if something is not right.',
    SIGNATURE,
  ].join('\n'),
};

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
export function repairMessageProblem(template: unknown): string | undefined {
  const text = typeof template === 'string' ? template : '';
  if ([...text.trim()].length > REPAIR_MESSAGE_MAX) return MESSAGES.repairMessageTooLong;
  const unknown = [...text.matchAll(PLACEHOLDER)].find((match) => !isPlaceholder(match[1]));
  return unknown ? MESSAGES.repairMessageUnknownPlaceholder.replace('{placeholder}', unknown[0]) : undefined;
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

/** The public page where a customer sees the repair's status, or '' without a code. */
export function statusLinkOf(origin: string, statusCode: unknown): string {
  return typeof statusCode === 'string' && statusCode.trim() ? statusPageLink(origin, encodeURIComponent(statusCode.trim())) : '';
}

/** Each placeholder's text for this repair and shop ('' for what is not known). */
export function placeholderValues(repair: MessageRepair, shop: MessageShop, origin: string): Record<MessagePlaceholder, string> {
  const finalAmount = typeof repair.finalAmount === 'number' ? repair.finalAmount : undefined;
  const due = typeof repair.due === 'number' ? repair.due : finalAmount;
  return {
    customerName: fullName(repair.customer),
    device: repair.repairProduct?.trim() || YOUR_DEVICE,
    jobNumber: numberOfRecord('repair', repair),
    issues: (repair.issues ?? []).map((issue) => issue.name).join(', '),
    finalAmount: finalAmount === undefined ? '' : formatMoney(finalAmount),
    amountDue: due === undefined ? '' : formatMoney(due),
    expectedDate: formatDate(repair.expectedReturnDate),
    statusLink: statusLinkOf(origin, repair.statusCode),
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
export function renderRepairMessage(template: string, repair: MessageRepair, shop: MessageShop, origin: string): string {
  const values = placeholderValues(repair, shop, origin);
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
