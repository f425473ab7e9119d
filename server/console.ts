import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HttpError } from './errors';

/** The console's client-side routes (/staffs, /bills…) load index.html; the API's never do. */
function isConsolePage(request: FastifyRequest, hasBuild: boolean): boolean {
  const pathname = request.url.split('?')[0];
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  return hasBuild && !isApi && (request.method === 'GET' || request.method === 'HEAD');
}

/**
 * Serves the built console from `consoleDir` (when it has been built) with an SPA
 * fallback, and answers every other unknown path with a 404 `{ message }`.
 * Returns whether the build exists.
 */
export function serveConsole(app: FastifyInstance, consoleDir: string): boolean {
  const hasBuild = existsSync(path.join(consoleDir, 'index.html'));
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: consoleDir,
      // Vite names every file under /assets by its content hash: it never changes, so the
      // browser keeps it for a year. index.html and config.js are revalidated every time.
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(path.join(consoleDir, 'assets') + path.sep)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isConsolePage(request, hasBuild)) return reply.sendFile('index.html');
    throw new HttpError(404, { key: 'notFound' });
  });
  return hasBuild;
}
