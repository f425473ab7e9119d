import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_RESOURCES } from '../domain/activity';
import { registry } from '../resources/registry';
import { en } from './en';
import { si } from './si';
import { ta } from './ta';

/** Every string of a catalogue by its full key ('resources.bills.name'). */
function flatten(tree: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree as object)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/**
 * What a translation must carry over unchanged: polyglot's %{name}, a message's {name}, and the plural forms.
 * react-admin gives a sort's field both as written and lower-cased first: a script without capitals takes it as written.
 */
function slots(text: string): string {
  const placeholders = [...text.replace('%{field_lower_first}', '%{field}').matchAll(/%?\{\w+\}/g)].map(([slot]) => slot).sort();
  return `${placeholders.join(' ')} | forms ${text.split('||||').length}`;
}

/**
 * Words every language writes as English does (docs/glossary.md): brands, units and codes.
 * An English string made only of these (and digits, signs, placeholders) may stay as it is.
 */
const KEPT = /\b(Dialog|DDTV|Mobitel|Hutch|Airtel|WhatsApp|LankaQR|LKR|Rs|NIC|IMEI|CSV|A4|mm|PDF|QR|OK|ID|URL|English)\b/g;
const mayStayEnglish = (text: string) => !/[A-Za-z]/.test(text.replace(/%?\{\w+\}/g, '').replace(KEPT, ''));

const english = flatten(en);

it("finds each declared resource's words by its file's name (resources/<name>.ts: `expensesCategories` for expenses/categories)", () => {
  expect(registry.filter(({ name }) => typeof en.resources[name]?.name !== 'string').map(({ name }) => name)).toEqual([]);
});

it('names every action and every section the activity log records, in English (and so, key for key, in the others)', () => {
  const { choices } = en.resources.activity;
  expect(ACTIVITY_ACTIONS.filter((action) => typeof (choices.action as Record<string, string>)[action] !== 'string')).toEqual([]);
  expect(ACTIVITY_RESOURCES.filter((section) => typeof (choices.resource as Record<string, string>)[section] !== 'string')).toEqual([]);
  expect((choices.resource as Record<string, string>).renewals).toBe('TV renewals');
});

describe.each([
  ['si', si],
  ['ta', ta],
])('the %s catalogue', (_name, catalogue) => {
  const translated = flatten(catalogue);

  it("has exactly English's keys", () => {
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("keeps each string's placeholders and plural forms", () => {
    const differing = [...english].filter(([key, text]) => translated.has(key) && slots(text) !== slots(translated.get(key)!));
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("names a sort's field as written, not lower-cased first ('nIC අංකය'): the script has no capitals", () => {
    expect(translated.get('ra.sort.sort_by')).toContain('%{field}');
    expect(translated.get('ra.sort.sort_by')).not.toContain('%{field_lower_first}');
  });

  // How wide a search placeholder draws, roughly (Chromium, Noto Sans at 16 px): about 12 px a
  // Sinhala or Tamil letter, vowel signs included, and 8 a Latin one. The scripts draw about 1.3
  // times as wide as English for the same words; a placeholder much wider than that says more
  // than English's and is cut in its box, which is sized for about 8 px a character.
  // The box it would need: the text, the icon, and never under 320 px (as the box is sized).
  const boxNeeded = (text: string) => Math.max(320, 72 + [...text].reduce((width, char) => width + (/[\u0D80-\u0DFF\u0B80-\u0BFF]/.test(char) ? 12 : 8), 0));
  it("gives each list's search placeholder a box at most 1.6 times as wide as English's", () => {
    const searches = [...english].filter(([key]) => /^resources\.[^.]+\.search$/.test(key));
    expect(searches.length).toBeGreaterThan(10);
    const wide = searches.filter(([key, text]) => boxNeeded(translated.get(key)!) > 1.6 * boxNeeded(text));
    expect(wide.map(([key]) => key)).toEqual([]);
  });

  it('translates every string but brand names, units and codes', () => {
    const untranslated = [...english].filter(([key, text]) => translated.get(key) === text && !mayStayEnglish(text));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
