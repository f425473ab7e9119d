import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, messageText, type MessageKey, type Said } from '../src/domain/messages';

/**
 * What an error answers: the English `message` (the spec's `{ message }`), and, when it is one of
 * the domain's rule messages, its `key` and `values` beside it, so a console shows it in the reader's
 * language. A refusal about particular fields adds `errors` (react-admin's server-side validation
 * shape: field → English message) and `errorKeys` (field → its key and values).
 */
export interface ErrorAnswer {
  message: string;
  key?: MessageKey;
  values?: Readonly<Record<string, string>>;
  errors?: Readonly<Record<string, string>>;
  errorKeys?: Readonly<Record<string, Said>>;
}

/** A message as an answer carries it: a rule message by its key and values, any other text as it is. */
function answerOf(message: Said | string): Pick<ErrorAnswer, 'message' | 'key' | 'values'> {
  if (typeof message === 'string') return { message };
  return { message: messageText(message), key: message.key, ...(message.values && Object.keys(message.values).length ? { values: message.values } : {}) };
}

/** An answer a route chooses on purpose, with this status. */
export class HttpError extends Error {
  readonly answer: ErrorAnswer;

  /**
   * @param message A rule message as said (`{ key: 'customerNotFound' }`), or a text with no key.
   * @param errors A refusal about particular fields, by field, answered as `errors` and `errorKeys`.
   */
  constructor(
    readonly statusCode: number,
    message: Said | string,
    errors?: Readonly<Record<string, Said | string>>,
  ) {
    const answer: ErrorAnswer = answerOf(message);
    super(answer.message);
    this.name = 'HttpError';
    if (errors) {
      const fields = Object.entries(errors).map(([field, said]) => [field, answerOf(said)] as const);
      answer.errors = Object.fromEntries(fields.map(([field, { message }]) => [field, message]));
      const keyed = fields.flatMap(([field, { key, values }]) => (key ? [[field, values ? { key, values } : { key }] as const] : []));
      if (keyed.length) answer.errorKeys = Object.fromEntries(keyed);
    }
    this.answer = answer;
  }
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/** One Ajv issue in words a person can act on, e.g. "firstName must be a string". */
function describeIssue(issue: ValidationIssue, context: string): string {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || context;
  switch (issue.keyword) {
    case 'type': {
      const types = String(params.type)
        .split(',')
        .filter((type) => type !== 'null');
      return `${field} must be ${types.map((type) => TYPE_NAMES[type] ?? type).join(' or ')}`;
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).filter((value) => value !== null);
      return `${field} must be one of: ${allowed.join(', ')}`;
    }
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'required':
      return `${path ? `${path}.` : ''}${String(params.missingProperty)} is required`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

/** Status and answer for any error; a stack trace or internal detail never reaches the client. */
function answerFor(error: FastifyError): { statusCode: number; answer: ErrorAnswer } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, answer: error.answer };
  // Which field and why, in words no catalogue holds: sent as they are, with no key.
  if (error.validation?.length) {
    const issue = describeIssue(error.validation[0], error.validationContext ?? 'request');
    return { statusCode: 400, answer: { message: `${MESSAGES.invalidRequest}: ${issue}` } };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, answer: answerOf({ key: 'requestTooLarge' }) };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, answer: answerOf({ key: 'malformedJson' }) };
  }
  // Fastify's own client errors (unsupported media type, prototype poisoning…) carry safe texts.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { statusCode: status, answer: { message: error.message } };
  return { statusCode: 500, answer: answerOf({ key: 'internalError' }) };
}

/** How much of a refused oversized body is read and thrown away before the socket is cut. */
export const MAX_DISCARDED_BODY = 32 * 1024 * 1024;

/**
 * A body over the limit is refused before it has all arrived. Fastify then answers with
 * `Connection: close`, and Node closes the socket while the client is still sending: the
 * client's next write meets a reset, and Node's fetch often reports `EPIPE` instead of the 413
 * (server/bodyLimit.test.ts posts to a separate server process). Instead the
 * connection stays open and the rest of the body is read and discarded, so the client
 * finishes sending and reads the answer; past `MAX_DISCARDED_BODY` the socket is cut after all.
 */
function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  const raw = request.raw;
  if (raw.complete) return;
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BODY) raw.socket.destroy();
  });
  raw.resume();
}

/** Every error answers an `ErrorAnswer`; only the unexpected ones (5xx) are logged. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const { statusCode, answer } = answerFor(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'unexpected error');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') discardRestOfBody(request, reply);
    return reply.code(statusCode).send(answer);
  });
}

/**
 * Reads JSON bodies as Fastify does (rejecting prototype poisoning), but treats an empty
 * body as no body: react-admin's fetchJson sends `Content-Type: application/json` on a
 * DELETE without one, which Fastify would refuse with a 400.
 */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // Read strictly: bytes that are no UTF-8 are refused, not stored as U+FFFD.
    let json: string;
    try {
      json = UTF8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, { key: 'bodyNotUtf8' }), undefined);
      return;
    }
    if (json === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, json, done);
  });
}

/**
 * U+0000, or half of a surrogate pair without its other half: no text a person typed, and none
 * a database keeps as sent (PostgreSQL refuses U+0000 in text and the lone half in JSON: a 500;
 * elsewhere it was stored, cut short or turned into U+FFFD).
 */
const UNSAVABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Characters that show nothing or turn the text around: a zero-width space, word joiner or
 * byte-order mark, and the direction marks, embeddings, overrides and isolates (U+200E/F,
 * U+202A–E, U+2066–9, U+061C). Typed by no one at a counter, they make a name or a number read
 * other than it is (`\u202eevil` shows as `live`). Not U+200C/U+200D, the zero-width (non-)joiners
 * Sinhala and Tamil spelling needs (ශ්‍රී).
 */
const HIDDEN = /[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\u061C]/;

/** The first rule a text breaks: its message; undefined when it breaks none. */
const refusalOf = (text: string): MessageKey | undefined => (UNSAVABLE.test(text) ? 'unsavableCharacter' : HIDDEN.test(text) ? 'hiddenCharacter' : undefined);

/** A value met in a walk of a request's data, and how it was reached (to name its field). */
interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.unshift(at.key!);
  return path;
}

/**
 * The path (`['checks', 0, 'note']`) of the first string or key in `value` holding an UNSAVABLE
 * or HIDDEN character, with the message it gets; undefined when none. A loop, not recursion:
 * this runs before the schema, and 100 KB of JSON nests 50,000 deep, past the call stack.
 */
function refusedTextAt(value: unknown): { path: (string | number)[]; message: MessageKey } | undefined {
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const message = refusalOf(current);
      if (message) return { path: pathOf(visit), message };
    } else if (typeof current === 'object' && current !== null) {
      const entries: [string | number, unknown][] = Array.isArray(current) ? [...current.entries()] : Object.entries(current);
      for (const [key] of entries) {
        const message = typeof key === 'string' ? refusalOf(key) : undefined;
        if (message) return { path: [...pathOf(visit), key], message };
      }
      // Reversed onto the stack, so the first field in the document is looked at first.
      for (let index = entries.length - 1; index >= 0; index -= 1) stack.push({ value: entries[index]![1], key: entries[index]![0], parent: visit });
    }
  }
  return undefined;
}

/**
 * Refuses an UNSAVABLE character anywhere in a request's path, query or JSON body with a 400;
 * a body's field is named in `errors`. A hook after each route's guard (onRequest), so a caller
 * who may not use a route still learns nothing of it.
 */
export function refuseUnsavableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const inAddress = refusedTextAt(request.params) ?? refusedTextAt(request.query);
    if (inAddress) throw new HttpError(400, { key: inAddress.message });
    const field = refusedTextAt(request.body);
    if (field) {
      const said = { key: field.message };
      throw new HttpError(400, said, field.path.length ? { [field.path.join('.')]: said } : undefined);
    }
  });
}
