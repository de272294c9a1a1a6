// Hydrates the page's islands (web/islands/registry.ts) with React, in the browser only: loaded by web/boot-public.ts
// after the first paint, and only on a page that has one (a form page).
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandPayload } from '../shared/content.ts';
import { createContentStore } from '../state/content.tsx';
import { IslandRoot, islandIdPrefix } from './IslandRoot.tsx';
import { ISLAND_ATTRIBUTE, ISLANDS, type IslandName } from './registry.ts';
import { mountToaster } from './toaster.tsx';

/** Resolves once every island on the page has hydrated. */
export async function hydrateIslands(): Promise<void> {
  // In a task of its own, after the one that evaluated React: on a slow phone (Lighthouse's 4x CPU) the two in one
  // task were one block of ~400 ms.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const data = document.getElementById('page-data')?.textContent;
  const payload = JSON.parse(data ?? '{}') as IslandPayload;
  const store = createContentStore({ page: null, site: null, ...payload }, undefined);
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  mountToaster();
  await Promise.all(
    elements.map(
      (element) =>
        new Promise<void>((resolve) => {
          const Component = ISLANDS[element.dataset.island as IslandName] as ComponentType<object> | undefined;
          if (!Component) return resolve();
          const props = JSON.parse(element.dataset.props ?? '{}') as object;
          // A transition yields to the browser every few milliseconds: no long task on a slow phone.
          startTransition(() => {
            hydrateRoot(
              element,
              <IslandRoot store={store} onHydrated={resolve}>
                <Component {...props} />
              </IslandRoot>,
              { identifierPrefix: islandIdPrefix(element.dataset.island ?? '') },
            );
          });
        }),
    ),
  );
}
