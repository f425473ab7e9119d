import { accessoriesText, OTHER_ACCESSORY } from '../../domain/repairIntake';
import type { PrintContext, PrintDocument } from '../../engine/dialogs/PrintedDocument';
import { offeredByBackend } from '../../engine/features';
import type { ColumnDeclaration, FormMode } from '../types';

/**
 * A repair's intake in the console (product.md §10): the accessories received and the device's
 * condition, sent with the repair, shown in its details and signed for on its job card. Only a
 * backend that names `repairIntake` gets any of it; the shop's own backend keeps the spec's payloads.
 */

type Translate = PrintContext['translate'];

/** What a repair carries of its intake (absent from a backend without it, or until noted). */
export interface RepairIntake {
  accessories?: string[];
  otherAccessory?: string;
  condition?: string;
}

/** Does the backend signed in to keep a repair's intake? */
export const intakeOffered = () => offeredByBackend({ feature: 'repairIntake' });

const trimmed = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The intake as the API takes it, so an edit that unticks or clears a field says so. Taken in
 * with nothing ticked, nothing came with the device ("None"); an edit of a repair taken in before
 * the intake (no boxes touched) leaves its accessories "Not noted". Nothing for a backend without it.
 */
export function intakePayload(values: Record<string, unknown>, mode: FormMode): Record<string, unknown> {
  if (!intakeOffered()) return {};
  const accessories = Array.isArray(values.accessories) ? (values.accessories as string[]) : mode === 'create' ? [] : undefined;
  return {
    ...(accessories ? { accessories } : {}),
    otherAccessory: accessories?.includes(OTHER_ACCESSORY) ? trimmed(values.otherAccessory) : null,
    condition: trimmed(values.condition),
  };
}

/** Repair Details' intake lines, where the backend keeps it. */
export const intakeDetails: ColumnDeclaration[] = [
  { source: 'accessories', kind: 'text', feature: 'repairIntake', value: (repair: RepairIntake) => accessoriesText(repair) },
  { source: 'condition', kind: 'text', feature: 'repairIntake' },
];

/**
 * The job card with its intake (where the backend keeps it): what came in and its condition
 * among the details, and the customer's signature under the statement that the device was
 * received so, which protects the shop when the device goes back.
 */
export function withIntake(document: PrintDocument, repair: RepairIntake, translate: Translate): PrintDocument {
  if (!intakeOffered()) return document;
  const t = (key: string) => translate(`resources.repairs/management.intake.jobCard.${key}`);
  const accessories = repair.accessories ? accessoriesText(repair) || t('none') : t('notNoted');
  return {
    ...document,
    details: [...document.details, [t('accessories'), accessories], [t('condition'), repair.condition || t('notNoted')]],
    signature: { statement: t('agreement'), label: t('signature') },
  };
}
