import { expect, it } from 'vitest';
import { migrations } from '../db/migrations';

/**
 * A shop's database applies migrations in name order and will not start when a new one sorts
 * before one it has already applied. So each migration, numbered (server/db/migrations) or a
 * plain resource's own (its declaration's `migrations`), takes the next number after every
 * other: the numbers run one after another, skipping only those never used.
 */
const NEVER_USED = [3, 11];

it('numbers every migration, numbered or a plain resource’s, once and next after the one before', () => {
  const names = Object.keys(migrations);
  expect(names.filter((name) => !/^\d{4}_[a-z0-9_]+$/.test(name))).toEqual([]);
  const numbers = names.map((name) => Number(name.slice(0, 4))).sort((a, b) => a - b);
  const highest = numbers.at(-1)!;
  const expected = Array.from({ length: highest }, (_, index) => index + 1).filter((number) => !NEVER_USED.includes(number));
  expect(numbers).toEqual(expected);
});
