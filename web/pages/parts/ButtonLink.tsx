import type { ContentBlock } from '../../shared/content.ts';
import { metaString } from '../../shared/content.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { Glyph } from '../../components/Icon.tsx';
import { lucideArrowRight } from '../../shared/icon-svg.ts';

const VARIANTS: Record<string, string> = {
  primary: 'btn-primary',
  dark: 'btn-dark',
  outline: 'btn-outline text-ink',
  'outline-light': 'btn-outline text-white',
};

/** A `button` block as a link styled as a button: label = title, target = metadata.href. */
export function ButtonLink({ block, onDark = false, className }: { block: ContentBlock | undefined; onDark?: boolean; className?: string }) {
  if (!block) return null;
  const variant = metaString(block, 'variant', 'primary');
  const style = variant === 'outline' && onDark ? VARIANTS['outline-light'] : (VARIANTS[variant] ?? VARIANTS.primary);
  return (
    <AppLink href={metaString(block, 'href', '/contact')} className={className ? `${style} ${className}` : style}>
      {block.title}
      <Glyph svg={lucideArrowRight} className="h-5 w-5" />
    </AppLink>
  );
}
