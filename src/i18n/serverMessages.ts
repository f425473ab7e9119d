import { MESSAGES, type MessageKey } from '../domain/messages';

/**
 * The server answers the spec's English rule messages (src/domain/messages.ts), some with
 * values filled in ('Only 3 in stock'). In another language the console shows a message it
 * knows in that language, with the same values, and one it does not know as the server sent it.
 */
export interface KnownMessage {
  key: MessageKey;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

const exact = new Map<string, MessageKey>();
const templates: { key: MessageKey; pattern: RegExp; names: string[] }[] = [];
for (const [key, text] of Object.entries(MESSAGES) as [MessageKey, string][]) {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (names.length === 0) {
    exact.set(text, key);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    // split keeps the captured names at odd positions: those become the values' groups.
    .map((part, index) => (index % 2 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
}

/** The rule message `text` is, with its filled-in values; undefined for any other text (a key, a name, an unknown message). */
export function knownMessage(text: string): KnownMessage | undefined {
  const key = exact.get(text);
  if (key) return { key, values: {} };
  // A translation key or a label has no space; only a sentence can be a filled-in message.
  if (!text.includes(' ')) return undefined;
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]!])) };
  }
  return undefined;
}

/** `template` ('Only {available} in stock', in any language) with its values put in. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

type Translate = (key: string, options?: object) => string;

/**
 * `translate`, reading a server rule message ('Only 3 in stock') in `translate`'s language.
 * Loaded with a language other than English (English shows the server's text as sent).
 */
export function withServerMessages(translate: Translate): Translate {
  return (key, options) => {
    const known = typeof key === 'string' ? knownMessage(key) : undefined;
    if (known) return fillMessage(translate(`app.messages.${known.key}`), known.values);
    return translate(key, options);
  };
}
