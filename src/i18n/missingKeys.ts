/**
 * Translation keys asked for that the messages lack. The console then shows the key itself
 * (better than a crash, and easy to spot); the screen tests fail on any, so a typo in a key
 * cannot pass unnoticed. polyglot reports a key only when the call gives no `_` default.
 */
export const missingKeys = new Set<string>();

export function reportMissingKey(key: string): string {
  missingKeys.add(key);
  return key;
}
