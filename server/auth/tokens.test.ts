import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkSessionToken, signSessionToken } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const OTHER_SECRET = 'another-secret-of-at-least-thirty-two-chars';

describe('session tokens', () => {
  it('accepts a token it signed, naming its user', async () => {
    const token = await signSessionToken({ id: 'u1', role: 'admin' }, { secret: SECRET, lifetime: '1h' });

    expect(await checkSessionToken(token, SECRET)).toEqual({ valid: true, userId: 'u1', passwordChangedAt: null });
  });

  it('carries the password version it was issued under, also from the verified-token cache', async () => {
    const changedAt = '2026-11-23T08:00:00.123Z';
    const token = await signSessionToken({ id: 'u6', role: 'admin', passwordChangedAt: changedAt }, { secret: SECRET, lifetime: '1h' });

    expect(await checkSessionToken(token, SECRET)).toEqual({ valid: true, userId: 'u6', passwordChangedAt: changedAt });
    expect(await checkSessionToken(token, SECRET)).toEqual({ valid: true, userId: 'u6', passwordChangedAt: changedAt });
  });

  it('still refuses a verified token once its time is up (the verified-token cache checks expiry on each use)', async () => {
    const token = await signSessionToken({ id: 'u2', role: 'admin' }, { secret: SECRET, lifetime: '1h' });
    expect(await checkSessionToken(token, SECRET)).toEqual({ valid: true, userId: 'u2', passwordChangedAt: null });

    expect(await checkSessionToken(token, SECRET, Date.now() + 2 * 3600_000)).toEqual({ valid: false, reason: 'expired' });
  });

  it('does not let a token verified under one secret pass under another', async () => {
    const token = await signSessionToken({ id: 'u3', role: 'admin' }, { secret: SECRET, lifetime: '1h' });
    expect((await checkSessionToken(token, SECRET)).valid).toBe(true);

    expect(await checkSessionToken(token, OTHER_SECRET)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses a token whose payload was altered after a valid one was seen', async () => {
    const token = await signSessionToken({ id: 'u4', role: 'admin' }, { secret: SECRET, lifetime: '1h' });
    expect((await checkSessionToken(token, SECRET)).valid).toBe(true);
    const [header, , signature] = token.split('.');
    const forged = [header, Buffer.from(JSON.stringify({ sub: 'owner', exp: 9_999_999_999 })).toString('base64url'), signature].join('.');

    expect(await checkSessionToken(forged, SECRET)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses tokens without an expiry or with another algorithm', async () => {
    const key = new TextEncoder().encode(SECRET);
    const noExpiry = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('u5').sign(key);
    const hs512 = await new SignJWT({}).setProtectedHeader({ alg: 'HS512' }).setSubject('u5').setExpirationTime('1h').sign(key);

    expect((await checkSessionToken(noExpiry, SECRET)).valid).toBe(false);
    expect((await checkSessionToken(hs512, SECRET)).valid).toBe(false);
  });
});
