/** Letters that Noto Sans Sinhala and Tamil draw wider than Latin ones at the same size. */
const WIDE_LETTER = /[\u0D80-\u0DFF\u0B80-\u0BFF]/;

/**
 * The search box's width (px) for its placeholder, so the words the search covers show whole: about
 * 8 px a Latin character or space and 12 a Sinhala or Tamil one (Chromium draws those at up to
 * 12 px a UTF-16 unit at 16 px, vowel signs included), and the icon; never under 320.
 */
export function searchBoxWidth(placeholder: string): number {
  let text = 0;
  for (const char of placeholder) text += WIDE_LETTER.test(char) ? 12 : 8;
  return Math.max(320, text + 72);
}
