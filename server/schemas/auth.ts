import { LIMITS, object, string, text } from './common';
import { staffRecord } from './staff';

/** POST /auth/login (spec §7). Presence and format messages come from the domain's loginRules. */
export const loginBody = object({
  email: text(LIMITS.email),
  password: text(LIMITS.password),
});

/** `{ token, user }`: the session token and the signed-in staff member's public record. */
export const loginAnswer = object({ token: string, user: staffRecord }, ['token', 'user']);
