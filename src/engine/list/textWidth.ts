/**
 * About how wide a line of words is at the body's size, in px: per UTF-16 unit, by the script
 * the console is in (Sinhala and Tamil letters are wider than Latin, their vowel signs count as
 * units of no width). Measured on the search boxes' placeholders; a field sized by it shows its
 * words whole, before its font has arrived to be measured.
 */
const PX_PER_UNIT: Record<string, number> = { en: 8, si: 10, ta: 10.5 };

export const textWidth = (text: string, locale: string): number => text.length * (PX_PER_UNIT[locale] ?? PX_PER_UNIT.en!);
