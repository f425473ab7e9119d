import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { PlainPagedList } from '../crud/declaration';
import { caseless, type ListField } from '../paging/pagedList';

/**
 * The Customers and Agents lists as our server pages them (src/resources/people.ts
 * `personColumns`: the columns the console sorts by, and `id` for getMany), searched through
 * their trigram indexes (migration 0031). Text sorts ignoring case, as the console's
 * in-browser sort reads names. The by-names only for a caller who sees them.
 */
function personList(table: 'customers' | 'agents', request: FastifyRequest, extra: readonly string[] = []): PlainPagedList {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const text = (name: string): ListField => caseless(column(name));
  const withNames = !request.hiddenByNames?.length;
  return {
    fields: {
      id: { sql: column('id'), kind: 'text' },
      firstName: text('firstName'),
      nicNumber: text('nicNumber'),
      ...Object.fromEntries(extra.map((name) => [name, text(name)])),
      email: text('email'),
      ...(withNames ? { createdByName: text('createdByName'), updatedByName: text('updatedByName') } : {}),
      createdAt: { sql: column('createdAt'), kind: 'instant', sortable: true },
    },
    defaultSort: { field: 'createdAt', descending: true },
    search: { index: `${table}_search`, key: column('searchKey') },
  };
}

export const customerList = (request: FastifyRequest) => personList('customers', request, ['cardNumber']);
export const agentList = (request: FastifyRequest) => personList('agents', request);
