import { arrayOf, LIMITS, object, string, text } from './common';
import { staffRecord } from './staff';

/** POST /auth/login (product.md §7). Presence and format messages come from the domain's loginRules. */
export const loginBody = object({
  email: text(LIMITS.email),
  password: text(LIMITS.password),
});

/**
 * `{ token, user }`: the session token and the signed-in staff member's public record;
 * `features`, what this server offers beyond the spec (src/domain/features.ts); and `allowances`,
 * the owner's switches in Settings on at sign-in that open more to staff (src/domain/permissions.ts).
 */
export const loginAnswer = object({ token: string, user: staffRecord, features: arrayOf(string), allowances: arrayOf(string) }, ['token', 'user', 'features', 'allowances']);

/** PUT /auth/password: presence, length and difference come from the domain's passwordChangeRules. */
export const passwordChangeBody = object({
  currentPassword: text(LIMITS.password),
  newPassword: text(LIMITS.password),
  // The form's repeat of newPassword; checked by the console, accepted and ignored here.
  confirmPassword: text(LIMITS.password),
});

/** `{ message, token, user }`: a fresh token for this session, as the old one no longer holds. */
export const passwordChangeAnswer = object({ message: string, token: string, user: staffRecord }, ['message', 'token', 'user']);
