import { startTransition } from 'react';

/**
 * `promise`, whose callbacks run in a transition: what they change in React's state is drawn as a
 * transition is, in slices that leave the browser free between them and without replacing what
 * is shown by a loading state. For a promise handed to code that sets state when it settles
 * (react-admin's async `<Admin>` child), which would otherwise draw its change in one task.
 */
export function handedOverInTransition<T>(promise: Promise<T>): Promise<T> {
  const then = promise.then.bind(promise);
  const thenInTransition = (onArrived?: ((value: T) => unknown) | null, onFailed?: ((reason: unknown) => unknown) | null) =>
    then(
      onArrived &&
        ((value: T) => {
          let result: unknown;
          startTransition(() => {
            result = onArrived(value);
          });
          return result;
        }),
      onFailed,
    );
  return Object.assign(promise, { then: thenInTransition as Promise<T>['then'] });
}
