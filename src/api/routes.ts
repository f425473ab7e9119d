import type { HttpMethod } from '../http';
import type { Identifier } from 'react-admin';
import type { RouteSpec } from '../resources/types';

export interface Route {
  method: HttpMethod;
  path: string;
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
