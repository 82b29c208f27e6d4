import { useCallback, useState } from 'react';

/**
 * For sections loaded only once the reader scrolls near them: `ref` watches the element (put it on a
 * placeholder with the section's height), `seen` turns true when it comes within `rootMargin` of the
 * viewport and stays true.
 */
export function useScrolledNear(rootMargin: string) {
  const [seen, setSeen] = useState(false);
  const watch = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          setSeen(true);
          observer.disconnect();
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return { seen, ref: seen ? undefined : watch };
}
