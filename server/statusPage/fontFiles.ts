/**
 * The Noto fonts of the scripts the status page may be read in (the @fontsource packages the
 * console ships, src/scriptFonts.css): the script's own subset of each, regular weight only (the
 * page's few bold words are drawn bold by the browser), with fontsource's unicode-range for it.
 */
export const SCRIPT_FONT_FILES = {
  si: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2',
  ta: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
} as const;

export const SCRIPT_FONT_FACES = {
  si: { family: 'Noto Sans Sinhala', range: 'U+0964-0965,U+0D81-0DF4,U+1CF2,U+200C-200D,U+25CC,U+111E1-111F4' },
  ta: { family: 'Noto Sans Tamil', range: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC' },
} as const;

export type ScriptLocale = keyof typeof SCRIPT_FONT_FILES;
