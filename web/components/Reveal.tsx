import type { ElementType, ReactNode } from 'react';

/**
 * Content that fades and slides in once when 10% of it scrolls into view (docs/product.md § Reveals). The server
 * renders it visible, marked with its delay; web/enhance/reveals.ts hides and reveals it, only with scripts, no
 * reduced-motion preference and the element still below the fold.
 */
export function Reveal({
  children,
  delay = 0,
  as = 'div',
  className,
  ...data
}: { children: ReactNode; delay?: number; as?: ElementType; className?: string; [data: `data-${string}`]: string }) {
  const Tag = as;
  return (
    <Tag className={className || undefined} data-reveal-delay={delay} {...data}>
      {children}
    </Tag>
  );
}
