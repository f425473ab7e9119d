import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/domain/messages';
import { buildTestApp } from './test/helpers';

const INDEX_HTML = '<!doctype html><title>Shop Staff Console</title><div id="root"></div>';

describe('serving the built console', () => {
  let app: FastifyInstance;
  let consoleDir: string;
  beforeAll(async () => {
    consoleDir = mkdtempSync(path.join(os.tmpdir(), 'shop-console-'));
    writeFileSync(path.join(consoleDir, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(consoleDir, 'assets'));
    writeFileSync(path.join(consoleDir, 'assets', 'index-abc123.js'), 'console.log("console");');
    app = await buildTestApp({ consoleDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it.each(['/', '/staffs', '/recharges/management', '/login?next=%2Fbills'])('answers index.html for the page %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves built files as they are', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe('console.log("console");');
  });

  it('lets the browser keep hashed assets for a year, and revalidate the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    const page = await app.inject({ method: 'GET', url: '/staffs' });

    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(page.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('keeps unknown API paths a JSON 404 rather than the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/unknown' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound, key: 'notFound' });
  });

  it('answers a non-GET outside the API with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/staffs' });

    expect(response.statusCode).toBe(404);
  });

  it('sends a content security policy that lets the console run and nothing else', async () => {
    const csp = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];

    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('without a built console', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers pages with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/staffs' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound, key: 'notFound' });
  });
});
