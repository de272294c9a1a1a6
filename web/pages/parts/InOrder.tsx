import { Fragment, type ReactNode } from 'react';
import type { PageContent } from '../../shared/content.ts';

/**
 * The page's movable sections (key → element, in their default order) in the order the admin gave them (docs/product.md § Content structure): each
 * stored section takes the place its sortOrder gives it among the others; a key the page lacks (hidden, or
 * absent and shown from a fallback) keeps its default place. The hero and the forms are not passed here: they
 * stay where the layout needs them.
 */
export function InOrder({ page, sections: byKey }: { page: PageContent | null; sections: Record<string, ReactNode> }) {
  const sections = Object.entries(byKey);
  const position = new Map(page?.sections.map((s, index) => [s.sectionKey, index]) ?? []);
  const sorted = sections.filter(([key]) => position.has(key)).sort(([a], [b]) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  let next = 0;
  const ordered = sections.map((entry) => (position.has(entry[0]) ? sorted[next++] : entry));
  return (
    <>
      {ordered.map(([key, element]) => (
        <Fragment key={key}>{element}</Fragment>
      ))}
    </>
  );
}
