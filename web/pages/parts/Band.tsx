import type { ReactNode } from 'react';
import type { Section } from '../../shared/content.ts';
import { SectionHeading } from './SectionHeading.tsx';

/** The three grounds a section sits on; navy is padded like the light ones but reads as a darker beat. */
const TONES = { light: 'band', warm: 'band-warm', ink: 'bg-ink py-16 md:py-24' } as const;

/**
 * A page section in the site's usual shape: its ground, the page's container, the section's heading (eyebrow,
 * title, rule, lede), then what it holds. `anchor` is the id a link or the header's menu jumps to; the section then
 * stops below the sticky header.
 */
export function Band({
  section,
  headingId,
  anchor,
  tone = 'light',
  center = false,
  headingClassName,
  children,
}: {
  section: Section;
  headingId: string;
  anchor?: string;
  tone?: keyof typeof TONES;
  center?: boolean;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={headingId} className={anchor ? `${TONES[tone]} scroll-mt-20` : TONES[tone]}>
      <div className="container">
        <SectionHeading section={section} id={headingId} center={center} dark={tone === 'ink'} className={headingClassName} />
        {children}
      </div>
    </section>
  );
}
