import { sql } from 'kysely';
import type { PagedList } from '../paging/pagedList';
import { searchIndex } from '../paging/search';
import { toTopUpRecord } from '../schemas/recharge';
import type { RechargeTopUp } from './schema';

/**
 * Recharge Management's top-ups as our server pages them (src/resources/recharges/management.ts:
 * the same fields, search and figures the console's declaration names). The list is the
 * owner's, by-names and costs included. `records` ("12 / 340", the declaration's text
 * figure) is built from `shown` and `kept` by the route (see recordsFigure), since the
 * paging's figures are numbers.
 */
export function topUpList({ withNames }: { withNames: boolean }): PagedList<RechargeTopUp> {
  return {
    table: 'recharge_topups',
    fields: {
      id: { sql: sql`recharge_topups.id`, kind: 'text' },
      rechargeType: { sql: sql`recharge_topups.rechargeType`, kind: 'text', sortable: true },
      topUpValue: { sql: sql`recharge_topups.topUpValue`, kind: 'money', sortable: true },
      topUpCost: { sql: sql`recharge_topups.topUpCost`, kind: 'money', sortable: true },
      // The Colombo day's first instant, ISO-8601 UTC.
      topUpDate: { sql: sql`recharge_topups.topUpDate`, kind: 'instant', sortable: true },
      ...(withNames ? { createdByName: { sql: sql`recharge_topups.createdByName`, kind: 'text', sortable: true } as const } : {}),
    },
    defaultSort: { field: 'topUpDate', descending: true },
    search: (text) => searchIndex('recharge_topups_search', sql`recharge_topups.searchKey`, text),
    summary: () => ({
      totalValue: { sql: sql`coalesce(sum(recharge_topups.topUpValue), 0)`, money: true },
      totalCost: { sql: sql`coalesce(sum(recharge_topups.topUpCost), 0)`, money: true },
      [SHOWN]: { sql: sql`count(*)` },
      [KEPT]: { sql: sql`count(*)`, over: 'all' },
    }),
    records: async () => toTopUpRecord,
  };
}

const SHOWN = 'shown';
const KEPT = 'kept';
const count = new Intl.NumberFormat('en-LK');

/**
 * A page's answer with the declaration's `records` figure, 'shown / kept' as the in-browser
 * list writes it (src/resources/recharges/balances.ts `shownOfAll`), in place of the two
 * counts it is made of. Any other answer (an export's stream, an error) passes unchanged.
 */
export function recordsFigure(payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{"data":')) return payload;
  // The figures come last: only they are read and written again, not the page's records.
  const at = payload.lastIndexOf(',"summary":');
  const summary = at < 0 ? undefined : (JSON.parse(payload.slice(at + ',"summary":'.length, -1)) as Record<string, unknown>);
  if (!summary || !(SHOWN in summary) || !(KEPT in summary)) return payload;
  const { [SHOWN]: shown, [KEPT]: kept, ...figures } = summary;
  return `${payload.slice(0, at)},"summary":${JSON.stringify({ ...figures, records: `${count.format(Number(shown))} / ${count.format(Number(kept))}` })}}`;
}
