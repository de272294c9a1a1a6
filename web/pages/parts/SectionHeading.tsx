import type { Section } from '../../shared/content.ts';

/** A section's eyebrow (subtitle), h2 (title) and lead sentence (description), on a light or a navy band. */
export function SectionHeading({
  section,
  id,
  center = false,
  dark = false,
  className,
}: {
  section: Section;
  id: string;
  center?: boolean;
  dark?: boolean;
  className?: string;
}) {
  const wrap = [center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl', className].filter(Boolean).join(' ');
  return (
    <div className={wrap}>
      {section.subtitle ? (
        <p className={`m-0 mb-3 text-sm font-semibold uppercase tracking-[0.2em] ${dark ? 'text-accent' : 'text-accent-dark'}`}>
          {section.subtitle}
        </p>
      ) : null}
      <h2 id={id} className={`heading-2 m-0 ${dark ? 'text-white' : ''}`}>
        {section.title}
      </h2>
      <span aria-hidden="true" className={`mt-5 block h-1 w-12 rounded-full bg-accent ${center ? 'mx-auto' : ''}`} />
      {section.description ? (
        <p className={`m-0 mt-5 text-lg leading-relaxed ${dark ? 'text-slate-200' : 'text-body'}`}>{section.description}</p>
      ) : null}
    </div>
  );
}
