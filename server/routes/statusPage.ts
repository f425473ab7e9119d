import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../src/domain/messages';
import { normaliseStatusCode, phoneDigitsMatch, type StatusPageAnswer, type StatusPageQuestion } from '../../src/domain/statusPage';
import { findRepairByStatusCode } from '../db/repairs';
import type { Database } from '../db/schema';
import { readSettings } from '../db/settings';
import { HttpError } from '../errors';
import { paidOn } from '../repairPayment';
import { errorAnswer } from '../schemas/common';
import {
  phoneDigitsBody,
  statusCodeParams,
  statusPageOut,
  toStatusPageAnswer,
  type PhoneDigitsBody,
  type StatusCodeParams,
} from '../schemas/statusPage';

/** Every refusal of the page: an unknown code, wrong digits and a page turned off read the same. */
const notFound = () => new HttpError(404, { key: 'statusPageNotFound' });

/**
 * What the page shows for `rawCode` (`digits` undefined when none were sent): the repair's
 * answer, or `{ asksPhone: true }` for any code, known or not, while the owner asks for the
 * phone's digits; a 404 for everything else. The JSON route and the server-rendered page
 * (server/statusPage/) both ask here, so they show the same to the same people.
 */
export async function lookUpStatus(db: Kysely<Database>, rawCode: string, digits: string | null | undefined): Promise<StatusPageAnswer | StatusPageQuestion> {
  const settings = await readSettings(db);
  if (settings.statusPageEnabled !== 1) throw notFound();
  const asksPhone = settings.statusPageAsksPhone === 1;
  if (asksPhone && digits == null) return { asksPhone: true as const };
  const code = normaliseStatusCode(rawCode);
  const repair = code === undefined ? undefined : await findRepairByStatusCode(db, code);
  if (!repair) throw notFound();
  if (asksPhone && !phoneDigitsMatch(digits, [repair.customerPhoneNumber, repair.customerWhatsappNumber])) throw notFound();
  return toStatusPageAnswer(repair, await paidOn(db, repair.id), settings);
}

/** The route config of each status page route: `statusPageRateLimit` calls a minute from one address, then a 429. */
export const statusPageLimit = (app: FastifyInstance) => ({
  rateLimit: {
    max: app.config.statusPageRateLimit,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new HttpError(429, { key: 'statusPageTooMany' }),
  },
});

/**
 * The repair status page without sign-in (product.md §10): public routes, no token.
 * - `GET /status/:code`: the repair's answer; while the owner asks for the phone's digits,
 *   `{ asksPhone: true }` for any code, known or not, so the page learns nothing from it;
 * - `POST /status/:code` `{ phoneLastFour }`: the answer when the digits end the customer's
 *   phone or WhatsApp number (or when no digits are asked).
 * 404 `{ message }` for everything else. Each route takes `statusPageRateLimit` calls a minute
 * from one address (429), counted before anything is read.
 */
export async function statusPageRoutes(app: FastifyInstance): Promise<void> {
  const config = statusPageLimit(app);
  const response = {
    200: statusPageOut,
    404: errorAnswer(MESSAGES.statusPageNotFound),
    429: errorAnswer(MESSAGES.statusPageTooMany),
  };

  /** The answer for `rawCode`; `digits` undefined when none were sent. */
  async function answer(rawCode: string, digits: string | null | undefined, reply: FastifyReply) {
    // A customer's details: kept out of shared and browser caches, and out of search engines.
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return lookUpStatus(app.db, rawCode, digits);
  }

  app.get<{ Params: StatusCodeParams }>(
    '/status/:code',
    { config, schema: { params: statusCodeParams, response } },
    (request, reply) => answer(request.params.code, undefined, reply),
  );

  app.post<{ Params: StatusCodeParams; Body: PhoneDigitsBody }>(
    '/status/:code',
    { config, schema: { params: statusCodeParams, body: phoneDigitsBody, response } },
    (request: FastifyRequest<{ Params: StatusCodeParams; Body: PhoneDigitsBody }>, reply) =>
      answer(request.params.code, request.body?.phoneLastFour ?? null, reply),
  );
}
