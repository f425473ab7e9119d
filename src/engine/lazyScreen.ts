import { createElement, lazy, memo, useState, type ComponentType, type ReactNode } from 'react';

/** A screen in a chunk of its own, as React.lazy gives, that can also be loaded ahead of its first render. */
export interface LazyScreen<P extends object = object> {
  (props: P): ReactNode;
  /** Starts loading the chunk (once); resolves when it is loaded. */
  preload: () => Promise<void>;
}

/**
 * React.lazy with a `preload`. A React.lazy screen always suspends on its first render, even
 * when its chunk is already loaded, and React holds a Suspense fallback on screen for a
 * minimum time once shown (its "throttle"): at start, with a page in one chunk and its list
 * in another, that wait came once per chunk. A screen preloaded before it renders (main.tsx
 * starts the current route's) renders at once instead; one not yet loaded suspends as with
 * React.lazy, and keeps that lazy form for its life, so it is never mounted twice.
 *
 * Memoised: react-admin renders its routes again just after they mount (it registers the
 * resources, and its sign-in check answers), and a screen whose props have not changed need not
 * render with them; what it reads from a context or a query still renders it again.
 */
export function lazyScreen<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  return Object.assign(memo(Screen), { preload });
}
