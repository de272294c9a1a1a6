import type { ContentBlock, Section } from '../shared/content.ts';
import { findSection, metaList, metaString } from '../shared/content.ts';
import { AppLink } from '../components/AppLink.tsx';
import { ContentImage } from '../components/ContentImage.tsx';
import { SLOT_SIZES } from '../components/image-sizes.ts';
import { Glyph, Icon } from '../components/Icon.tsx';
import { lucideArrowDown, lucideArrowRight, lucideCircleCheck } from '../shared/icon-svg.ts';
import { PageHero } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { blocksOf, coverTiles, heroActions, heroImage, SCENE } from './parts/blocks.ts';
import { Band } from './parts/Band.tsx';
import { CtaBand } from './parts/CtaBand.tsx';
import { InOrder } from './parts/InOrder.tsx';
import { SectionHeading } from './parts/SectionHeading.tsx';
import { StatGrid } from './parts/StatGrid.tsx';
import type { PageProps } from './types.ts';
import { PictureStandIn } from './parts/PictureStandIn.tsx';

export default function ServicesPage({ page }: PageProps) {
  const hero = findSection(page, 'hero');
  const statistics = findSection(page, 'statistics');
  const services = findSection(page, 'services');
  return (
    <>
      <PageHero
        section={hero}
        eyebrow={page?.title}
        actions={heroActions(hero).length ? heroActions(hero) : <JumpLinks services={blocksOf(services, 'service')} />}
        image={heroImage(hero)}
        mosaic={coverTiles(blocksOf(services, 'service'))}
      />
      <InOrder
        page={page}
        sections={{
          services: <ServiceList section={services} />,
          statistics: statistics ? (
            <Band section={statistics} headingId="services-statistics" tone="ink" headingClassName="mb-12">
              <StatGrid blocks={blocksOf(statistics, 'stat')} />
            </Band>
          ) : null,
          cta: <CtaBand section={findSection(page, 'cta')} id="services-cta" />,
        }}
      />
    </>
  );
}

/** A service's band anchor, from its title: "Paint Manufacturing" → "paint-manufacturing". */
const anchorOf = (service: ContentBlock) =>
  service.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || `service-${service.id}`;

function JumpLinks({ services }: { services: ContentBlock[] }) {
  if (!services.length) return null;
  return (
    <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2">
      {services.map((service) => (
        <li key={service.id}>
          <a
            href={`#${anchorOf(service)}`}
            className="group flex min-h-12 items-center gap-3 rounded-lg border border-white/15 bg-white/5 px-4 py-3 font-semibold text-white no-underline transition-colors hover:border-accent hover:bg-white/10"
          >
            <Icon name={metaString(service, 'icon', 'hammer')} className="h-5 w-5 text-accent" />
            {service.title}
            <Glyph svg={lucideArrowDown} className="ml-auto h-4 w-4 text-slate-300 transition-transform group-hover:translate-y-0.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ServiceList({ section }: { section: Section | undefined }) {
  if (!section) return null;
  return (
    <section aria-labelledby="services-list">
      <div className="container pt-16 md:pt-24">
        <SectionHeading section={section} id="services-list" center />
      </div>
      {blocksOf(section, 'service').map((service, index) => (
        <ServiceRow key={service.id} service={service} index={index} />
      ))}
    </section>
  );
}

/** One line of business: a band of its own, the picture left and right in turn from the medium breakpoint. */
function ServiceRow({ service, index }: { service: ContentBlock; index: number }) {
  const flipped = index % 2 === 1;
  const statValue = metaString(service, 'statValue');
  const headingId = `service-${service.id}`;
  return (
    <article id={anchorOf(service)} aria-labelledby={headingId} className={`scroll-mt-20 ${flipped ? 'band-warm' : index === 0 ? 'pb-16 pt-12 md:pb-24 md:pt-16' : 'band'}`}>
      <div className="container grid items-center gap-10 md:grid-cols-2 md:gap-14 lg:gap-20">
        <Reveal className={`relative pb-8 pr-4 ${flipped ? 'md:order-2' : ''}`}>
          <span aria-hidden="true" className={`absolute bottom-0 right-0 top-8 w-[85%] rounded-2xl ${flipped ? 'bg-white' : 'bg-surface-warm'}`} />
          <div className="card relative overflow-hidden">
            {service.imageUrl ? (
              <ContentImage
                src={service.imageUrl}
                alt={metaString(service, 'imageAlt', service.title)}
                {...SCENE}
                sizes={SLOT_SIZES.serviceRow}
                className="pic"
              />
            ) : (
              <PictureStandIn icon={metaString(service, 'icon', 'hammer')} />
            )}
          </div>
          {statValue ? (
            <p className="absolute bottom-0 left-4 m-0 rounded-xl bg-ink px-5 py-4 text-white shadow-xl md:left-6">
              <span className="block font-display text-4xl font-extrabold leading-none text-accent tabular-nums md:text-5xl">{statValue}</span>
              <span className="mt-1 block text-xs font-semibold uppercase tracking-wider text-slate-200">
                {metaString(service, 'statLabel')}
              </span>
            </p>
          ) : null}
        </Reveal>
        <Reveal delay={200}>
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-accent text-ink">
            <Icon name={metaString(service, 'icon', 'hammer')} className="h-6 w-6" />
          </span>
          <h3 id={headingId} className="heading-2 m-0 mt-5">
            {service.title}
          </h3>
          <p className="prose m-0 mt-4 text-lg">{service.content}</p>
          <ul className="m-0 mt-6 grid list-none gap-3 p-0 sm:grid-cols-2">
            {metaList(service, 'features').map((feature) => (
              <li key={feature} className="flex items-start gap-3 font-semibold text-ink">
                <Glyph svg={lucideCircleCheck} className="mt-0.5 h-5 w-5 text-status-done" />
                {feature}
              </li>
            ))}
          </ul>
          <AppLink href={metaString(service, 'href', '/contact')} className="btn-dark mt-8">
            {metaString(service, 'cta', service.title)}
            <Glyph svg={lucideArrowRight} className="h-5 w-5" />
          </AppLink>
        </Reveal>
      </div>
    </article>
  );
}
