import { activity } from './activity';
import { agents } from './agents';
import { bills } from './bills';
import { customers } from './customers';
import { expenseCategories } from './expenses/categories';
import { expenses } from './expenses/management';
import { products } from './products';
import { rechargeHistory } from './recharges/history';
import { rechargeManagement } from './recharges/management';
import { repairIssues } from './repairIssues';
import { repairs } from './repairs';
import { staffs } from './staffs';
import type { ResourceDeclaration } from './types';

/**
 * Every resource of the console. App.tsx, the menu and the dataProvider map over this list;
 * adding a resource is one folder plus one line here.
 */
export const registry: readonly ResourceDeclaration<any>[] = [
  staffs,
  customers,
  agents,
  products,
  bills,
  rechargeManagement,
  rechargeHistory,
  repairs,
  repairIssues,
  expenses,
  expenseCategories,
  activity,
];

export function findResource(name: string): ResourceDeclaration<any> | undefined {
  return registry.find((resource) => resource.name === name);
}
