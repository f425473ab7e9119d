import { describe, expect, it } from 'vitest';
import { searchBoxWidth } from '../engine/list/searchBoxWidth';
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

  // The scripts draw about 1.3 times as wide as English for the same words (and searchBoxWidth
  // reckons them generously); a list's search box much wider than that pushes the filters beside
  // it to another line, and says more than English's.
  it("gives each list's search box at most 1.6 times the width of English's", () => {
    const searches = [...english].filter(([key]) => /^resources\.[^.]+\.search$/.test(key));
    expect(searches.length).toBeGreaterThan(10);
    const wide = searches.filter(([key, text]) => searchBoxWidth(translated.get(key)!) > 1.6 * searchBoxWidth(text));
    expect(wide.map(([key]) => key)).toEqual([]);
  });

  it('translates every string but brand names, units and codes', () => {
    const untranslated = [...english].filter(([key, text]) => translated.get(key) === text && !mayStayEnglish(text));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
