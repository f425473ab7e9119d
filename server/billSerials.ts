import { serialRules } from '../src/domain/serials';
import { firstError } from '../src/domain/validation';
import { HttpError } from './errors';

/**
 * A sold device's IMEI or serial on each bill line (product.md §10), checked before anything is
 * written: 400 naming the line's field (`products.2.serial`), shown under it in Create Bill.
 */
export function refuseBadSerials(lines: readonly { serial?: unknown }[]): void {
  for (const [index, line] of lines.entries()) {
    const problem = firstError({ serial: serialRules }, line);
    if (problem) throw new HttpError(400, { key: problem }, { [`products.${index}.serial`]: { key: problem } });
  }
}
