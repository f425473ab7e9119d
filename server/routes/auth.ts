import { FEATURES } from '../../src/domain/features';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginRules, passwordChangeRules } from '../../src/domain/auth';
import { MESSAGES } from '../../src/domain/messages';
import { firstError } from '../../src/domain/validation';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { decoyHash, hashPassword, verifyPassword } from '../auth/password';
import { signSessionToken } from '../auth/tokens';
import { readAllowances } from '../db/settings';
import { findAdminByEmail, findAdminById, normalizeEmail, setAdminPassword } from '../db/admins';
import { HttpError } from '../errors';
import { loginAnswer, loginBody, passwordChangeAnswer, passwordChangeBody } from '../schemas/auth';
import { cleanInput, errorAnswer, type Infer } from '../schemas/common';
import { toStaffRecord, toStaffSnapshot } from '../schemas/staff';

/** The email a sign-in names, as accounts keep it ('' for none). */
function emailOf(request: FastifyRequest): string {
  const { email } = (request.body ?? {}) as { email?: unknown };
  return typeof email === 'string' ? normalizeEmail(email) : '';
}

/**
 * Sign-ins are counted per account, whatever the address (guessing one password stays slow from
 * any number of machines), and per address, whatever the account (one machine cannot try account
 * after account, each an argon2 check and an activity entry). An address gets a few accounts'
 * worth, so the staff of one shop signing in behind its router are not locked out by each other.
 */
export const ADDRESS_LIMIT_ACCOUNTS = 3;

/** POST /auth/login (product.md §7): `{ token, user }`; PUT /auth/password: change your own password. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { passwordHashCost, jwtSecret, jwtLifetime, loginRateLimit } = app.config;
  const limits = [
    app.createRateLimit({ max: loginRateLimit, timeWindow: '1 minute', keyGenerator: (request) => `login-account|${emailOf(request)}` }),
    app.createRateLimit({ max: loginRateLimit * ADDRESS_LIMIT_ACCOUNTS, timeWindow: '1 minute', keyGenerator: (request) => `login-address|${request.ip}` }),
  ];
  // After body parsing, so the account's limit can read the email; before the password is checked.
  const limitSignIns = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const outcome = await limit(request);
      if (outcome.isAllowed || !outcome.isExceeded) continue;
      reply.header('retry-after', String(outcome.ttlInSeconds));
      throw new HttpError(429, { key: 'tooManyLogins' });
    }
  };

  app.post<{ Body: Infer<typeof loginBody> }>(
    '/auth/login',
    {
      schema: {
        body: loginBody,
        response: { 200: loginAnswer, 401: errorAnswer(MESSAGES.invalidCredentials), 403: errorAnswer(MESSAGES.accountInactive), 429: errorAnswer(MESSAGES.tooManyLogins) },
      },
      preHandler: limitSignIns,
    },
    async (request) => {
      const input = cleanInput(request.body, ['password']);
      const problem = firstError(loginRules, input);
      if (problem) throw new HttpError(400, { key: problem });
      // loginRules passed, so both are present.
      const email = input.email as string;
      const password = input.password as string;

      const admin = await findAdminByEmail(app.db, email);
      // Verify even when nobody has this email, so timing does not tell which emails exist.
      const matches = await verifyPassword(admin?.passwordHash ?? (await decoyHash(passwordHashCost)), password);
      if (!admin || !matches || admin.status !== 'active') {
        // Refused sign-ins are logged too: the account named (if any) and the email typed.
        await recordActivity(app.db, {
          user: { id: admin?.id ?? null, name: admin ? `${admin.firstName} ${admin.lastName}` : normalizeEmail(email) },
          action: 'signInRefused',
          resource: 'auth',
          recordId: admin?.id ?? null,
          after: { email: normalizeEmail(email), reason: !admin || !matches ? 'wrong email or password' : 'inactive account' },
        });
        if (!admin || !matches) throw new HttpError(401, { key: 'invalidCredentials' });
        // Only after the right password: a guesser learns nothing about the account.
        throw new HttpError(403, { key: 'accountInactive' });
      }
      await recordActivity(app.db, {
        user: { id: admin.id, name: `${admin.firstName} ${admin.lastName}` },
        action: 'signIn',
        resource: 'auth',
        recordId: admin.id,
      });

      const token = await signSessionToken(admin, { secret: jwtSecret, lifetime: jwtLifetime });
      // The owner's switches on now (Settings, issue 47), so the console shows staff what they open.
      return { token, user: toStaffRecord(admin), features: [...FEATURES, ...app.offeredResources()], allowances: await readAllowances(app.db) };
    },
  );

  app.put<{ Body: Infer<typeof passwordChangeBody> }>(
    '/auth/password',
    {
      onRequest: app.requireSignIn,
      schema: { body: passwordChangeBody, response: { 200: passwordChangeAnswer } },
      config: {
        // Someone holding an unattended session must not be able to guess the password.
        rateLimit: {
          max: loginRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `password|${request.user?.id ?? request.ip}`,
          errorResponseBuilder: () => new HttpError(429, { key: 'tooManyLogins' }),
        },
      },
    },
    async (request) => {
      const input = cleanInput(request.body, ['currentPassword', 'newPassword', 'confirmPassword']);
      const problem = firstError(passwordChangeRules, input);
      if (problem) throw new HttpError(400, { key: problem });
      const user = currentUser(request);
      const admin = await findAdminById(app.db, user.id);
      if (!admin) throw new HttpError(401, { key: 'notSignedIn' });
      // 400, not 401: a mistyped current password must not end the session it is typed in.
      if (!(await verifyPassword(admin.passwordHash, input.currentPassword as string))) {
        throw new HttpError(400, { key: 'currentPasswordWrong' });
      }
      const passwordHash = await hashPassword(input.newPassword as string, passwordHashCost);
      const updated = await app.db.transaction().execute(async (trx) => {
        const after = await setAdminPassword(trx, admin.id, passwordHash, user.fullName);
        if (after) await recordActivity(trx, { user: actorOf(request), action: 'passwordChange', resource: 'staffs', recordId: admin.id, before: toStaffSnapshot(admin), after: toStaffSnapshot(after) });
        return after;
      });
      if (!updated) throw new HttpError(401, { key: 'notSignedIn' });
      // Every earlier token, this one included, is now refused: this session goes on with a new one.
      const token = await signSessionToken(updated, { secret: jwtSecret, lifetime: jwtLifetime });
      return { message: MESSAGES.passwordChanged, token, user: toStaffRecord(updated) };
    },
  );
}
