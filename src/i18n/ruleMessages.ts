import type { ValidationErrorMessage } from 'react-admin';
import { fillMessage, MESSAGES, type MessageKey, type Said } from '../domain/messages';

/**
 * The rule messages (src/domain/messages.ts) in the reader's language. Their `{name}` placeholders
 * are not polyglot's `%{name}`: the server fills the same templates, so the console fills them here.
 * A message the server sent with its key (`{ message, key, values }`) reads as that key's; one sent
 * without (the shop's own backend) shows as sent: the console does not guess a key from the words.
 */

type Translate = (key: string, options?: object) => string;

const PREFIX = 'app.messages.';

/** The i18n key of a rule message. */
export const messageKey = (key: MessageKey) => `${PREFIX}${key}`;

/** A rule message as a react-admin validator answers it: the i18n key, with its values as `args`. */
export function ruleMessage({ key, values }: Said): ValidationErrorMessage {
  return values ? { message: messageKey(key), args: values } : messageKey(key);
}

/** How many of the server's texts are remembered: far more than one screen shows at once. */
const REMEMBERED = 100;

/** What the server said, by the text it sent: its key and values. */
const heard = new Map<string, Said>();

const isKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(MESSAGES, key);

/** The values a message can take: texts, and numbers as written. */
function stringValues(values: unknown): Record<string, string> | undefined {
  if (!values || typeof values !== 'object') return undefined;
  const strings = Object.entries(values).flatMap(([name, value]) => (typeof value === 'string' || typeof value === 'number' ? [[name, String(value)] as const] : []));
  return strings.length ? Object.fromEntries(strings) : undefined;
}

function hear(text: unknown, key: unknown, values: unknown): void {
  if (typeof text !== 'string' || !isKey(key)) return;
  const kept = stringValues(values);
  heard.delete(text);
  heard.set(text, kept ? { key, values: kept } : { key });
  if (heard.size > REMEMBERED) heard.delete(heard.keys().next().value!);
}

/**
 * Notes the keys an error answer sent beside its texts: `key` and `values` beside `message`, and
 * `errorKeys` beside each field's message in `errors`. A key this console does not know is left out.
 */
export function hearServerMessages(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const { message, key, values, errors, errorKeys } = body as Record<string, unknown>;
  hear(message, key, values);
  if (!errors || typeof errors !== 'object' || !errorKeys || typeof errorKeys !== 'object') return;
  for (const [field, said] of Object.entries(errorKeys)) {
    if (said && typeof said === 'object') hear((errors as Record<string, unknown>)[field], (said as Said).key, (said as Said).values);
  }
}

/**
 * `translate`, reading rule messages: `app.messages.<key>` with its `{name}` placeholders filled
 * from the options, and a text the server sent with a key as that key's message, with its values.
 * Every place that shows a server's text already passes it through `translate` with itself as
 * default (notices, a field's message, a dialog's problem), so this one lookup covers them all.
 */
export function withRuleMessages(translate: Translate): Translate {
  return (key, options) => {
    const said = typeof key === 'string' ? heard.get(key) : undefined;
    if (said) return fillMessage(translate(messageKey(said.key)), said.values);
    if (typeof key === 'string' && key.startsWith(PREFIX)) return fillMessage(translate(key, options), stringValues(options));
    return translate(key, options);
  };
}
