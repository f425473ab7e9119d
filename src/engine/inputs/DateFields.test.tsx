import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, type TranslationMessages } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { pickerField, pickerText, typeInPicker } from '../../../tests/support/pickers';
import { en } from '../../i18n/en';
import { si } from '../../i18n/si';
import { ta } from '../../i18n/ta';
import { DateTimeField } from './DateFields';

/**
 * A date-time input in each language: it shows the language's AM/PM words (CLDR's day
 * periods, src/i18n/dayPeriods.ts) and the form keeps the payload the API takes, whichever
 * section is typed or stepped with the arrow keys.
 */

const CATALOGUES = { en, si, ta } as Record<string, unknown>;

function FormValue() {
  return <output aria-label="form value">{String(useWatch({ name: 'at' }))}</output>;
}

function renderInput(locale: 'en' | 'si' | 'ta', at: string | null) {
  const i18nProvider = polyglotI18nProvider(() => CATALOGUES[locale] as TranslationMessages, locale);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form defaultValues={{ at }}>
        <DateTimeField source="at" label="At" />
        <FormValue />
      </Form>
    </AdminContext>,
  );
  return pickerField(document.body, /^At/);
}

const formValue = () => screen.getByLabelText('form value').textContent;
const sections = (field: HTMLElement) => within(field).getAllByRole('spinbutton');
const meridiemSection = (field: HTMLElement) => sections(field).at(-1)!;

describe.each([
  { locale: 'si' as const, catalogue: si, am: 'පෙ.ව.', pm: 'ප.ව.', march: 'මැදි' },
  { locale: 'ta' as const, catalogue: ta, am: 'முற்பகல்', pm: 'பிற்பகல்', march: 'மார்ச்' },
])('in $locale', ({ locale, catalogue, am, pm, march }) => {
  it("shows an afternoon in the language's own PM word", async () => {
    const field = renderInput(locale, '2026-03-12 16:30:00');
    expect(pickerText(field)).toBe(`12 ${march} 2026 04:30 ${pm}`);
    expect(formValue()).toBe('2026-03-12 16:30:00');
  });

  it('keeps an afternoon when another section is typed over', async () => {
    const field = renderInput(locale, '2026-03-12 16:30:00');
    const user = userEvent.setup({ delay: null });
    await user.click(sections(field)[4]);
    await user.keyboard('45');
    expect(pickerText(field)).toBe(`12 ${march} 2026 04:45 ${pm}`);
    expect(formValue()).toBe('2026-03-12 16:45:00');
  });

  it('turns AM to PM and back with the arrow keys', async () => {
    const field = renderInput(locale, '2026-03-12 10:00:00');
    const user = userEvent.setup({ delay: null });
    await user.click(meridiemSection(field));
    await user.keyboard('{ArrowUp}');
    expect(pickerText(field)).toBe(`12 ${march} 2026 10:00 ${pm}`);
    expect(formValue()).toBe('2026-03-12 22:00:00');
    await user.keyboard('{ArrowDown}');
    expect(pickerText(field)).toBe(`12 ${march} 2026 10:00 ${am}`);
    expect(formValue()).toBe('2026-03-12 10:00:00');
  });

  it('reads noon as PM and midnight as AM', async () => {
    const field = renderInput(locale, '2026-03-12 12:05:00');
    expect(pickerText(field)).toBe(`12 ${march} 2026 12:05 ${pm}`);
    const user = userEvent.setup({ delay: null });
    await user.click(meridiemSection(field));
    await user.keyboard('{ArrowDown}');
    expect(formValue()).toBe('2026-03-12 00:05:00');
  });

  it("offers the picker's time as the field shows it: 12 hours, then AM or PM", async () => {
    const field = renderInput(locale, '2026-03-12 10:00:00');
    const user = userEvent.setup({ delay: null });
    await user.click(within(field).getByRole('button', { name: new RegExp(`^${catalogue.app.pickers.chooseDate}`) }));
    const dialog = await screen.findByRole('dialog');
    const [hours, , meridiem] = within(dialog).getAllByRole('listbox');
    expect(within(hours).getAllByRole('option').map((option) => option.textContent)).toEqual(['12', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']);
    expect(within(meridiem).getAllByRole('option').map((option) => option.textContent)).toEqual([am, pm]);
    await user.click(within(meridiem).getByRole('option', { name: pm }));
    await user.click(within(dialog).getByRole('button', { name: catalogue.app.pickers.ok }));
    expect(formValue()).toBe('2026-03-12 22:00:00');
  });
});

/** What a screen reader reads in these elements (names, values, titles) and the words on their buttons. */
function wordsRead(...roots: HTMLElement[]): string[] {
  const named = roots.flatMap((root) => [...root.querySelectorAll('[aria-label], [aria-valuetext], [title]')]);
  const buttons = roots.flatMap((root) => [...root.querySelectorAll('button')]);
  const words = [
    ...named.flatMap((element) => ['aria-label', 'aria-valuetext', 'title'].map((name) => element.getAttribute(name))),
    ...buttons.map((button) => button.textContent),
  ];
  return [...new Set(words.filter((word): word is string => !!word))];
}

/** A word left in English: Latin letters, but OK (which Sinhala writes so too). */
const inEnglish = (words: string[]) => words.filter((word) => /[A-Za-z]/.test(word.replace(/\bOK\b/g, '')));

/** The picker as a phone shows it: MUI X picks its mobile variant where the pointer is not fine. */
function onAPhone() {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('pointer') ? false : desktop(query).matches });
  return () => {
    window.matchMedia = desktop;
  };
}

describe.each([
  { locale: 'si' as const, catalogue: si },
  { locale: 'ta' as const, catalogue: ta },
])("the date-time picker's screen-reader words in $locale", ({ locale, catalogue }) => {
  const words = catalogue.app.pickers;

  it('names every section, button and list of a desk picker in the language', async () => {
    const field = renderInput(locale, null);
    expect(within(field).getAllByRole('spinbutton').map((section) => [section.getAttribute('aria-label'), section.getAttribute('aria-valuetext')])).toEqual(
      (['day', 'month', 'year', 'hours', 'minutes', 'meridiem'] as const).map((section) => [words.sections[section], words.empty]),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(within(field).getByRole('button', { name: words.chooseDate }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: words.previousMonth })).toBeInTheDocument();
    expect(within(dialog).getByRole('listbox', { name: words.select.meridiem })).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: words.hoursOption.replace('%{hours}', '4') })).toBeInTheDocument();
    expect(inEnglish(wordsRead(field, dialog))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: words.toYearView }));
    expect(await within(dialog).findByRole('button', { name: words.toCalendarView })).toBeInTheDocument();
    expect(inEnglish(wordsRead(field, dialog))).toEqual([]);
  });

  it("names a phone picker's tabs and steps in the language", async () => {
    const restore = onAPhone();
    try {
      const field = renderInput(locale, null);
      const user = userEvent.setup({ delay: null });
      await user.click(within(field).getByRole('button', { name: words.chooseDate }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('tab', { name: words.timeTab })).toBeInTheDocument();
      expect(inEnglish(wordsRead(dialog))).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: words.next }));
      expect(await within(dialog).findByRole('listbox', { name: words.select.hours })).toBeInTheDocument();
      expect(inEnglish(wordsRead(dialog))).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe('in English', () => {
  it("takes a typed 'P' and 'A' for PM and AM, as before", async () => {
    const field = renderInput('en', null);
    const user = userEvent.setup({ delay: null });
    await typeInPicker(user, field, '120320260430P');
    expect(pickerText(field)).toBe('12 Mar 2026 04:30 PM');
    expect(formValue()).toBe('2026-03-12 16:30:00');
    await user.click(meridiemSection(field));
    await user.keyboard('A');
    expect(formValue()).toBe('2026-03-12 04:30:00');
  });
});
