import { accounts } from './accounts';
import { settings } from './settings';
import { rechargesFloat } from './rechargesFloat';
import { dayclose } from './dayclose';
import { customers } from './customers';
import { agents } from './agents';
import { products } from './products';
import { bills } from './bills';
import { repairsManagement } from './repairsManagement';
import { repairsIssues } from './repairsIssues';
import { rechargesManagement } from './rechargesManagement';
import { rechargesHistory } from './rechargesHistory';
import { staffs } from './staffs';
import { activity } from './activity';
import { expensesCategories } from './expensesCategories';
import { expensesManagement } from './expensesManagement';

/** Each resource's words, one file per resource. */
export const resources = {
  accounts,
  settings,
  'recharges/float': rechargesFloat,
  dayclose,
  customers,
  agents,
  products,
  bills,
  'repairs/management': repairsManagement,
  'repairs/issues': repairsIssues,
  'recharges/management': rechargesManagement,
  'recharges/history': rechargesHistory,
  staffs,
  activity,
  'expenses/categories': expensesCategories,
  'expenses/management': expensesManagement,
};
