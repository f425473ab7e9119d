import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/domain/messages';
import { isSuperAdminRole } from '../../src/domain/roles';
import { staffCreateRules, staffEditRules } from '../../src/domain/staff';
import { firstError, isBlank } from '../../src/domain/validation';
import { hashPassword } from '../auth/password';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { deleteAdmin, findAdminByEmail, findAdminById, insertAdmin, listAdmins, normalizeEmail, updateAdmin } from '../db/admins';
import { isUniqueViolation } from '../db/connect';
import { timestamp } from '../db/ids';
import type { Admin } from '../db/schema';
import { HttpError } from '../errors';
import { checkIfMatch } from '../http/preconditions';
import { sendList } from '../listCache';
import { arrayOf, cleanInput, errorAnswer, idParams, preconditionHeaders, type Infer } from '../schemas/common';
import { staffCreateBody, staffDeletedAnswer, staffEditBody, staffRecord, toStaffRecord, toStaffSnapshot } from '../schemas/staff';

type IdParams = Infer<typeof idParams>;

async function findOr404(app: FastifyInstance, id: string): Promise<Admin> {
  const admin = await findAdminById(app.db, id);
  if (!admin) throw new HttpError(404, { key: 'staffNotFound' });
  return admin;
}

/**
 * Staff accounts (product.md §2 Staffs, §7 /admins): super admins only, via the `staffs`
 * permissions. A super admin account is never created, deleted or deactivated here.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/admins',
    { onRequest: app.requireAccess('staffs', 'list'), schema: { response: { 200: arrayOf(staffRecord) } } },
    async (request, reply) => sendList(request, reply, 'all', async () => (await listAdmins(app.db)).map(toStaffRecord)),
  );

  app.post<{ Body: Infer<typeof staffCreateBody> }>(
    '/admins/create',
    {
      onRequest: app.requireAccess('staffs', 'create'),
      schema: { body: staffCreateBody, response: { 201: staffRecord, 409: errorAnswer(MESSAGES.emailTaken) } },
    },
    async (request, reply) => {
      const input = cleanInput(request.body, ['password']);
      const problem = firstError(staffCreateRules, input);
      if (problem) throw new HttpError(400, { key: problem });
      // product.md §5: role fixed to admin on create; absent means admin.
      if (input.role !== undefined && input.role !== 'admin') throw new HttpError(400, { key: 'roleFixedOnCreate' });
      // staffCreateRules passed, so names, email and password are present.
      const email = normalizeEmail(input.email as string);
      if (await findAdminByEmail(app.db, email)) throw new HttpError(409, { key: 'emailTaken' }, { email: { key: 'emailTaken' } });

      const passwordHash = await hashPassword(input.password as string, app.config.passwordHashCost);
      try {
        const admin = await app.db.transaction().execute(async (trx) => {
          const created = await insertAdmin(trx, {
            firstName: input.firstName as string,
            lastName: input.lastName as string,
            email,
            passwordHash,
            role: 'admin',
            createdByName: currentUser(request).fullName,
          });
          await recordActivity(trx, { user: actorOf(request), action: 'create', resource: 'staffs', recordId: created.id, after: toStaffSnapshot(created) });
          return created;
        });
        return reply.code(201).send(toStaffRecord(admin));
      } catch (error) {
        // A concurrent create of the same email got in between the check and the insert.
        if (isUniqueViolation(error)) throw new HttpError(409, { key: 'emailTaken' }, { email: { key: 'emailTaken' } });
        throw error;
      }
    },
  );

  app.put<{ Params: IdParams; Body: Infer<typeof staffEditBody> }>(
    '/admins/edit/:id',
    {
      onRequest: app.requireAccess('staffs', 'edit'),
      schema: { params: idParams, headers: preconditionHeaders(), body: staffEditBody, response: { 200: staffRecord, 409: errorAnswer(MESSAGES.staleWrite) } },
    },
    async (request) => {
      const stored = await findOr404(app, request.params.id);
      const input = cleanInput(request.body, ['password']);
      // Email is read-only on edit: absent means unchanged, so rules see the stored one.
      const problem = firstError(staffEditRules, { ...input, email: input.email ?? stored.email });
      if (problem) throw new HttpError(400, { key: problem });
      if (input.email !== undefined && normalizeEmail(input.email) !== stored.email) {
        throw new HttpError(400, { key: 'emailNotChangeable' });
      }
      if (input.role !== undefined && input.role !== stored.role) throw new HttpError(400, { key: 'roleNotChangeable' });
      if (input.status !== undefined && input.status !== stored.status && isSuperAdminRole(stored.role)) {
        throw new HttpError(400, { key: 'superAdminStatusFixed' });
      }

      // A new password (optional) is hashed before the write; with it, or with the account
      // switched off, passwordChangedAt moves, so the staff member's sessions end for good (the
      // guard refuses their older tokens, also once the account is switched on again).
      const passwordHash = isBlank(input.password) ? undefined : await hashPassword(input.password as string, app.config.passwordHashCost);
      const switchedOff = input.status === 'inactive' && stored.status !== 'inactive';
      const updated = await app.db.transaction().execute(async (trx) => {
        const before = await findAdminById(trx, stored.id, { toChange: true });
        if (!before) return undefined;
        checkIfMatch(request, before);
        const after = await updateAdmin(trx, stored.id, {
          firstName: input.firstName,
          lastName: input.lastName,
          status: input.status,
          ...(passwordHash === undefined ? {} : { passwordHash }),
          ...(passwordHash !== undefined || switchedOff ? { passwordChangedAt: timestamp() } : {}),
          updatedByName: currentUser(request).fullName,
        });
        if (after) {
          const action = passwordHash === undefined ? 'update' : 'passwordSet';
          await recordActivity(trx, { user: actorOf(request), action, resource: 'staffs', recordId: stored.id, before: toStaffSnapshot(before), after: toStaffSnapshot(after) });
        }
        return after;
      });
      if (!updated) throw new HttpError(404, { key: 'staffNotFound' });
      return toStaffRecord(updated);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/admins/delete/:id',
    {
      onRequest: app.requireAccess('staffs', 'delete'),
      schema: { params: idParams, headers: preconditionHeaders(), response: { 200: staffDeletedAnswer, 409: errorAnswer(MESSAGES.staleWrite, MESSAGES.superAdminNotDeletable) } },
    },
    async (request) => {
      const stored = await findOr404(app, request.params.id);
      if (isSuperAdminRole(stored.role)) throw new HttpError(409, { key: 'superAdminNotDeletable' });
      const deleted = await app.db.transaction().execute(async (trx) => {
        const before = await findAdminById(trx, stored.id, { toChange: true });
        if (!before) return false;
        checkIfMatch(request, before);
        if (!(await deleteAdmin(trx, stored.id))) return false;
        await recordActivity(trx, { user: actorOf(request), action: 'delete', resource: 'staffs', recordId: stored.id, before: toStaffSnapshot(before) });
        return true;
      });
      if (!deleted) throw new HttpError(404, { key: 'staffNotFound' });
      return { message: MESSAGES.staffDeleted, _id: stored.id };
    },
  );
}
