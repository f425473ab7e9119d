import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../src/domain/languages';
import { MESSAGES, refusalSaid } from '../../src/domain/messages';
import { readAmount, toCents } from '../../src/domain/money';
import { creditLimitProblem, isRefusal, oldestUnpaid, receive } from '../../src/domain/payments';
import { isWalkInId } from '../../src/domain/walkIn';
import { actorOf, currentUser } from '../auth/guard';
import { recordActivity } from '../db/activity';
import { findAgentById } from '../db/agents';
import { findCustomerById } from '../db/customers';
import { accountOf, listDebtors, movementsOf, recordTenders, setCreditLimit, type Party } from '../db/payments';
import type { Account, Database } from '../db/schema';
import { refuseClosedDay } from '../dayLock';
import { HttpError } from '../errors';
import { sendList } from '../listCache';
import { arrayOf, errorAnswer } from '../schemas/common';
import {
  accountOut,
  creditLimitBody,
  debtorOut,
  partyParams,
  paymentInput,
  toAccountOut,
  toDebtorOut,
  type CreditLimitBody,
  type PartyParams,
  type PaymentInput,
} from '../schemas/payments';

/** The customer or agent the path names, as an account shows them; 404 when there is none (the walk-in customer has none). */
async function personOf(db: Kysely<Database>, party: Party): Promise<{ name: string; phoneNumber: string; whatsappNumber: string; language: Language | null }> {
  if (party.type === 'customer' && isWalkInId(party.id)) throw new HttpError(404, { key: 'walkInNoAccount' });
  const person = party.type === 'agent' ? await findAgentById(db, party.id) : await findCustomerById(db, party.id);
  if (!person) throw new HttpError(404, { key: 'partyNotFound' });
  return {
    name: `${person.firstName} ${person.lastName}`.trim(),
    phoneNumber: person.phoneNumber,
    whatsappNumber: person.whatsappNumber,
    language: person.language ?? null,
  };
}

/** The account as a statement: every movement with the running balance. */
async function statement(db: Kysely<Database>, party: Party, account?: Account) {
  const person = await personOf(db, party);
  const movements = await movementsOf(db, party);
  const oldest = oldestUnpaid(movements.map((movement) => ({ at: movement.at, amount: movement.amount }))) ?? null;
  return toAccountOut(account ?? (await accountOf(db, party)), person, movements, oldest);
}

const partyOf = (params: PartyParams): Party => ({ type: params.partyType, id: params.partyId });

/**
 * Accounts of customers and agents (product.md §10, beyond the spec): what each owes from
 * credit sales, payments received on account, and the credit limit the owner sets.
 * - `GET /accounts`: who owes what (everyone), most owed first;
 * - `GET /accounts/:partyType/:partyId`: one account as a statement (everyone);
 * - `POST …/payments`: a payment received, part or all of the balance, never more (everyone);
 * - `PUT …`: the credit limit (super admins).
 * Each write is one transaction: two payments of one debt at once never take it below zero.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/accounts',
    { onRequest: app.requireAccess('accounts', 'list'), schema: { response: { 200: arrayOf(debtorOut) } } },
    async (request, reply) => sendList(request, reply, 'all', async () => (await listDebtors(app.db)).map(toDebtorOut)),
  );

  app.get<{ Params: PartyParams }>(
    '/accounts/:partyType/:partyId',
    { onRequest: app.requireAccess('accounts', 'show'), schema: { params: partyParams, response: { 200: accountOut, 404: errorAnswer(MESSAGES.partyNotFound, MESSAGES.walkInNoAccount) } } },
    async (request) => statement(app.db, partyOf(request.params)),
  );

  app.post<{ Params: PartyParams; Body: PaymentInput }>(
    '/accounts/:partyType/:partyId/payments',
    {
      onRequest: app.requireAccess('accounts', 'create'),
      schema: {
        params: partyParams,
        body: paymentInput,
        response: {
          201: accountOut,
          400: errorAnswer(MESSAGES.tendersRequired),
          404: errorAnswer(MESSAGES.partyNotFound, MESSAGES.walkInNoAccount),
          409: errorAnswer(MESSAGES.paymentMoreThanOwed, MESSAGES.nothingOwed),
        },
      },
    },
    async (request, reply) => {
      const party = partyOf(request.params);
      const answer = await app.db.transaction().execute(async (trx) => {
        await refuseClosedDay(trx, new Date());
        await personOf(trx, party);
        const before = await accountOf(trx, party, { toChange: true });
        const outcome = receive(before.balance, request.body.tenders, { cashGiven: request.body.cashGiven });
        if (isRefusal(outcome)) {
          const conflict = outcome.error === 'paymentMoreThanOwed' || outcome.error === 'nothingOwed';
          throw new HttpError(conflict ? 409 : 400, refusalSaid(outcome));
        }
        const note = request.body.note?.trim() || null;
        await recordTenders(trx, outcome, { source: 'account', sourceId: null }, party, actorOf(request), note);
        const after = await accountOf(trx, party);
        await recordActivity(trx, {
          user: actorOf(request),
          action: 'payment',
          resource: 'accounts',
          recordId: party.id,
          before: { balance: before.balance },
          after: { balance: after.balance, received: outcome.received, tenders: outcome.tenders, note },
        });
        return statement(trx, party, after);
      });
      return reply.code(201).send(answer);
    },
  );

  app.put<{ Params: PartyParams; Body: CreditLimitBody }>(
    '/accounts/:partyType/:partyId',
    {
      onRequest: app.requireAccess('accounts', 'edit'),
      schema: { params: partyParams, body: creditLimitBody, response: { 200: accountOut, 400: errorAnswer(MESSAGES.creditLimitInvalid, MESSAGES.creditLimitTooLarge), 404: errorAnswer(MESSAGES.partyNotFound, MESSAGES.walkInNoAccount) } },
    },
    async (request) => {
      const party = partyOf(request.params);
      const problem = creditLimitProblem(request.body.creditLimit);
      if (problem) throw new HttpError(400, { key: problem });
      const limit = readAmount(request.body.creditLimit);
      return app.db.transaction().execute(async (trx) => {
        await personOf(trx, party);
        const before = await accountOf(trx, party);
        const after = await setCreditLimit(trx, party, toCents(limit), currentUser(request).fullName);
        await recordActivity(trx, {
          user: actorOf(request),
          action: 'update',
          resource: 'accounts',
          recordId: party.id,
          before: { creditLimit: before.creditLimit },
          after: { creditLimit: after.creditLimit },
        });
        return statement(trx, party, after);
      });
    },
  );
}
