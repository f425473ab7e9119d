import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as enApp } from '../../src/i18n/en/app';
import { messages as siMessages } from '../../src/i18n/si/messages';
import { repairsManagement as siRepairs } from '../../src/i18n/si/resources/repairsManagement';
import { app as taApp } from '../../src/i18n/ta/app';
import { repairsManagement as taRepairs } from '../../src/i18n/ta/resources/repairsManagement';
import { statusPageLink } from '../../src/domain/statusPage';
import { buildCustomerInput, buildTestApp, call, holdTheClock, loginAs } from '../test/helpers';
import { catalogue, createRepair, type IssueRec, type Rec, type RepairRec } from '../test/repairs';

/**
 * The repair status page at its public address, `/status/<code>`, as the customer's browser
 * gets it: one HTML answer, without a token (product.md §10). Its JSON twin is tested in
 * ../routes/statusPage.test.ts.
 */

let app: FastifyInstance;
let ownerToken: string;
let staffToken: string;
let issues: Map<string, IssueRec>;

type Repair = RepairRec & { statusCode: string; number: number };
const words = enApp.statusPage;

beforeAll(async () => {
  app = await buildTestApp();
  ownerToken = await loginAs(app, 'owner');
  staffToken = await loginAs(app, 'staff');
  issues = await catalogue(app, ownerToken);
});
afterAll(() => app.close());

// Each test calls from its own address, so one test's calls never count against another's limit.
let addressSequence = 0;
const newAddress = () => `10.1.0.${++addressSequence}`;

/** The page as a browser asks it, from `address`; with `digits`, the form's POST. */
function page(
  code: string,
  { address, digits, query = '', headers = {} }: { address: string; digits?: string; query?: string; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: digits === undefined ? 'GET' : 'POST',
    url: `/status/${code}${query}`,
    remoteAddress: address,
    headers: { accept: 'text/html', ...headers, ...(digits === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
    ...(digits === undefined ? {} : { payload: new URLSearchParams({ phoneLastFour: digits }).toString() }),
  });
}

/** The page's text as read: tags dropped, entities of the escaped characters back. */
const textOf = (html: string) =>
  html
    .replace(/<style>.*?<\/style>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The timeline's steps: each `<li>` as its status and its date. */
const steps = (html: string) => [...html.matchAll(/<li class="([^"]+)"><b>([^<]*)<\/b><span>([^<]*)<\/span><\/li>/g)].map(([, tone, status, date]) => ({ tone, status, date }));

async function newRepair(overrides: Record<string, unknown> = {}, device: string | null = 'Galaxy A54', expectedReturnDate: string | null = '2026-12-20 17:00:00'): Promise<Repair> {
  const customer = (await call(app, 'POST', '/api/customers', { token: ownerToken, body: buildCustomerInput(overrides) })).json() as Rec;
  return (await createRepair(app, staffToken, {
    customerId: customer._id,
    issues: [issues.get('Screen Replacement')!._id],
    discount: 500,
    repairProduct: device,
    expectedReturnDate,
    note: 'Internal: owes for the last job',
    payment: { tenders: [{ method: 'cash', amount: 2000 }] },
  })) as Repair;
}

async function setStatus(repair: Rec, status: string, dateManual: string, note: string | null = null) {
  const response = await call(app, 'PATCH', `/api/repairs/status/${repair._id}`, { token: staffToken, body: { status, dateManual, note } });
  expect(response.statusCode, response.body).toBe(200);
}

async function setSettings(changes: Record<string, unknown>) {
  const current = (await call(app, 'GET', '/api/settings', { token: ownerToken })).json();
  const { updatedAt: _at, updatedByName: _by, ...fields } = current;
  const response = await call(app, 'PUT', '/api/settings', { token: ownerToken, body: { ...fields, ...changes } });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the status page, served ready to read', () => {
  it('shows the status, the timeline without notes, the expected date, the amount due and the shop’s phone, in HTML with no script', async () => {
    const repair = await newRepair({ firstName: 'Chaminda', lastName: 'Wijesinghe', nicNumber: '199012345678' });
    await setStatus(repair, 'Sent to Company', '2026-03-14 10:30:00', 'Sent with courier; cost quoted 4,800 by Owner');
    await setSettings({ phone: '0812234567' });
    try {
      const response = await page(repair.statusCode, { address: newAddress() });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const html = response.body;
      expect(html).toMatch(/^<!doctype html><html lang="en">/);
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('<h1>TV, Recharge &amp; Repair Shop</h1>');
      expect(html).toContain('<h2>Galaxy A54</h2>');
      expect(html).toMatch(/<span class="chip t-warning" data-testid="status-chip">Sent to Company<\/span>/);
      expect(textOf(html)).toContain(`Job R-${String(repair.number).padStart(6, '0')}`);
      expect(steps(html)).toEqual([
        { tone: 't-info', status: 'Received from Customer', date: expect.stringMatching(/^\d\d \w{3} \d{4} \d\d:\d\d [AP]M$/) },
        { tone: 't-warning', status: 'Sent to Company', date: '14 Mar 2026 10:30 AM' },
      ]);
      expect(html).toContain('<ol aria-labelledby="progress">');
      expect(textOf(html)).toContain('Expected back 20 Dec 2026 05:00 PM');
      // Screen Replacement less LKR 500, less the LKR 2,000 advance.
      expect(textOf(html)).toContain(`Amount due LKR ${(repair.finalAmount as number - 2000).toLocaleString('en-US')}.00`);
      expect(html).toMatch(/<a class="button" href="tel:0812234567"><svg[^>]*>.*<\/svg>Questions\? Call 0812234567<\/a>/);
      for (const text of ['owes for the last job', 'courier', '4,800', 'Chaminda', 'Wijesinghe', '199012345678', 'Demo', repair._id, repair.statusCode]) {
        expect(html, text).not.toContain(text);
      }
      // A customer's details: in no cache and no search engine.
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(html).toContain('<meta name="robots" content="noindex">');
    } finally {
      await setSettings({ phone: '' });
    }
  });

  it('names a repair without a device “Your device”, says when no date is set, and leaves out the call without a shop phone', async () => {
    const repair = await newRepair({}, null, null);
    const html = (await page(repair.statusCode, { address: newAddress() })).body;
    expect(html).toContain(`<h2>${words.yourDevice}</h2>`);
    expect(textOf(html)).toContain(`${words.expectedReturn} ${words.notSet}`);
    expect(html).not.toContain('tel:');
  });

  it('writes the shop’s typing as text, never as markup', async () => {
    const repair = await newRepair({}, '<img src=x onerror=alert(1)> "Note" & co');
    const html = (await page(repair.statusCode, { address: newAddress() })).body;
    expect(html).toContain('<h2>&lt;img src=x onerror=alert(1)&gt; &quot;Note&quot; &amp; co</h2>');
    expect(html).not.toContain('<img');
  });

  it('reads a code in capitals, or with O for 0 and I or L for 1, as the code', async () => {
    const repair = await newRepair();
    const typed = repair.statusCode.toUpperCase().replace(/0/g, 'O').replace(/1/g, 'L');
    expect((await page(typed, { address: newAddress() })).statusCode).toBe(200);
  });

  it('answers an unknown code, a malformed one and a repair id with the same “not found” page', async () => {
    const repair = await newRepair();
    const address = newAddress();
    const bodies = new Set<string>();
    for (const code of ['zzzzzzzzzzzz', 'not-a-code', repair._id, String(repair.number)]) {
      const response = await page(code, { address });
      expect(response.statusCode, code).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(textOf(response.body)).toContain(words.notFound);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
  });

  it('turned off by the owner: every code answers “not found”, a visit and a form alike', async () => {
    const repair = await newRepair();
    const address = newAddress();
    try {
      await setSettings({ statusPageEnabled: false });
      for (const response of [await page(repair.statusCode, { address }), await page(repair.statusCode, { address, digits: '1234' })]) {
        expect(response.statusCode).toBe(404);
        expect(textOf(response.body)).toContain(words.notFound);
        expect(response.body).not.toContain('Galaxy');
      }
    } finally {
      await setSettings({ statusPageEnabled: true });
    }
  });
});

describe('with the phone’s last four digits asked', () => {
  it('asks the same for a known and an unknown code, says so for digits that do not match, and shows the repair for the right ones', async () => {
    const repair = await newRepair({ phoneNumber: '0771234567', whatsappNumber: '0719876543' });
    const address = newAddress();
    try {
      await setSettings({ statusPageAsksPhone: true });

      const known = await page(repair.statusCode, { address });
      const unknown = await page('zzzzzzzzzzzz', { address });
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(known.body).toMatch(/<form class="card" method="post" novalidate>/);
      expect(known.body).toContain(`<label for="digits">${words.askPhone.label}</label>`);
      expect(known.body).toMatch(/<input id="digits" name="phoneLastFour" inputmode="numeric"/);
      expect(known.body).not.toContain('Galaxy');

      // Not four digits: asked again with the rule's message; nothing looked up.
      const short = await page(repair.statusCode, { address, digits: '45' });
      expect(short.statusCode).toBe(400);
      expect(short.body).toContain('aria-invalid="true"');
      expect(textOf(short.body)).toContain(enApp.messages.statusPagePhoneDigits);

      for (const wrong of ['4568', '1234']) {
        const refused = await page(repair.statusCode, { address, digits: wrong });
        expect(refused.statusCode).toBe(404);
        expect(textOf(refused.body)).toContain(words.askPhone.refused);
        expect(refused.body).not.toContain('Galaxy');
      }
      expect((await page('zzzzzzzzzzzz', { address, digits: '4567' })).body).toBe((await page(repair.statusCode, { address, digits: '4568' })).body);

      const byPhone = await page(repair.statusCode, { address, digits: '4567' });
      expect(byPhone.statusCode).toBe(200);
      expect(byPhone.body).toContain('<h2>Galaxy A54</h2>');
      expect((await page(repair.statusCode, { address, digits: '6543' })).body).toContain('<h2>Galaxy A54</h2>');
    } finally {
      await setSettings({ statusPageAsksPhone: false });
    }
  });

  it('with no digits asked, a form posted anyway shows the repair', async () => {
    const repair = await newRepair();
    expect((await page(repair.statusCode, { address: newAddress(), digits: '0000' })).body).toContain('<h2>Galaxy A54</h2>');
  });
});

describe('in the customer’s language', () => {
  it.each([
    ['si', siRepairs.choices.status],
    ['ta', taRepairs.choices.status],
  ] as const)('names the status and every step in %s, as the console does, chosen by ?lang= and kept in a cookie', async (locale, statuses) => {
    const repair = await newRepair();
    await setStatus(repair, 'Sent to Company', '2026-03-14 16:30:00');
    const address = newAddress();

    const chosen = await page(repair.statusCode, { address, query: `?lang=${locale}` });
    expect(chosen.body).toMatch(new RegExp(`^<!doctype html><html lang="${locale}">`));
    expect(chosen.body).toContain(`data-testid="status-chip">${statuses['Sent to Company']}</span>`);
    expect(steps(chosen.body).map((step) => step.status)).toEqual([statuses['Received from Customer'], statuses['Sent to Company']]);
    expect(steps(chosen.body)[1]!.date).not.toMatch(/Mar|PM/);
    expect(textOf(chosen.body)).not.toMatch(/Sent to Company|Received from Customer|Progress|Amount due/);
    const cookie = String(chosen.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^lang=${locale}; Path=/status; Max-Age=\\d+; SameSite=Lax; HttpOnly$`));

    const again = await page(repair.statusCode, { address, headers: { cookie: cookie.split(';')[0]! } });
    expect(again.body).toMatch(new RegExp(`<html lang="${locale}">`));
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers.vary).toBe('Cookie, Accept-Language');
  });

  it.each(['si', 'ta'] as const)('opens in %s from the link a message or job card in it carries, whatever the phone’s language', async (locale) => {
    const repair = await newRepair();
    const link = new URL(statusPageLink('https://shop.example', repair.statusCode, locale));
    const opened = await page(link.pathname.split('/').pop()!, { address: newAddress(), query: link.search, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toMatch(new RegExp(`^<!doctype html><html lang="${locale}">`));
    // An English link names no language: the phone's is followed.
    const english = new URL(statusPageLink('https://shop.example', repair.statusCode, 'en'));
    expect(english.search).toBe('');
    expect((await page(repair.statusCode, { address: newAddress(), query: english.search, headers: { 'accept-language': `${locale}-LK` } })).body).toContain(`<html lang="${locale}">`);
  });

  it('without a choice follows the browser’s first language of the three, else English', async () => {
    const repair = await newRepair();
    const address = newAddress();
    expect((await page(repair.statusCode, { address, headers: { 'accept-language': 'fr-FR,ta;q=0.8,en;q=0.5' } })).body).toContain('<html lang="ta">');
    expect((await page(repair.statusCode, { address, headers: { 'accept-language': 'fr-FR,de;q=0.8' } })).body).toContain('<html lang="en">');
    expect((await page(repair.statusCode, { address, query: '?lang=xx' })).body).toContain('<html lang="en">');
  });

  it('links each language, named in itself, to the same page in it', async () => {
    const html = (await page('zzzzzzzzzzzz', { address: newAddress(), query: '?lang=ta' })).body;
    expect(html).toContain(
      '<nav aria-label="Language / භාෂාව / மொழி"><a href="?lang=en" lang="en" hreflang="en">English</a><a href="?lang=si" lang="si" hreflang="si">සිංහල</a><a href="?lang=ta" lang="ta" hreflang="ta" aria-current="true">தமிழ்</a></nav>',
    );
    expect(textOf(html)).toContain(taApp.statusPage.notFound);
    expect(html).toContain(`<title>${taApp.statusPage.title}</title>`);
  });
});

describe('its fonts', () => {
  const fontFaces = (html: string) => [...html.matchAll(/@font-face\{font-family:"([^"]+)";font-display:swap;src:url\(([^)]+)\)/g)].map(([, family, src]) => ({ family, src }));

  it('in English: only the two other languages’ names, inline, a few KB; nothing to fetch', async () => {
    const html = (await page('zzzzzzzzzzzz', { address: newAddress() })).body;
    const faces = fontFaces(html);
    expect(faces.map(({ family }) => family)).toEqual(['Noto Sans Sinhala', 'Noto Sans Tamil']);
    for (const { src } of faces) {
      expect(src).toMatch(/^data:font\/woff2;base64,/);
      expect(src.length).toBeLessThan(3_000);
    }
    expect(html).not.toContain('rel="preload"');
  });

  it.each(['si', 'ta'] as const)('in %s: that script’s whole font, preloaded and kept a year; the other name inline; under 50 KB in all', async (locale) => {
    const response = await page('zzzzzzzzzzzz', { address: newAddress(), query: `?lang=${locale}` });
    const faces = fontFaces(response.body);
    const own = faces.find(({ src }) => !src.startsWith('data:'))!;
    expect(own.family).toBe(locale === 'si' ? 'Noto Sans Sinhala' : 'Noto Sans Tamil');
    expect(own.src).toMatch(new RegExp(`^/status/fonts/${locale}-[0-9a-f]{10}\\.woff2$`));
    expect(faces.filter(({ src }) => src.startsWith('data:'))).toHaveLength(1);
    expect(response.body).toContain(`<link rel="preload" href="${own.src}" as="font" type="font/woff2" crossorigin>`);

    const font = await app.inject({ method: 'GET', url: own.src });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
    // The page gzipped (as @fastify/compress sends it) and its one font.
    expect(gzipSync(response.body).length + font.rawPayload.length).toBeLessThan(50 * 1024);
  });

  it('goes out compressed', async () => {
    const response = await page('zzzzzzzzzzzz', { address: newAddress(), query: '?lang=si', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('the rate limit', () => {
  holdTheClock();
  it('takes 30 visits a minute from one address, then says to wait, in the page’s language; another address goes on', async () => {
    const repair = await newRepair();
    const address = newAddress();
    for (let n = 0; n < 30; n += 1) expect([200, 404]).toContain((await page(n % 2 ? repair.statusCode : 'zzzzzzzzzzzz', { address })).statusCode);

    const limited = await page(repair.statusCode, { address, query: '?lang=si' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(textOf(limited.body)).toContain(siMessages.statusPageTooMany);
    expect(limited.body).not.toContain('Galaxy');
    expect((await page(repair.statusCode, { address: newAddress() })).statusCode).toBe(200);
  });

  it('counts the digit checks too', async () => {
    const repair = await newRepair({ phoneNumber: '0772223333' });
    const address = newAddress();
    try {
      await setSettings({ statusPageAsksPhone: true });
      for (let n = 0; n < 30; n += 1) await page(repair.statusCode, { address, digits: String(1000 + n) });
      const limited = await page(repair.statusCode, { address, digits: '3333' });
      expect(limited.statusCode).toBe(429);
      expect(textOf(limited.body)).toContain(enApp.messages.statusPageTooMany);
    } finally {
      await setSettings({ statusPageAsksPhone: false });
    }
  });
});
