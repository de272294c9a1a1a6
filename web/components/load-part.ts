import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the page whose code is fetched when it is first wanted (the menu drawer, the toasts). Offline the fetch
 * fails: the part is then left out and the page keeps working (React's lazy() would throw and take the whole page
 * down with it), and it is fetched again when the browser is back online.
 */
export function useLoadedPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, wanted: boolean): ComponentType<P> | null {
  const [part, setPart] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || part) return;
    let cancelled = false;
    const attempt = () =>
      void load().then(
        (module) => {
          if (!cancelled) setPart(() => module.default);
        },
        () => window.addEventListener('online', attempt, { once: true }),
      );
    attempt();
    return () => {
      cancelled = true;
      window.removeEventListener('online', attempt);
    };
  }, [wanted, part, load]);
  return part;
}
