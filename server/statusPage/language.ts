import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, type LocaleCode } from '../../src/i18n/locales';

/**
 * The status page's language (English, Sinhala or Tamil), with no script in the page: a link's
 * `?lang=si` chooses it and a cookie keeps it for the next visit (the customer opens the page
 * again from the same WhatsApp message); else the browser's own first language of the three.
 */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives a repair. */
const COOKIE_SECONDS = 365 * 24 * 60 * 60;

function cookieLanguage(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value;
  }
  return undefined;
}

function browserLanguage(header: string | undefined): LocaleCode | undefined {
  // `si-LK,si;q=0.9,en;q=0.8`: the first of ours, in the order the browser lists them.
  for (const part of (header ?? '').split(',')) {
    const primary = part.trim().split(/[-;]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** The language to answer in; a `?lang=` choice is kept in the cookie, on this page's path only. */
export function chooseLanguage(request: FastifyRequest, reply: FastifyReply): LocaleCode {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLocale(asked)) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${LANGUAGE_COOKIE}=${asked}; Path=/status; Max-Age=${COOKIE_SECONDS}; SameSite=Lax; HttpOnly${secure}`);
    return asked;
  }
  const kept = cookieLanguage(request.headers.cookie);
  if (isLocale(kept)) return kept;
  return browserLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
