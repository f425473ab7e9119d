import type { PlainResource } from '../crud/declaration';
import { agents } from './agents';
import { customers } from './customers';
import { expenseCategories } from './expenseCategories';
import { suppliers } from './suppliers';

/**
 * The plain resources, each served by the generic routes (server/crud); adding one is its
 * declaration file and a line here. A plain list, so the server, its bundle and the tests
 * see the same set with nothing to discover. Each table is made by its declaration's own
 * migrations (or, for those older than the generic routes, by the numbered ones in
 * db/migrations).
 */
export const plainResources: readonly PlainResource<any>[] = [agents, customers, expenseCategories, suppliers];
