import { serialRules, SERIAL_MAX } from '../../domain/serials';
import { offeredByBackend } from '../../engine/features';
import { DeclaredInput } from '../../engine/inputs/DeclaredInput';
import type { InputDeclaration } from '../types';

const serial: InputDeclaration = { source: 'serial', kind: 'text', rules: serialRules, maxLength: SERIAL_MAX };

/**
 * A sold device's IMEI or serial on its line (product.md §10): optional, kept on the bill, shown
 * in its details and on the receipt, found by the bills search. Only where the backend keeps it.
 */
export function LineSerialInput() {
  if (!offeredByBackend({ feature: 'lineSerials' })) return null;
  return <DeclaredInput resource="bills" input={serial} mode="create" perLine />;
}
