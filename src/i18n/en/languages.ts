import { DEFAULT_TEMPLATES, YOUR_DEVICE } from '../../domain/repairMessageDefaults';

/**
 * The languages themselves: each named in itself (as react-admin's language menu shows
 * them), and a customer's or agent's preferred language for their receipts and messages.
 */
export const languages = {
  names: { en: 'English', si: 'සිංහල', ta: 'தமிழ்' },
  preferred: 'Preferred language',
  /**
   * The repair messages a shop starts with (product.md §10), by status key, written in the
   * customer's language: a status whose template the owner has not changed is read from here.
   * `{name}` placeholders as in Settings; a line whose placeholders all come out empty is left out.
   */
  repairMessages: DEFAULT_TEMPLATES,
  /** What those messages call a repair that names no device. */
  noDevice: YOUR_DEVICE,
};
