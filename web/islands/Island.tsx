import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { useLocation } from 'wouter';
import { trustedHTML } from '../shared/trusted-types.ts';
import { useContentStoreApi } from '../state/content.tsx';
import { IslandRoot, islandIdPrefix } from './IslandRoot.tsx';
import { ISLANDS, type IslandName, type IslandProps } from './registry.ts';

/**
 * A part of the page the browser hydrates (web/islands/hydrate.tsx) with the same props it was rendered with here:
 * they travel as JSON in the element's data-props. Rendered as a root of its own (IslandRoot), so that its ids match
 * the browser's. The element takes no box of its own (display: contents). One island of a name per page.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const store = useContentStoreApi();
  const [path] = useLocation();
  const Component = ISLANDS[name] as ComponentType<object>;
  const html = renderToString(
    <IslandRoot store={store} path={path}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(name) },
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of the island, escaped by it.
  return <div data-island={name} data-props={JSON.stringify(props)} className="contents" dangerouslySetInnerHTML={{ __html: trustedHTML(html) }} />;
}
