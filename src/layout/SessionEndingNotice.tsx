import { lazy, Suspense, useEffect, useState } from 'react';
import { decodeExp, readToken } from '../session';

const SessionEndingAlert = lazy(() => import('./SessionEndingAlert'));

/** How long before the session ends the console says so: time to save a half-typed form. */
export const SESSION_WARNING_MS = 5 * 60 * 1000;
/** How often the token is read again (a password change or a new sign-in brings a new one). */
const CHECK_EVERY_MS = 15 * 1000;

/** When the stored session ends (ms since 1970), from the token's `exp`; undefined when there is none. */
function sessionEnd(): number | undefined {
  const token = readToken();
  const exp = token ? decodeExp(token) : undefined;
  return exp === undefined ? undefined : exp * 1000;
}

/**
 * A notice, five minutes before the sign-in ends, naming the time it ends, so a form being
 * typed is saved before the next call is refused and the console goes to the sign-in page
 * (product.md §4). It stays until dismissed; a new token (a later end) starts it over.
 */
export function SessionEndingNotice() {
  const [end, setEnd] = useState<number>();
  const [dismissedFor, setDismissedFor] = useState<number>();

  useEffect(() => {
    const check = () => {
      const at = sessionEnd();
      const now = Date.now();
      setEnd(at !== undefined && at > now && at - now <= SESSION_WARNING_MS ? at : undefined);
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  if (end === undefined || dismissedFor === end) return null;
  return (
    <Suspense fallback={null}>
      <SessionEndingAlert end={end} onDismiss={() => setDismissedFor(end)} />
    </Suspense>
  );
}
