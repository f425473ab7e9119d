import type { FastifyInstance } from 'fastify';
import { ledgerDays, ledgerOfEntries } from '../../src/domain/dashboard';
import { dayjs, PAYLOAD_DAY } from '../../src/domain/dayjs';
import { MESSAGES } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import { currentUser } from '../auth/guard';
import { readDayRange } from '../dayRange';
import { attentionCounts, dashboardEntries } from '../db/dashboardLedgers';
import { HttpError } from '../errors';
import { cleanInput, errorAnswer } from '../schemas/common';
import { attentionAnswer, attentionQuery, ledgersAnswer, ledgersQuery, type AttentionQuery, type LedgersQuery } from '../schemas/dashboard';

/** The longest range one call reads: a year and a day, more than the dashboard's month and 30 days. */
const MAX_DAYS = 366;

/**
 * The dashboard's figures as sums (product.md §10, beyond the spec; feature `dashboardLedgers`):
 * each kind's count and amount per Asia/Colombo day over `from`…`to`, summed in SQL, so the
 * dashboard's cost follows the days it shows, not the shop's years. A backend without it leaves
 * the console computing the same ledgers from the lists (src/dashboard/ledgers.ts), which is
 * what these must equal. Everyone reads it; profit and expenses only a role that sees the
 * dashboard's cost (the owner).
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: LedgersQuery }>(
    '/dashboard/ledgers',
    {
      onRequest: app.requireAccess('dashboard', 'list'),
      schema: {
        querystring: ledgersQuery,
        response: { 200: ledgersAnswer, 400: errorAnswer(MESSAGES.revenueRangeRequired, MESSAGES.dateRangeOrder, MESSAGES.dashboardRangeTooLong) },
      },
    },
    async (request) => {
      const { from, to, ...range } = readDayRange(request.query);
      if (dayjs(to, PAYLOAD_DAY, true).diff(dayjs(from, PAYLOAD_DAY, true), 'day') >= MAX_DAYS) throw new HttpError(400, { key: 'dashboardRangeTooLong' });
      const owner = can(currentUser(request).role, 'dashboard', 'cost');
      const entries = await dashboardEntries(app.db, { from, to }, range, owner);
      const withProfit = (kind: keyof typeof entries) => owner && (kind === 'bills' || kind === 'recharges' || kind === 'repairs');
      const days = (kind: keyof typeof entries) => ledgerDays(ledgerOfEntries(entries[kind]), withProfit(kind));
      return {
        from,
        to,
        bills: days('bills'),
        recharges: days('recharges'),
        repairs: days('repairs'),
        takenIn: days('takenIn'),
        collected: days('collected'),
        ...(owner ? { expenses: days('expenses') } : {}),
      };
    },
  );

  // What needs attention, counted here rather than from the repairs and products lists: the
  // same counts the console makes from them (src/domain/dashboard.ts `repairsWaiting`,
  // `lowStockSummary`), at the stock threshold the console uses. Everyone: no cost in it.
  app.get<{ Querystring: AttentionQuery }>(
    '/dashboard/attention',
    {
      onRequest: app.requireAccess('dashboard', 'list'),
      schema: { querystring: attentionQuery, response: { 200: attentionAnswer, 400: errorAnswer(MESSAGES.stockThresholdInvalid) } },
    },
    async (request) => {
      const stock = Number(cleanInput(request.query).stock);
      if (!Number.isInteger(stock) || stock < 0 || stock > 100_000) throw new HttpError(400, { key: 'stockThresholdInvalid' });
      return attentionCounts(app.db, new Date().toISOString(), stock);
    },
  );
}
