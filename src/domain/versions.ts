/**
 * "No lost updates": an edit carries the version of the record it started from, as an
 * `If-Match: "v-<updatedAt>"` precondition (another backend may ignore it). Our server
 * refuses the write with a 409 when the record has changed since, so two people editing the
 * same customer, repair or top-up cannot silently overwrite each other.
 */
export function versionTag(updatedAt: unknown): string | undefined {
  return typeof updatedAt === 'string' && updatedAt ? `"v-${updatedAt}"` : undefined;
}

/**
 * The entity tags of an `If-Match` header: `"a", W/"b"` → ['"a"', 'W/"b"']. A write may carry
 * more than one kind (a product's edit sends its stock and its version), each read by its own check.
 */
export function entityTags(header: string | null | undefined): string[] {
  return (header ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
}

/** What the first of a header's tags that `pattern` matches holds (its first group); undefined when none does. */
export function tagValue(header: string | null | undefined, pattern: RegExp): string | undefined {
  for (const tag of entityTags(header)) {
    const match = pattern.exec(tag);
    if (match) return match[1];
  }
  return undefined;
}

/** The version an `If-Match` header names; undefined when it names none (no precondition). */
export function versionFromTag(header: string | null | undefined): string | undefined {
  return tagValue(header, /^(?:W\/)?"v-([^"]+)"$/);
}
