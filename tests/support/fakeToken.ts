/** A JWT-shaped token whose payload the console can decode (it never verifies signatures). */
export function fakeToken(claims: Record<string, unknown> = {}, expiresInSeconds = 3600): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp, ...claims })}.signature`;
}
