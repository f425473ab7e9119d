import type { PlainResource } from '../crud/declaration';
import { agents } from './agents';
import { customers } from './customers';
import { expenseCategories } from './expenseCategories';

/**
 * The plain resources: each a declaration served by the generic routes (server/crud), its
 * table made by its own migrations (or, for those older than the generic routes, by the
 * numbered ones in db/migrations). A new one is a file here and one line below.
 */
export const plainResources: readonly PlainResource<any>[] = [customers, agents, expenseCategories];
