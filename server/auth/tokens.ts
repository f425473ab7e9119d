import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../src/domain/roles';

const ALGORITHM = 'HS256';

export interface TokenSettings {
  secret: string;
  /** A jose duration, e.g. '10h'. */
  lifetime: string;
}

export type TokenCheck =
  | { valid: true; userId: string; passwordChangedAt: string | null }
  | { valid: false; reason: 'expired' | 'invalid' };

/**
 * The claim naming the password a token was issued under: the account's `passwordChangedAt`
 * at sign-in (absent while the password never changed). The guard refuses a token whose
 * claim differs from the account's current value, so changing a password ends the sessions
 * issued before. An exact value rather than `iat`, which counts whole seconds: a token issued
 * in the same second just before the change would otherwise pass.
 */
const PASSWORD_CLAIM = 'pwc';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A session token naming the user (`sub`), their role and password version, expiring after `lifetime`. */
export function signSessionToken(
  user: { id: string; role: Role; passwordChangedAt?: string | null },
  { secret, lifetime }: TokenSettings,
): Promise<string> {
  const claims: Record<string, string> = { role: user.role };
  if (user.passwordChangedAt) claims[PASSWORD_CLAIM] = user.passwordChangedAt;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(keyOf(secret));
}

/** A token already verified: whose it is and until when it holds. */
interface Verified {
  secret: string;
  userId: string;
  passwordChangedAt: string | null;
  /** `exp` in milliseconds since 1970. */
  expiresAt: number;
}

/**
 * Tokens whose signature was verified, so one session's token is not verified again on
 * every request: jose verifies HS256 through WebCrypto, a trip to libuv's thread pool per
 * request (about 5% of a recharge sale's time under load). Only exactly the same string
 * and secret hit; expiry is still checked on each use. The oldest entry goes first.
 */
const verified = new Map<string, Verified>();
const MAX_VERIFIED = 1_000;

/**
 * Checks signature, algorithm and expiry. Only the user id is trusted from the token:
 * the guard reads the role and status from the database on every request.
 */
export async function checkSessionToken(token: string, secret: string, now: number = Date.now()): Promise<TokenCheck> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    return known.expiresAt > now
      ? { valid: true, userId: known.userId, passwordChangedAt: known.passwordChangedAt }
      : { valid: false, reason: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== 'string') return { valid: false, reason: 'invalid' };
    const claim = payload[PASSWORD_CLAIM];
    const passwordChangedAt = typeof claim === 'string' ? claim : null;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, userId: payload.sub, passwordChangedAt, expiresAt: payload.exp! * 1000 });
    return { valid: true, userId: payload.sub, passwordChangedAt };
  } catch (error) {
    return { valid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** Throws when `lifetime` is not a duration jose understands, so a typo fails at start-up. */
export function assertTokenLifetime(lifetime: string): void {
  try {
    new SignJWT({}).setExpirationTime(lifetime);
  } catch {
    throw new Error(`JWT_LIFETIME must be a duration such as '10h' or '30m' (got '${lifetime}')`);
  }
}
