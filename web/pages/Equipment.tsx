// Equipment (docs/product.md § Equipment): hero, three categories with feature lists, the eight machines (each card opens its own
// page, web/pages/Machine.tsx), rental terms and the quote form. Copy: web/shared/seed/equipment.ts.
import type { Section } from '../shared/content.ts';
import { findSection, isSectionHidden, metaString } from '../shared/content.ts';
import { quoteFormSection } from '../shared/seed/equipment.ts';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { Island } from '../islands/Island.tsx';
import { WhatsAppLink } from '../components/WhatsAppLink.tsx';
import { useSettings } from '../state/content.tsx';
import { blocksOf, heroActions, heroImage, labelText } from './parts/blocks.ts';
import { Band } from './parts/Band.tsx';
import { MachineCard } from './parts/MachineCard.tsx';
import { RatesTable } from './parts/MachineRates.tsx';
import { IconLine } from './parts/IconLine.tsx';
import { FeatureCard } from './parts/FeatureCard.tsx';
import { InOrder } from './parts/InOrder.tsx';
import { SectionHeading } from './parts/SectionHeading.tsx';
import { telHref } from '../lib/tel.ts';
import { PhotoBand } from './parts/PhotoBand.tsx';
import { fillGrid } from './parts/fill-grid.ts';
import { fillSizes } from './parts/fill-sizes.ts';
import type { PageProps } from './types.ts';

export default function EquipmentPage({ page }: PageProps) {
  const hero = findSection(page, 'hero');
  return (
    <>
      <PageHero section={hero} eyebrow={page?.title} actions={heroActions(hero)} image={heroImage(hero)} />
      <InOrder
        page={page}
        sections={{
          categories: <Categories section={findSection(page, 'categories')} />,
          photo_band: <PhotoBand section={findSection(page, 'photo_band')} id="eq-photo-band" />,
          gallery: <Gallery section={findSection(page, 'gallery')} />,
          'rental-terms': <RentalTerms section={findSection(page, 'rental-terms')} />,
        }}
      />
      {isSectionHidden(page, 'quote-form') ? null : <Quote section={findSection(page, 'quote-form')} />}
    </>
  );
}

const CATEGORY_COLUMNS = { md: 2, lg: 3 } as const;
// Machines are compact cards: two side by side on a phone.
const MACHINE_COLUMNS = { base: 2, md: 3, lg: 4 } as const;
const MACHINE_GAPS = { sm: 12, md: 20, lg: 20 };
const TERM_COLUMNS = { md: 3, lg: 3 } as const;

function Categories({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const categories = blocksOf(section, 'category');
  return (
    <Band section={section} headingId="eq-categories" anchor="categories">
      <ul className={`m-0 mt-12 list-none p-0 ${fillGrid(categories.length, CATEGORY_COLUMNS)}`}>
        {categories.map((category, index) => (
          <FeatureCard key={category.id} block={category} index={index} fallbackIcon="truck" sizes={fillSizes(categories.length, CATEGORY_COLUMNS)} framed={categories.some((c) => c.imageUrl)} />
        ))}
      </ul>
    </Band>
  );
}

function Gallery({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const machines = blocksOf(section, 'machine');
  return (
    <Band section={section} headingId="eq-gallery" anchor="gallery" tone="warm">
      <ul className={`m-0 mt-12 list-none p-0 [--gap:.75rem] md:[--gap:1.25rem] ${fillGrid(machines.length, MACHINE_COLUMNS)}`}>
        {machines.map((machine, index) => (
          <Reveal as="li" key={machine.id} delay={(index % 4) * 100 + 100}>
            <MachineCard block={machine} more={labelText(section, 'more', 'Specifications and quote')} sizes={fillSizes(machines.length, MACHINE_COLUMNS, MACHINE_GAPS)} />
          </Reveal>
        ))}
      </ul>
      <RatesTable section={section} machines={machines} />
    </Band>
  );
}

/** The terms as a numbered strip on navy, not boxed cards: the gallery's cards are just above. */
function RentalTerms({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const terms = blocksOf(section, 'term');
  return (
    <Band section={section} headingId="eq-terms" anchor="rental-terms" tone="ink">
      <ol className={`m-0 mt-12 list-none p-0 [--gap:2.5rem] ${fillGrid(terms.length, TERM_COLUMNS)}`}>
        {terms.map((term, index) => (
          <Reveal as="li" key={term.id} delay={(index + 1) * 100} className="border-t-2 border-accent pt-6">
            <div className="flex items-center justify-between gap-4">
              <span aria-hidden="true" className="font-display text-5xl font-extrabold leading-none text-accent tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </span>
              <Icon name={metaString(term, 'icon', 'check')} className="h-7 w-7 text-slate-300" />
            </div>
            <h3 className="m-0 mt-5 text-xl font-bold leading-snug text-white md:text-2xl">{term.title}</h3>
            <p className="m-0 mt-3 text-base leading-relaxed text-slate-200">{term.content}</p>
          </Reveal>
        ))}
      </ol>
    </Band>
  );
}

function Quote({ section }: { section: Section | undefined }) {
  const settings = useSettings();
  return (
    <section id="quote-form" aria-labelledby={section ? 'eq-quote' : undefined} className="band scroll-mt-20">
      <div className="container grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          {section ? <SectionHeading section={section} id="eq-quote" /> : null}
          <ul className="m-0 mt-10 grid list-none gap-6 p-0">
            {blocksOf(section, 'contact').map((line) => (
              <IconLine key={line.id} block={line}>
                {metaString(line, 'kind') === 'phone' && settings.phone ? (
                  <a href={telHref(settings.phone)} className="mt-2 inline-flex min-h-11 items-center gap-2 text-lg font-bold text-accent-dark underline-offset-4 hover:underline">
                    {settings.phone}
                  </a>
                ) : null}
              </IconLine>
            ))}
          </ul>
          <WhatsAppLink className="mt-8 w-full sm:w-auto" />
        </div>
        <div className="card self-start border-t-4 border-t-accent p-6 md:p-10">
          <Island name="quote-form" props={{ section, fallback: quoteFormSection, labelledBy: section ? 'eq-quote' : undefined }} />
        </div>
      </div>
    </section>
  );
}
