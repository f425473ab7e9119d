import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLongTimers, LONG_TIMER_MS, SWEEP_MS } from './longTimers';

describe("react-query's long timers, gathered", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a query five minutes, and drops it within one look after', () => {
    const timers = createLongTimers();
    const dropped = vi.fn();

    timers.setTimeout(dropped, 5 * 60_000);
    // One page timer looks through them all, however many are waiting.
    for (let i = 0; i < 20; i++) timers.setTimeout(() => {}, 5 * 60_000);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(dropped).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SWEEP_MS);
    expect(dropped).toHaveBeenCalledTimes(1);
    // Nothing left waiting: the look stops.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forgets one cancelled, and only that one', () => {
    const timers = createLongTimers();
    const kept = vi.fn();
    const cancelled = vi.fn();

    const id = timers.setTimeout(cancelled, LONG_TIMER_MS);
    timers.setTimeout(kept, LONG_TIMER_MS);
    timers.clearTimeout(id);
    vi.advanceTimersByTime(LONG_TIMER_MS + SWEEP_MS);

    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('leaves a short timer (a retry) to the page, on time, and cancels it there', () => {
    const timers = createLongTimers();
    const retried = vi.fn();
    const cancelled = vi.fn();

    timers.setTimeout(retried, 1_000);
    timers.clearTimeout(timers.setTimeout(cancelled, 2_000));
    vi.advanceTimersByTime(1_000);

    expect(retried).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SWEEP_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('leaves intervals to the page', () => {
    const timers = createLongTimers();
    const refetch = vi.fn();

    const id = timers.setInterval(refetch, LONG_TIMER_MS);
    vi.advanceTimersByTime(2 * LONG_TIMER_MS);
    timers.clearInterval(id);
    vi.advanceTimersByTime(LONG_TIMER_MS);

    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
