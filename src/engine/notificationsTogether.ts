/**
 * react-query tells the screen what changed (a query fetching, answered, failed) in a task after
 * the one that changed it, and asks for a timer each time it has something to tell. A screen that
 * opens subscribes its queries from React's effects, dozens in one task, and so asked for dozens
 * of timers: each its own task, and each a render of what it changed. This scheduler
 * (react-query's `notifyManager.setScheduler`) asks for one timer for all that are waiting, so
 * they arrive in one task and React draws them in one render.
 */
export function createNotificationsTogether(setTimer: (run: () => void) => void = (run) => setTimeout(run)) {
  let waiting: (() => void)[] = [];
  const deliver = () => {
    const due = waiting;
    waiting = [];
    let failure: { error: unknown } | undefined;
    for (const notify of due) {
      try {
        notify();
      } catch (error) {
        failure ??= { error };
      }
    }
    // As a timer of its own would have, the error reaches the page; the others arrived first.
    if (failure) throw failure.error;
  };
  return (notify: () => void) => {
    waiting.push(notify);
    if (waiting.length === 1) setTimer(deliver);
  };
}
