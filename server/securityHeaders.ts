import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's protections, with a Content-Security-Policy that fits the console. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI's emotion injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      // Served over plain http on 127.0.0.1 by default; upgrading would break every asset.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers helmet sets with these options. Every directive is a fixed string, so the
 * answer is the same for every request: helmet runs once here, on a stand-in response.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Sends helmet's security headers on every answer, computed once at start. (@fastify/helmet
 * runs helmet's middleware per request, rebuilding the same Content-Security-Policy string
 * each time: a fifth of the server's throughput on bill creation.)
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Every API answer is one signed-in user's (or a sign-in's): `private, no-store` keeps it out of
 * shared and disk caches (a customer's NIC stays nowhere after sign-out), and `Vary: Authorization`
 * keeps a cache from ever giving or revalidating one user's answer for another's request (staff
 * shown the owner's Bill Details with its profit, on a PC they share).
 */
export function installPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'private, no-store');
      const vary = String(reply.getHeader('vary') ?? '');
      const named = vary.split(',').map((name) => name.trim().toLowerCase());
      if (!named.includes('authorization')) reply.header('vary', vary ? `${vary}, Authorization` : 'Authorization');
    }
    done(null, payload);
  });
}
