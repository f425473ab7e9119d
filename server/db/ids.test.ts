import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('is 24 lowercase hex characters', () => {
    expect(newId()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('starts with the creation time in seconds, like an ObjectId', () => {
    const id = newId(new Date('2026-03-12T04:30:00Z'));

    expect(parseInt(id.slice(0, 8), 16)).toBe(Date.parse('2026-03-12T04:30:00Z') / 1000);
  });

  it('differs between two ids of the same second', () => {
    const now = new Date();

    expect(newId(now)).not.toBe(newId(now));
  });
});
