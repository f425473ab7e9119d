/**
 * "No lost updates": an edit carries the version of the record it started from, as an
 * `If-Match: "v-<updatedAt>"` precondition (another backend may ignore it). Our server
 * refuses the write with a 409 when the record has changed since, so two people editing the
 * same customer, repair or top-up cannot silently overwrite each other.
 */
export function versionTag(updatedAt: unknown): string | undefined {
  return typeof updatedAt === 'string' && updatedAt ? `"v-${updatedAt}"` : undefined;
}

/** The version an `If-Match` header names; undefined when it names none (no precondition). */
export function versionFromTag(header: string | undefined): string | undefined {
  const match = /^(?:W\/)?"v-([^"]+)"$/.exec(header?.trim() ?? '');
  return match ? match[1] : undefined;
}

/** Whether a write made from `sentTag` may replace a record now at `currentUpdatedAt`. */
export function isCurrentVersion(sentTag: string | undefined, currentUpdatedAt: unknown): boolean {
  const sent = versionFromTag(sentTag);
  return sent === undefined || sent === currentUpdatedAt;
}
