import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginRules } from '../../src/domain/auth';
import { MESSAGES } from '../../src/domain/messages';
import { firstError } from '../../src/domain/validation';
import { decoyHash, verifyPassword } from '../auth/password';
import { signSessionToken } from '../auth/tokens';
import { findAdminByEmail, normalizeEmail } from '../db/admins';
import { HttpError } from '../errors';
import { loginAnswer, loginBody } from '../schemas/auth';
import { cleanInput, type Infer } from '../schemas/common';
import { toStaffRecord } from '../schemas/staff';

/**
 * Attempts are counted per address AND email, so one person mistyping cannot lock out
 * everyone behind the shop's router, while guessing one account's password stays slow.
 */
function loginAttemptKey(request: FastifyRequest): string {
  const { email } = (request.body ?? {}) as { email?: unknown };
  return `${request.ip}|${typeof email === 'string' ? normalizeEmail(email) : ''}`;
}

/** POST /auth/login (spec §7): `{ token, user }`. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { passwordHashCost, jwtSecret, jwtLifetime, loginRateLimit } = app.config;

  app.post<{ Body: Infer<typeof loginBody> }>(
    '/auth/login',
    {
      schema: { body: loginBody, response: { 200: loginAnswer } },
      config: {
        rateLimit: {
          max: loginRateLimit,
          timeWindow: '1 minute',
          // After body parsing, so the key can include the email.
          hook: 'preHandler',
          keyGenerator: loginAttemptKey,
          errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyLogins),
        },
      },
    },
    async (request) => {
      const input = cleanInput(request.body, ['password']);
      const problem = firstError(loginRules, input);
      if (problem) throw new HttpError(400, MESSAGES[problem]);
      // loginRules passed, so both are present.
      const email = input.email as string;
      const password = input.password as string;

      const admin = await findAdminByEmail(app.db, email);
      // Verify even when nobody has this email, so timing does not tell which emails exist.
      const matches = await verifyPassword(admin?.passwordHash ?? (await decoyHash(passwordHashCost)), password);
      if (!admin || !matches) throw new HttpError(401, MESSAGES.invalidCredentials);
      // Only after the right password: a guesser learns nothing about the account.
      if (admin.status !== 'active') throw new HttpError(403, MESSAGES.accountInactive);

      const token = await signSessionToken(admin, { secret: jwtSecret, lifetime: jwtLifetime });
      return { token, user: toStaffRecord(admin) };
    },
  );
}
