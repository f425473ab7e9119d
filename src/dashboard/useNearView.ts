import { useCallback, useState } from 'react';

/**
 * Whether the element given the ref is in view or within a quarter of the view's height of it, and
 * stays true once it has been. What is drawn from it, below the fold on a phone, is drawn just
 * before the person scrolls to it rather than while the page starts. A wider margin reached the
 * element while the parts above it were still filling in. True at once where the browser has no
 * IntersectionObserver.
 */
/** How far from the view, as a share of its height, an element counts as near. */
export const NEAR_VIEW_MARGIN = 0.25;

export function useNearView<T extends Element>(): [ref: (element: T) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T) => {
      if (near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `${NEAR_VIEW_MARGIN * 100}% 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
