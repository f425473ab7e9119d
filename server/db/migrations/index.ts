import type { Migration } from 'kysely';
import { plainResources } from '../../resources';
import * as admins from './0001_admins';
import * as customersAgents from './0002_customers_agents';
import * as recharge from './0004_recharge';
import * as productsBills from './0005_products_bills';
import * as repairs from './0006_repairs';
import * as expenses from './0007_expenses';
import * as rechargeTotals from './0008_recharge_totals';
import * as passwordChangedAt from './0009_password_changed_at';
import * as activity from './0010_activity';
import * as payments from './0012_payments';
import * as billReturns from './0013_bill_returns';
import * as settingsNumbers from './0014_settings_numbers';
import * as discounts from './0015_discounts';
import * as walkIn from './0016_walk_in';
import * as expensePayment from './0017_expense_payment';
import * as floatChecks from './0018_float_checks';
import * as dayClose from './0019_day_close';
import * as closingHour from './0020_closing_hour';
import * as repairMessages from './0021_repair_messages';
import * as statusPage from './0022_status_page';
import * as repairIntake from './0023_repair_intake';
import * as warranties from './0024_warranties';
import * as shiftCloses from './0025_shift_closes';
import * as dashboardIndexes from './0026_dashboard_indexes';
import * as billsList from './0027_bills_list';
import * as repairsSearch from './0028_repairs_search';
import * as rechargeSearch from './0029_recharge_search';
import * as expensesSearch from './0030_expenses_search';
import * as peopleSearch from './0031_people_search';
import * as activitySearch from './0032_activity_search';
import * as productsList from './0033_products_list';
import * as preferredLanguage from './0034_preferred_language';
import * as searchMerge from './0035_search_merge';
import * as dataVersion from './0036_data_version';
import * as rateLimits from './0037_rate_limits';
import * as searchAtCommit from './0038_search_at_commit';
import * as activityTextOnePass from './0039_activity_text_one_pass';
import * as searchCrisisMerge from './0040_search_crisis_merge';
import * as creditNotesSearched from './0041_credit_notes_searched';
import * as searchInTransaction from './0042_search_in_transaction';
import * as stockMovements from './0044_stock_movements';
import * as goodsReceipts from './0045_goods_receipts';
import * as stockAdjustmentsCounts from './0046_stock_adjustments_counts';
import * as productBarcodes from './0047_product_barcodes';
import * as reorder from './0048_reorder';
import * as movementCosts from './0049_movement_costs';
import * as goodsReceiptsSearch from './0050_goods_receipts_search';
import * as staffReceiving from './0051_staff_receiving';
import * as renewals from './0052_renewals';
import * as reportReads from './0053_report_reads';
import * as sellersAndPackageLengths from './0054_sellers_and_package_lengths';
import * as billIdsByDay from './0055_bill_ids_by_day';

/**
 * Every migration, applied in name order. Listed by hand rather than found by scanning a
 * folder, so the set is fixed at build time and works the same from source, bundles and
 * tests. Add a migration: a new frozen file `000N_what.ts` and one line here; a plain
 * resource's own table instead comes with its declaration (server/resources), whose
 * `migrations` are added below. (0003 was never used: the number was kept for a migration
 * that landed later as 0005.)
 */
export const migrations: Record<string, Migration> = withPlainResourceMigrations({
  '0001_admins': admins,
  '0002_customers_agents': customersAgents,
  '0004_recharge': recharge,
  '0005_products_bills': productsBills,
  '0006_repairs': repairs,
  '0007_expenses': expenses,
  '0008_recharge_totals': rechargeTotals,
  '0009_password_changed_at': passwordChangedAt,
  '0010_activity': activity,
  '0012_payments': payments,
  '0013_bill_returns': billReturns,
  '0014_settings_numbers': settingsNumbers,
  '0015_discounts': discounts,
  '0016_walk_in': walkIn,
  '0017_expense_payment': expensePayment,
  '0018_float_checks': floatChecks,
  '0019_day_close': dayClose,
  '0020_closing_hour': closingHour,
  '0021_repair_messages': repairMessages,
  '0022_status_page': statusPage,
  '0023_repair_intake': repairIntake,
  '0024_warranties': warranties,
  '0025_shift_closes': shiftCloses,
  '0026_dashboard_indexes': dashboardIndexes,
  '0027_bills_list': billsList,
  '0028_repairs_search': repairsSearch,
  '0029_recharge_search': rechargeSearch,
  '0030_expenses_search': expensesSearch,
  '0031_people_search': peopleSearch,
  '0032_activity_search': activitySearch,
  '0033_products_list': productsList,
  '0034_preferred_language': preferredLanguage,
  '0035_search_merge': searchMerge,
  '0036_data_version': dataVersion,
  '0037_rate_limits': rateLimits,
  '0038_search_at_commit': searchAtCommit,
  '0039_activity_text_one_pass': activityTextOnePass,
  '0040_search_crisis_merge': searchCrisisMerge,
  '0041_credit_notes_searched': creditNotesSearched,
  '0042_search_in_transaction': searchInTransaction,
  // 0043 is the suppliers' own (server/resources/suppliers.ts).
  '0044_stock_movements': stockMovements,
  '0045_goods_receipts': goodsReceipts,
  '0046_stock_adjustments_counts': stockAdjustmentsCounts,
  '0047_product_barcodes': productBarcodes,
  '0048_reorder': reorder,
  '0049_movement_costs': movementCosts,
  '0050_goods_receipts_search': goodsReceiptsSearch,
  '0051_staff_receiving': staffReceiving,
  '0052_renewals': renewals,
  '0053_report_reads': reportReads,
  '0054_sellers_and_package_lengths': sellersAndPackageLengths,
  '0055_bill_ids_by_day': billIdsByDay,
});

function withPlainResourceMigrations(numbered: Record<string, Migration>): Record<string, Migration> {
  const all = { ...numbered };
  for (const [name, migration] of plainResources.flatMap((resource) => Object.entries(resource.migrations ?? {}))) {
    if (name in all) throw new Error(`Migration ${name} is declared twice`);
    all[name] = migration;
  }
  // In name order, the order they are applied in (and a database lists them in).
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
