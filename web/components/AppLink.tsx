import type { ReactNode } from 'react';

/**
 * A link in the page's content: a site path ("/contact"), tel:, mailto:, "#" or another site. Every page of the
 * site is a document of its own (the browser navigates; only forms are hydrated, web/islands), so it is a plain
 * anchor, the same with and without scripts.
 */
export function AppLink({ href, className, children, ...rest }: { href: string; className?: string; children: ReactNode; 'aria-label'?: string; 'aria-current'?: 'page' }) {
  return (
    <a href={href} className={className} {...rest}>
      {children}
    </a>
  );
}
