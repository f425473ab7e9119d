/**
 * The date and date-time inputs are MUI X pickers: a group of sections named by the field's
 * label (day, month, year; then hours, minutes, AM/PM). A user clicks the first section and
 * types the digits; the field moves from section to section by itself.
 */
import type { Locator, Page } from 'playwright-core';

/** A picker by its label, within a dialog or the page. */
export const pickerField = (scope: Page | Locator, label: RegExp | string) => scope.getByRole('group', { name: label });

/** A picker by the form name it fills (a list filter: `expenseDate_from`). */
export const pickerNamed = (page: Page, name: string) => page.locator(`[role="group"]:has(input[name="${name}"])`);

/** `2026-03-12` → the keys a user types: `12032026`. */
const dayKeys = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${date}${month}${year}`;
};

/**
 * Empties a picker as a user does, section by section (a required date starts at today: typing
 * over a filled section would otherwise carry on from what the section held).
 */
async function clearPicker(field: Locator) {
  if (!(await pickerText(field))) return;
  for (const section of await field.getByRole('spinbutton').all()) {
    await section.click();
    await field.page().keyboard.press('Backspace');
  }
}

/** Types a payload day (`YYYY-MM-DD`) into a date picker as a user does. */
export async function typeDay(field: Locator, day: string) {
  await clearPicker(field);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(dayKeys(day));
}

/** Types a day and time (`YYYY-MM-DD HH:mm`, 24-hour) into a date-time picker, as 12-hour with AM/PM. */
export async function typeDateTime(field: Locator, value: string) {
  const [day, time] = value.split(/[ T]/);
  const [hours, minutes] = time.split(':').map(Number);
  const twelve = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  await clearPicker(field);
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${dayKeys(day)}${twelve}${String(minutes).padStart(2, '0')}${hours < 12 ? 'A' : 'P'}`);
}

/** What a picker shows ('12 Mar 2026'). */
export const pickerText = (field: Locator) => field.locator('input[aria-hidden="true"]').inputValue();

/**
 * Types `text` into a record picker (an autocomplete: a bill's or a repair's customer) and
 * chooses the option named by `option`, until the picker shows it. Its options are replaced as
 * the search answers; a click that lands while they are (a loaded machine) chooses nothing, though
 * the box shows the option's words until it is left, when the picker empties itself. So the pick
 * is read once the box is left, and tried again until it holds or the time is up.
 */
export async function pick(page: Page, box: Locator, text: string, option: RegExp, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    await box.click();
    await box.fill(text);
    await page.getByRole('option', { name: option }).click({ timeout: Math.max(1_000, deadline - Date.now()) });
    await box.blur();
    if (option.test(await box.inputValue())) return;
    if (Date.now() > deadline) throw new Error(`The picker shows "${await box.inputValue()}", not ${option}`);
  }
}

/**
 * Chooses `option` in a select (a menu of fixed choices: an expense's category), until the
 * select shows it. A click that lands while the menu is still opening (a loaded machine) chooses
 * nothing and leaves the menu open, so the choice is tried again until it holds or the time is up.
 * The select is read again after each try: find it by a name that holds once it shows a choice
 * (its name is its label and then what it shows, 'Status Customer Collected'), not by the exact label.
 */
export async function chooseIn(page: Page, select: Locator, option: string, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (((await select.textContent()) ?? '').includes(option)) return;
    if (Date.now() > deadline) throw new Error(`The select shows "${await select.textContent()}", not ${option}`);
    if (!(await page.getByRole('listbox').isVisible())) await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 }).catch(() => undefined);
  }
}
