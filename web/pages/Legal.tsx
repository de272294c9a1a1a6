// The Privacy Policy and Terms of Service (docs/product.md § Privacy Policy and Terms of Service): a long text laid out
// for reading: the hero's h1, the "last updated" line, a list of the sections to jump to, then each section as an
// h2 with its paragraphs. The contact section's lines are the company's details from the settings. Copy:
// web/shared/seed/privacy.ts, terms.ts (shape: legal.ts).
import type { Section } from '../shared/content.ts';
import { findSection, metaString } from '../shared/content.ts';
import { LEGAL_LABEL } from '../shared/seed/legal.ts';
import { Glyph } from '../components/Icon.tsx';
import { lucideCalendar } from '../shared/icon-svg.ts';
import { PageHero } from '../components/PageHero.tsx';
import { useSettings } from '../state/content.tsx';
import { blocksOf, heroImage, labelText } from './parts/blocks.ts';
import { settingLine } from './parts/setting-line.ts';
import type { PageProps } from './types.ts';

const anchor = (section: Section) => `part-${section.sectionKey}`;

export default function LegalPage({ page }: PageProps) {
  const hero = findSection(page, 'hero');
  const parts = (page?.sections ?? []).filter((s) => s.sectionKey !== 'hero' && s.title.trim());
  const updated = labelText(hero, LEGAL_LABEL.updated);
  const contents = labelText(hero, LEGAL_LABEL.contents);
  return (
    <>
      <PageHero section={hero} title={page?.title} image={heroImage(hero)} />
      <div className="band">
        <div className="container grid gap-10 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            {updated ? (
              <p className="m-0 flex items-center gap-2 text-sm font-semibold text-ink-muted">
                <Glyph svg={lucideCalendar} className="h-4 w-4 text-accent-dark" />
                {updated}
              </p>
            ) : null}
            {contents && parts.length > 1 ? (
              <nav aria-labelledby="legal-contents" className="mt-6 border-l-4 border-accent pl-4">
                <h2 id="legal-contents" className="m-0 text-sm font-bold uppercase tracking-[0.18em] text-ink">
                  {contents}
                </h2>
                <ol className="m-0 mt-3 grid list-none gap-1 p-0">
                  {parts.map((s) => (
                    <li key={s.id}>
                      <a href={`#${anchor(s)}`} className="inline-flex min-h-11 items-center text-[15px] text-body no-underline hover:text-accent-dark hover:underline kbd-focus rounded lg:min-h-9">
                        {s.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
          </div>
          <article className="max-w-[68ch]">
            {parts.map((section) => (
              <Part key={section.id} section={section} />
            ))}
          </article>
        </div>
      </div>
    </>
  );
}

function Part({ section }: { section: Section }) {
  const settings = useSettings();
  const lines = blocksOf(section, 'detail')
    .map((block) => ({ block, value: settingLine(metaString(block, 'kind'), settings) }))
    .filter((line) => line.value);
  return (
    <section aria-labelledby={anchor(section)} className="scroll-mt-24 border-t border-surface-line py-8 first:border-t-0 first:pt-0">
      <h2 id={anchor(section)} className="heading-3 m-0 scroll-mt-24">
        {section.title}
      </h2>
      {section.description ? <p className="prose m-0 mt-4 text-lg">{section.description}</p> : null}
      {blocksOf(section, 'paragraph').map((p) => (
        <p key={p.id} className="prose m-0 mt-4 whitespace-pre-line text-[17px]">
          {p.content}
        </p>
      ))}
      {lines.length ? (
        <dl className="m-0 mt-6 grid gap-x-6 gap-y-3 rounded-xl bg-surface-warm p-5 sm:grid-cols-[max-content_minmax(0,1fr)]">
          {lines.map(({ block, value }) => (
            <div key={block.id} className="contents">
              <dt className="text-sm font-bold uppercase tracking-wider text-ink-muted sm:pt-0.5">{block.title}</dt>
              <dd className="m-0 font-semibold text-ink">
                {value?.href ? (
                  <a href={value.href} className="break-words text-accent-dark underline underline-offset-4 hover:text-accent-deep">
                    {value.text}
                  </a>
                ) : (
                  value?.text
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
