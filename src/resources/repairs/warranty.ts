import { formatDate } from '../../domain/format';
import { underWarrantyOn, warrantyEnd } from '../../domain/warranty';
import { offeredByBackend } from '../../engine/features';
import type { Repair } from '.';

/**
 * A repair's IMEI or serial and its warranty (product.md §10), where the backend keeps them
 * (the `warranties` feature): what the repair's form sends, when a claim or an approval is
 * offered, and the lines the job card and the repair's details show.
 */

/** Does the backend signed in to keep IMEIs, warranties and claims? */
export const warrantiesOffered = () => offeredByBackend({ feature: 'warranties' });

/** The IMEI or serial for the repair's payload (trimmed, null for none); nothing for a backend without it, so the spec's payload stays exact. */
export function imeiPayload(values: Record<string, unknown>): { imei?: string | null } {
  if (!warrantiesOffered()) return {};
  return { imei: typeof values.imei === 'string' && values.imei.trim() ? values.imei.trim() : null };
}

/** Collected, with a warranty that holds today (Asia/Colombo): a claim may be opened. */
export const underWarrantyNow = (repair: Repair) => underWarrantyOn(repair, Date.now());

/** A claim staff opened that the owner has not approved yet. */
export const awaitingApproval = (repair: Repair) => repair.claimStatus === 'awaitingApproval';

type Translate = (key: string, options?: object) => string;

/**
 * What a repair's warranty says in words: until when, ended when, or a claim and its approval;
 * undefined when there is nothing to say. `locale`: the day's month names (a job card's, its customer's).
 */
export function warrantyText(repair: Repair, translate: Translate, now = Date.now(), locale?: string): string | undefined {
  if (repair.warrantyOf) {
    const status = repair.claimStatus ? ` · ${translate(`app.warranty.claimStatus.${repair.claimStatus}`)}` : '';
    return `${translate('app.warranty.claim')}${status}`;
  }
  const end = warrantyEnd(repair);
  if (!end) return undefined;
  return translate(underWarrantyOn(repair, now) ? 'app.warranty.until' : 'app.warranty.ended', { day: formatDate(end, locale) });
}

/** The job card's lines: the device's IMEI or serial, and its warranty or claim; dates in `locale` (the card's). */
export function warrantyLines(repair: Repair, translate: Translate, locale?: string): (readonly [string, string])[] {
  const t = (key: string) => translate(`app.warranty.jobCard.${key}`);
  const end = warrantyEnd(repair);
  return [
    ...(repair.imei ? [[t('imei'), repair.imei] as const] : []),
    ...(end ? [[t('warrantyUntil'), formatDate(end, locale)] as const] : []),
    ...(repair.warrantyOf ? [[t('claim'), warrantyText(repair, translate, Date.now(), locale) ?? ''] as const] : []),
  ];
}
