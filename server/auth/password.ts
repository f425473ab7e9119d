import { hash, verify } from '@node-rs/argon2';

/** Argon2id work factors; the hash string records them, so verifying needs none. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's recommended argon2id floor (19 MiB, 2 passes): tens of milliseconds per sign-in. */
export const STANDARD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** For tests only: the same algorithm at a fraction of the cost, so suites stay fast. */
export const TEST_HASH_COST: PasswordHashCost = { memoryCost: 256, timeCost: 1, parallelism: 1 };

/** An argon2id hash (the library's default algorithm) with a random salt. */
export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return hash(password, cost);
}

/** True when `password` matches `passwordHash`; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const decoyHashes = new Map<string, Promise<string>>();

/**
 * A hash to verify against when no account matches, so an unknown email costs the same
 * time as a wrong password and sign-in timing does not reveal which emails exist.
 */
export function decoyHash(cost: PasswordHashCost): Promise<string> {
  const key = JSON.stringify(cost);
  let decoy = decoyHashes.get(key);
  if (!decoy) {
    decoy = hashPassword('decoy password that matches no account', cost);
    decoyHashes.set(key, decoy);
  }
  return decoy;
}
