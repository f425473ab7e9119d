import { sql } from 'kysely';
import { shownOfAllText } from '../../src/domain/labels';
import type { PagedList } from '../paging/pagedList';
import { toTopUpRecord } from '../schemas/recharge';
import type { RechargeTopUp } from './schema';

/**
 * Recharge Management's top-ups as our server pages them (src/resources/recharges/management.ts:
 * the same fields, search and figures the console's declaration names). The list is the
 * owner's, by-names and costs included. `records` is the declaration's text figure, the
 * top-ups shown of all kept ('12 / 340'), worded by the domain's `shownOfAllText` as the browser words it.
 */
export function topUpList({ withNames }: { withNames: boolean }): PagedList<RechargeTopUp> {
  return {
    table: 'recharge_topups',
    fields: {
      id: { sql: sql.ref('recharge_topups.id'), kind: 'text' },
      rechargeType: { sql: sql.ref('recharge_topups.rechargeType'), kind: 'text', sortable: true },
      topUpValue: { sql: sql.ref('recharge_topups.topUpValue'), kind: 'money', sortable: true },
      topUpCost: { sql: sql.ref('recharge_topups.topUpCost'), kind: 'money', sortable: true },
      // The Colombo day's first instant, ISO-8601 UTC.
      topUpDate: { sql: sql.ref('recharge_topups.topUpDate'), kind: 'instant', sortable: true },
      ...(withNames ? { createdByName: { sql: sql.ref('recharge_topups.createdByName'), kind: 'text', sortable: true } as const } : {}),
    },
    defaultSort: { field: 'topUpDate', descending: true },
    search: { index: 'recharge_topups_search', key: sql.ref('recharge_topups.searchKey') },
    summary: {
      totalValue: { sql: sql`coalesce(sum(${sql.ref('recharge_topups.topUpValue')}), 0)`, money: true },
      totalCost: { sql: sql`coalesce(sum(${sql.ref('recharge_topups.topUpCost')}), 0)`, money: true },
      records: { sql: sql`count(*)`, over: 'all', text: (kept, shown) => shownOfAllText(shown, kept) },
    },
    records: async () => toTopUpRecord,
  };
}

