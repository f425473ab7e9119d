import { offeredByBackend } from '../../engine/features';

// Apart from LineSerialInput.tsx: the declaration (index.ts) needs this, and importing the input
// would bring the form inputs and the date pickers into the registry's chunk, which every
// signed-in screen loads and evaluates at start.

/** A line's serial as the API takes it: trimmed; nothing for none, or for a backend without it. */
export function serialPayload(line: Record<string, unknown>): { serial?: string } {
  const value = typeof line.serial === 'string' ? line.serial.trim() : '';
  return value && offeredByBackend({ feature: 'lineSerials' }) ? { serial: value } : {};
}
