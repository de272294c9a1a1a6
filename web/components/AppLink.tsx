import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A site path ("/contact") navigates client-side; anything else (tel:, mailto:, "#", another site) is a plain link. */
export function AppLink({ href, className, children, ...rest }: { href: string; className?: string; children: ReactNode; 'aria-label'?: string; 'aria-current'?: 'page'; onClick?: () => void }) {
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link href={href} className={className} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} {...rest}>
      {children}
    </a>
  );
}
