// Apart from ./listQuery, so the sign-in form's rules read a path without loading the list maths.

type Row = Record<string, unknown>;

/**
 * `a.b.c` in a record; undefined when any step is missing. A number picks a list's item
 * (`products.0`); a name maps over the list (`products.name` of a bill → every line's name),
 * so a search can look inside lines.
 */
export function getPath(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (Array.isArray(value)) value = /^\d+$/.test(key) ? value[Number(key)] : value.map((item) => getPath(item, key));
    else if (value === null || typeof value !== 'object') return undefined;
    else value = (value as Row)[key];
  }
  return value;
}
