import { describe, expect, it } from 'vitest';
import { withoutYear } from './TakingsBars';

describe("a day under the takings chart's bars", () => {
  it('is the day and month without the year, in whole words', () => {
    expect(withoutYear('29 Nov 2026')).toBe('29 Nov');
    // Six characters of it were '29 ஆகஸ': the month cut inside a letter.
    expect(withoutYear('29 ஆகஸ்ட் 2026')).toBe('29 ஆகஸ்ட்');
    expect(withoutYear('27 ඉල් 2026')).toBe('27 ඉල්');
  });
});
