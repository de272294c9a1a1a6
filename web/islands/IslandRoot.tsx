import { useEffect, type ReactNode } from 'react';
import { Router } from 'wouter';
import type { StoreApi } from 'zustand';
import { ContentProvider, type ContentState } from '../state/content.tsx';

/**
 * What an island is rendered inside, the same on the server (at `path`) and in the browser (at the page's own
 * address; `onHydrated` once it has). The tree must be the same on both sides, down to the number of children,
 * or useId gives other ids.
 */
export function IslandRoot({ store, path, onHydrated, children }: { store: StoreApi<ContentState>; path?: string; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <Router ssrPath={path}>
      <ContentProvider store={store}>{children}</ContentProvider>
    </Router>
  );
}

/**
 * Each island is a React root of its own, on the server as in the browser, with ids of its own: useId then gives the
 * same ids on both sides wherever the island sits in the page (ids made inside the whole page's render would not).
 */
export const islandIdPrefix = (name: string) => `${name}-`;
