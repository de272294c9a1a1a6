// Real estate (docs/product.md § Real estate): hero, four services, the developments on sale (each opens its own page), the record in counters, four property types, three reasons and
// the private enquiry form (service preselected: Real Estate). Copy: web/shared/seed/real-estate.ts.
import type { Section } from '../shared/content.ts';
import { fillGrid } from './parts/fill-grid.ts';
import { Band } from './parts/Band.tsx';
import { fillSizes } from './parts/fill-sizes.ts';
import { findSection, isSectionHidden, metaList, metaString } from '../shared/content.ts';
import { realEstateFormSection } from '../shared/seed/real-estate.ts';
import { ContentImage } from '../components/ContentImage.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { Island } from '../islands/Island.tsx';
import { WhatsAppLink } from '../components/WhatsAppLink.tsx';
import { blocksOf, heroActions, heroImage, labelText, SCENE } from './parts/blocks.ts';
import { DevelopmentCard } from './parts/DevelopmentCard.tsx';
import { IconLine } from './parts/IconLine.tsx';
import { IconPoint } from './parts/IconPoint.tsx';
import { InOrder } from './parts/InOrder.tsx';
import { SectionHeading } from './parts/SectionHeading.tsx';
import { StatGrid } from './parts/StatGrid.tsx';
import { PhotoBand } from './parts/PhotoBand.tsx';
import type { PageProps } from './types.ts';
import { PictureStandIn } from './parts/PictureStandIn.tsx';

export default function RealEstatePage({ page }: PageProps) {
  const hero = findSection(page, 'hero');
  return (
    <>
      <PageHero section={hero} eyebrow={page?.title} actions={heroActions(hero)} image={heroImage(hero)} />
      <InOrder
        page={page}
        sections={{
          services: <Services section={findSection(page, 'services')} />,
          photo_band: <PhotoBand section={findSection(page, 'photo_band')} id="re-photo-band" />,
          developments: <Developments section={findSection(page, 'developments')} />,
          statistics: <Statistics section={findSection(page, 'statistics')} />,
          reasons: <Reasons section={findSection(page, 'reasons')} />,
          'property-types': <PropertyTypes section={findSection(page, 'property-types')} />,
        }}
      />
      {isSectionHidden(page, 'enquiry-form') ? null : <Enquiry section={findSection(page, 'enquiry-form')} />}
    </>
  );
}

const FOUR_COLUMNS = { md: 2, lg: 4 } as const;
// A development card ends with a full-width button.
const DEVELOPMENT_COLUMNS = { md: 2, lg: 3, oneMore: false } as const;

function Services({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const services = blocksOf(section, 'service');
  return (
    <Band section={section} headingId="re-services" anchor="services">
      <ul className={`m-0 mt-12 list-none p-0 ${fillGrid(services.length, FOUR_COLUMNS)}`}>
        {services.map((service, index) => (
          <Reveal as="li" key={service.id} delay={(index + 1) * 100} className="card flex flex-col border-t-4 border-t-accent p-6">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-ink text-accent">
              <Icon name={metaString(service, 'icon', 'building')} className="h-6 w-6" />
            </span>
            <h3 className="heading-3 m-0 mt-5">{service.title}</h3>
            <p className="prose m-0 mt-3">{service.content}</p>
          </Reveal>
        ))}
      </ul>
    </Band>
  );
}

/** The developments selling now or soon, each card opening its own page (web/pages/Development.tsx). */
function Developments({ section }: { section: Section | undefined }) {
  const developments = blocksOf(section, 'development');
  if (!section || developments.length === 0) return null;
  return (
    <Band section={section} headingId="re-developments" anchor="developments" tone="warm">
      <ul className={`m-0 mt-12 list-none p-0 ${fillGrid(developments.length, DEVELOPMENT_COLUMNS)}`}>
        {developments.map((development, index) => (
          <Reveal as="li" key={development.id} delay={(index + 1) * 100}>
            <DevelopmentCard block={development} open={labelText(section, 'open', 'View development')} sizes={fillSizes(developments.length, DEVELOPMENT_COLUMNS)} />
          </Reveal>
        ))}
      </ul>
    </Band>
  );
}

function Statistics({ section }: { section: Section | undefined }) {
  if (!section) return null;
  return (
    <Band section={section} headingId="re-statistics" tone="ink" headingClassName="mb-12">
      <StatGrid blocks={blocksOf(section, 'stat')} tone="ink" />
    </Band>
  );
}

function PropertyTypes({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const properties = blocksOf(section, 'property');
  return (
    <Band section={section} headingId="re-property-types" anchor="property-types" tone="warm">
      <ul className={`m-0 mt-12 list-none p-0 ${fillGrid(properties.length, FOUR_COLUMNS)}`}>
        {properties.map((property, index) => (
          <Reveal as="li" key={property.id} delay={(index + 1) * 100}>
            <article className="card flex h-full flex-col overflow-hidden">
              {property.imageUrl ? (
                <ContentImage
                  src={property.imageUrl}
                  alt={metaString(property, 'imageAlt', property.title)}
                  {...SCENE}
                  sizes={fillSizes(properties.length, FOUR_COLUMNS)}
                  className="pic bg-surface-warm"
                />
              ) : properties.some((p) => p.imageUrl) ? (
                <PictureStandIn icon="home" />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <h3 className="heading-3 m-0">{property.title}</h3>
                <p className="prose m-0 mt-3">{property.content}</p>
                <Tags tags={metaList(property, 'tags')} />
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </Band>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="m-0 mt-5 flex list-none flex-wrap gap-2 p-0">
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-surface-warm px-2.5 py-1 text-xs font-semibold text-ink-soft ring-1 ring-surface-line">
          {tag}
        </li>
      ))}
    </ul>
  );
}

function Reasons({ section }: { section: Section | undefined }) {
  if (!section) return null;
  return (
    <section aria-labelledby="re-reasons" className="band">
      <div className="container grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <SectionHeading section={section} id="re-reasons" className="lg:sticky lg:top-28 lg:self-start" />
        <ol className="m-0 grid list-none gap-5 p-0">
          {blocksOf(section, 'reason').map((reason, index) => (
            <IconPoint key={reason.id} block={reason} index={index} />
          ))}
        </ol>
      </div>
    </section>
  );
}

function Enquiry({ section }: { section: Section | undefined }) {
  return (
    <section id="enquiry-form" aria-labelledby="re-enquiry" className="band scroll-mt-20">
      <div className="container grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          {section ? <SectionHeading section={section} id="re-enquiry" /> : null}
          <ul className="m-0 mt-10 grid list-none gap-6 p-0">
            {blocksOf(section, 'promise').map((promise) => (
              <IconLine key={promise.id} block={promise} />
            ))}
          </ul>
          <WhatsAppLink className="mt-8 w-full sm:w-auto" />
        </div>
        <div className="card self-start border-t-4 border-t-accent p-6 md:p-10">
          <Island name="contact-form" props={{ section, fallback: realEstateFormSection, defaultService: 'real-estate', labelledBy: section ? 're-enquiry' : undefined }} />
        </div>
      </div>
    </section>
  );
}
