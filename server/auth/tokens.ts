import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../src/domain/roles';

const ALGORITHM = 'HS256';

export interface TokenSettings {
  secret: string;
  /** A jose duration, e.g. '10h'. */
  lifetime: string;
}

export type TokenCheck = { valid: true; userId: string } | { valid: false; reason: 'expired' | 'invalid' };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A session token naming the user (`sub`) and their role, expiring after `lifetime`. */
export function signSessionToken(user: { id: string; role: Role }, { secret, lifetime }: TokenSettings): Promise<string> {
  return new SignJWT({ role: user.role })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(keyOf(secret));
}

/**
 * Checks signature, algorithm and expiry. Only the user id is trusted from the token:
 * the guard reads the role and status from the database on every request.
 */
export async function checkSessionToken(token: string, secret: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'exp'],
    });
    return typeof payload.sub === 'string' ? { valid: true, userId: payload.sub } : { valid: false, reason: 'invalid' };
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
