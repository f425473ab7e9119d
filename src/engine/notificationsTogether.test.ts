import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotificationsTogether } from './notificationsTogether';

describe('react-query notifications delivered together', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for one timer for every notification waiting, and delivers them in order', () => {
    const timers: (() => void)[] = [];
    const schedule = createNotificationsTogether((run) => timers.push(run));
    const delivered: string[] = [];

    schedule(() => delivered.push('fetching'));
    schedule(() => delivered.push('answered'));
    schedule(() => delivered.push('list drawn'));

    expect(timers).toHaveLength(1);
    expect(delivered).toEqual([]);
    timers[0]();
    expect(delivered).toEqual(['fetching', 'answered', 'list drawn']);
  });

  it('asks again for what arrives while it delivers, for after them', () => {
    const timers: (() => void)[] = [];
    const schedule = createNotificationsTogether((run) => timers.push(run));
    const delivered: string[] = [];

    schedule(() => {
      delivered.push('first');
      schedule(() => delivered.push('made by the first'));
    });
    timers[0]();

    expect(delivered).toEqual(['first']);
    expect(timers).toHaveLength(2);
    timers[1]();
    expect(delivered).toEqual(['first', 'made by the first']);
  });

  it('still delivers the others when one throws, then throws its error in the timer', () => {
    const timers: (() => void)[] = [];
    const schedule = createNotificationsTogether((run) => timers.push(run));
    const delivered: string[] = [];

    schedule(() => {
      throw new Error('a subscriber failed');
    });
    schedule(() => delivered.push('the next one'));

    expect(() => timers[0]()).toThrow('a subscriber failed');
    expect(delivered).toEqual(['the next one']);
  });

  it('waits for a timer of the page by default, as react-query does', () => {
    vi.useFakeTimers();
    const schedule = createNotificationsTogether();
    const delivered: string[] = [];

    schedule(() => delivered.push('answered'));
    expect(delivered).toEqual([]);
    vi.runAllTimers();
    expect(delivered).toEqual(['answered']);
  });
});
