import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PHONE_DIGITS_PATTERN } from '../../src/domain/statusPage';
import { lookUpStatus, statusPageLimit } from '../routes/statusPage';
import { fontFaces, loadScriptFonts, preloadedFont } from './fonts';
import { statusPageHtml, type PageContent } from './html';
import { chooseLanguage } from './language';
import { wordsIn } from './words';

type PageRequest = FastifyRequest<{ Params: { code: string }; Body: { phoneLastFour?: unknown } | undefined }>;

/**
 * The repair status page at the address printed on the job card and sent in messages,
 * `/status/<code>` (src/domain/statusPage.ts), written out on the server: the same lookup as
 * `GET`/`POST /api/status/:code` (../routes/statusPage.ts), so it shows the same to the same
 * people, under the same rate limit per route and address; the answer in the customer's
 * language (./language.ts). Its fonts at `/status/fonts/…`.
 */
export async function statusPageHtmlRoutes(app: FastifyInstance): Promise<void> {
  const fonts = loadScriptFonts();
  const config = statusPageLimit(app);
  // The digits form posts as a browser does without script.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  function page(request: FastifyRequest, reply: FastifyReply, status: number, content: PageContent) {
    const locale = chooseLanguage(request, reply);
    // A customer's details: kept out of every cache and out of search engines, as the API's answer.
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('vary', 'Cookie, Accept-Language');
    return statusPageHtml({ locale, words: wordsIn(locale), content, fontFaces: fontFaces(locale, fonts), preloadFont: preloadedFont(locale, fonts) });
  }

  // A refusal as a page too: the rate limit's 429, the lookup's 404, anything else as "try again".
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return page(request, reply, 429, { kind: 'tooMany' });
    if (status === 404) return page(request, reply, 404, { kind: 'notFound' });
    if (status >= 500) request.log.error(error);
    return page(request, reply, status >= 400 && status < 500 ? status : 500, { kind: 'failed' });
  });

  const schema = { hide: true, params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] } };

  app.get('/status/:code', { config, schema }, async (request: PageRequest, reply) => {
    const found = await lookUpStatus(app.db, request.params.code, undefined);
    return page(request, reply, 200, 'asksPhone' in found ? { kind: 'askPhone' } : { kind: 'answer', answer: found });
  });

  app.post('/status/:code', { config, schema }, async (request: PageRequest, reply) => {
    // First as a visit: a page turned off or an unknown code (digits not asked) is "not found"
    // whatever was typed, and with no digits asked the repair shows.
    const found = await lookUpStatus(app.db, request.params.code, undefined);
    if (!('asksPhone' in found)) return page(request, reply, 200, { kind: 'answer', answer: found });
    const digits = request.body?.phoneLastFour;
    if (typeof digits !== 'string' || !PHONE_DIGITS_PATTERN.test(digits.trim())) return page(request, reply, 400, { kind: 'askPhone', invalid: true });
    // Wrong digits and an unknown code read the same: asked again, with the refusal.
    const checked = await lookUpStatus(app.db, request.params.code, digits.trim()).catch(() => undefined);
    if (!checked || 'asksPhone' in checked) return page(request, reply, 404, { kind: 'askPhone', refused: true });
    return page(request, reply, 200, { kind: 'answer', answer: checked });
  });

  for (const font of Object.values(fonts)) {
    app.get(font.path, { schema: { hide: true } }, (_request, reply) =>
      // Its address names its content: kept for a year, like the console's own files.
      reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(font.bytes),
    );
  }
}
