import type { ComponentType } from 'react';
import { ISLANDS, type IslandName, type IslandProps } from './registry.ts';

/**
 * A part of the page the browser hydrates (web/islands/hydrate.tsx) with the same props it was rendered with here:
 * they travel as JSON in the element's data-props. The element takes no box of its own (display: contents).
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const Component = ISLANDS[name] as ComponentType<object>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
