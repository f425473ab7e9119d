import type { HttpMethod } from '../http';
import type { Identifier } from 'react-admin';
import type { Feature } from '../domain/features';

/** 'GET /admins', 'PUT /admins/edit/:id' … */
export type RouteSpec = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** How to reach the shop's API for each react-admin verb (a declaration's `routes`). */
export interface RouteTable {
  list: RouteSpec;
  /**
   * Absent: getOne/getMany read the record from the (cached) list. With a `feature`, only a
   * backend that names it at sign-in has the route (a recharge sale with its payment, our
   * server's, product.md §10); against any other, getOne reads the list's copy as without one.
   */
  one?: RouteSpec | { route: RouteSpec; feature: Feature };
  create?: RouteSpec;
  update?: RouteSpec;
  delete?: RouteSpec;
  /** Key holding the list in an object answer, e.g. 'products' for `{products: [...]}`. */
  listKey?: string;
}

export interface Route {
  method: HttpMethod;
  path: string;
}

/** The route of one record on a backend that named `features` at sign-in; undefined where the list's copy is all there is. */
export function oneRoute(routes: RouteTable | undefined, features: readonly Feature[]): RouteSpec | undefined {
  const one = routes?.one;
  if (!one || typeof one === 'string') return one;
  return features.includes(one.feature) ? one.route : undefined;
}

/** 'PUT /admins/edit/:id' with id 'a b' → { method: 'PUT', path: '/admins/edit/a%20b' }. */
export function resolveRoute(spec: RouteSpec, id?: Identifier): Route {
  const [method, path] = spec.split(' ', 2) as [HttpMethod, string];
  return { method, path: id === undefined ? path : path.replace(':id', encodeURIComponent(String(id))) };
}

/** The last literal segment of a route's path ('GET /recharge/topup' → 'topup'). */
export function lastSegment(spec: RouteSpec): string {
  const segments = spec.split(' ', 2)[1].split('/').filter((part) => part && !part.startsWith(':'));
  return segments[segments.length - 1] ?? '';
}
