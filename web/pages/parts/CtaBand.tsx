import type { Section } from '../../shared/content.ts';
import { Reveal } from '../../components/Reveal.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { blocksOf } from './blocks.ts';

/** The amber closing band of a page: heading, one sentence, its buttons. */
export function CtaBand({ section, id }: { section: Section | undefined; id: string }) {
  if (!section) return null;
  return (
    <section aria-labelledby={id} className="bg-accent">
      <Reveal className="container flex flex-col gap-8 py-14 md:flex-row md:items-center md:justify-between md:py-16">
        <div className="max-w-2xl">
          <h2 id={id} className="heading-2 m-0">
            {section.title}
          </h2>
          {section.description ? <p className="m-0 mt-4 text-lg leading-relaxed text-ink">{section.description}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {blocksOf(section, 'button').map((b) => (
            <ButtonLink key={b.id} block={{ ...b, metadata: { ...b.metadata, variant: 'dark' } }} className="shrink-0" />
          ))}
        </div>
      </Reveal>
    </section>
  );
}
