import { describe, expect, it } from 'vitest';
import { entityTags, versionFromTag, versionTag } from './versions';

describe('record versions as If-Match preconditions', () => {
  const at = '2026-11-23T04:30:00.123Z';

  it('tags a record by its updatedAt and reads the tag back', () => {
    expect(versionTag(at)).toBe(`"v-${at}"`);
    expect(versionFromTag(versionTag(at))).toBe(at);
    expect(versionFromTag(`W/"v-${at}"`)).toBe(at);
  });

  it('reads the version among other tags (a product edit also names its stock)', () => {
    expect(versionFromTag(`"stock-4", "v-${at}"`)).toBe(at);
    expect(entityTags(`"stock-4", W/"v-${at}"`)).toEqual(['"stock-4"', `W/"v-${at}"`]);
  });

  it.each([undefined, '', '"stock-4"', '*', 'v-2026'])('reads no version from %j (no precondition)', (header) => {
    expect(versionFromTag(header)).toBeUndefined();
  });

  it('gives no tag for a record without updatedAt', () => {
    expect(versionTag(undefined)).toBeUndefined();
    expect(versionTag('')).toBeUndefined();
  });
});
