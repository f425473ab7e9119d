/**
 * The address of a resource's list with `filter` applied, as react-admin keeps list state in
 * the URL (`/repairs/management?filter={"status":"Returned from Company"}`): the keys are the
 * declared filters' (see `filterKeys`), so the list shows each as its removable chip.
 */
export function listLink(resource: string, filter: Record<string, unknown> = {}): string {
  const query = Object.keys(filter).length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return `/${resource}${query}`;
}
