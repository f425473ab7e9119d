import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The date and date-time inputs are MUI X pickers: a group of sections (day, month, year; then
 * hours, minutes, AM/PM) named by the field's label. A user clicks into the first section and
 * types the digits; the field moves on by itself from section to section.
 */
export function pickerField(container: HTMLElement, label: RegExp | string): HTMLElement {
  return within(container).getByRole('group', { name: label });
}

/** The picker of a form input or filter by its source (`expenseDate_day`). */
export function pickerNamed(name: string): HTMLElement {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no picker named ${name}`);
  // The field's hidden input (the form's name) sits inside the group of sections.
  return input.closest<HTMLElement>('[role="group"]')!;
}

/**
 * Types into a picker as a user does: `12032026` is 12 Mar 2026; a date-time adds hours and
 * minutes and `A` or `P` (`120320260430P` is 12 Mar 2026 04:30 PM).
 */
export async function typeInPicker(user: UserEvent, field: HTMLElement, keys: string) {
  // A picker that starts with a value (today, now) is emptied first, as a user retyping a date does.
  if (pickerText(field)) await clearPicker(user, field);
  await user.click(within(field).getAllByRole('spinbutton')[0]);
  await user.keyboard(keys);
}

/** What the picker shows, as the user reads it ('12 Mar 2026'). */
export function pickerText(field: HTMLElement): string {
  return field.querySelector<HTMLInputElement>('input[aria-hidden="true"]')!.value;
}

/** Empties a picker as a user does: each section in turn, Backspace. */
export async function clearPicker(user: UserEvent, field: HTMLElement) {
  for (const section of within(field).getAllByRole('spinbutton')) {
    await user.click(section);
    await user.keyboard('{Backspace}');
  }
}
