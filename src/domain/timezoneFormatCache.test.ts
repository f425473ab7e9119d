import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs';

/**
 * The reference: a second, fresh copy of dayjs and its plugins, with only the plugin's own
 * `tz()` (a plugin patches the class of the copy it extends, and is applied once per copy of
 * itself, so ./dayjs's copies cannot give it).
 */
function pluginOnlyDayjs() {
  const require = createRequire(import.meta.url);
  const fresh = (name: string) => {
    const path = require.resolve(name);
    const shared = require.cache[path];
    delete require.cache[path];
    const loaded = require(name);
    if (shared) require.cache[path] = shared;
    return loaded;
  };
  const reference = fresh('dayjs');
  reference.extend(fresh('dayjs/plugin/utc'));
  reference.extend(fresh('dayjs/plugin/timezone'));
  return reference as typeof dayjs;
}

/** The zone a tz() result carries (MUI X's date adapter reads it), a member dayjs's types leave out. */
const zoneOf = (value: ReturnType<typeof dayjs>) => (value as unknown as { $x: { $timezone?: string } }).$x.$timezone;

const ZONES = ['Asia/Colombo', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];

/** Instants over a century, with their milliseconds, and around DST changes and Colombo's own changes of offset (1996, 2006). */
function instants(): number[] {
  const found: number[] = [];
  let seed = 7;
  const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  // Sixty random ones: the reference builds a formatter per call, seconds for thousands on a busy machine.
  for (let i = 0; i < 60; i++) found.push(Date.UTC(1950, 0, 1) + Math.floor(random() * 100 * 365.25 * 86_400_000));
  for (const edge of ['1996-05-25T18:00:00Z', '1996-10-25T18:00:00Z', '2006-04-14T18:00:00Z', '2026-03-08T07:00:00Z', '2026-10-25T01:00:00Z', '2026-03-12T04:30:00.123Z']) {
    for (let minutes = -90; minutes <= 90; minutes += 15) found.push(Date.parse(edge) + minutes * 60_000 + 123);
  }
  return found;
}

describe('tz() with a cached formatter', () => {
  const reference = pluginOnlyDayjs();

  it('is a different copy from the console’s, so the comparison means something', () => {
    expect(Object.getPrototypeOf(reference()).tz).not.toBe(Object.getPrototypeOf(dayjs()).tz);
  });

  it('gives what the timezone plugin gives, for each zone, instant and keepLocalTime', { timeout: 30_000 }, () => {
    let compared = 0;
    for (const zone of ZONES) {
      for (const instant of instants()) {
        for (const keepLocalTime of [false, true]) {
          const ours = dayjs(instant).tz(zone, keepLocalTime);
          const plugins = reference(instant).tz(zone, keepLocalTime);
          expect([ours.valueOf(), ours.utcOffset(), ours.format('YYYY-MM-DD HH:mm:ss.SSS Z'), zoneOf(ours)]).toEqual([
            plugins.valueOf(),
            plugins.utcOffset(),
            plugins.format('YYYY-MM-DD HH:mm:ss.SSS Z'),
            zoneOf(plugins),
          ]);
          compared++;
        }
      }
    }
    expect(compared).toBe(ZONES.length * instants().length * 2);
  });

  it('leaves an invalid date and the default zone to the plugin', () => {
    expect(dayjs('not a date').tz('Asia/Colombo').isValid()).toBe(false);
    expect(dayjs(0).tz().valueOf()).toBe(reference(0).tz().valueOf());
  });
});
