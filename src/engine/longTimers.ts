import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers at least this long are gathered. */
export const LONG_TIMER_MS = 60_000;
/** How often the gathered timers are looked through: how late one of them may run. */
export const SWEEP_MS = 10_000;

type TimerId = ReturnType<typeof setTimeout> | number;

/**
 * react-query's timers (its `timeoutManager.setTimeoutProvider`), with the long ones gathered.
 * Each query it keeps asks for a timer to drop it five minutes after the last screen lets it
 * go, and cancels it when a screen takes it up again; a list's rows alone make one query each,
 * so opening a screen asked for and cancelled dozens of timers at once. Those of a minute or
 * more are kept in a list instead, which one timer looks through every `SWEEP_MS`: they run
 * up to that late, which nothing five minutes away minds. Shorter ones (a retry, a staleness of
 * seconds) are the page's own timers, as before.
 */
export function createLongTimers(): TimeoutProvider<TimerId> {
  const due = new Map<number, { at: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let sweeping: ReturnType<typeof setInterval> | undefined;

  const sweep = () => {
    const now = Date.now();
    for (const [id, timer] of due) {
      if (timer.at > now) continue;
      due.delete(id);
      timer.callback();
    }
    if (due.size === 0) {
      clearInterval(sweeping);
      sweeping = undefined;
    }
  };

  return {
    setTimeout: (callback, delay) => {
      if (delay < LONG_TIMER_MS) return setTimeout(callback, delay);
      // Negative, so that no id of the page's own timers is ever one of these.
      lastId -= 1;
      due.set(lastId, { at: Date.now() + delay, callback });
      sweeping ??= setInterval(sweep, SWEEP_MS);
      return lastId;
    },
    clearTimeout: (id) => {
      if (typeof id === 'number' && id < 0) due.delete(id);
      else clearTimeout(id);
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id),
  };
}
