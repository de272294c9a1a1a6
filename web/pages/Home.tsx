import type { PageContent, Section } from '../shared/content.ts';
import { findSection, isSectionHidden, metaString, testimonialOf } from '../shared/content.ts';
import { projectPath } from '../shared/item-slugs.ts';
import { fillGrid } from './parts/fill-grid.ts';
import { Band } from './parts/Band.tsx';
import { fillSizes } from './parts/fill-sizes.ts';
import { homeFallbackPage } from '../shared/seed/home.ts';
import { factFigures, SEEDED_FACTS, withFacts } from '../shared/facts.ts';
import { AppLink } from '../components/AppLink.tsx';
import { ContentImage } from '../components/ContentImage.tsx';
import { Glyph, Icon } from '../components/Icon.tsx';
import { lucideArrowRight } from '../shared/icon-svg.ts';
import { PageHero } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { useSettings } from '../state/content.tsx';
import { blocksOf, firstBlock, heroActions, heroImage, pageFromSeed, SCENE } from './parts/blocks.ts';
import { ButtonLink } from './parts/ButtonLink.tsx';
import { ProjectCard } from './parts/ProjectCard.tsx';
import { IconPoint } from './parts/IconPoint.tsx';
import { InOrder } from './parts/InOrder.tsx';
import { SectionHeading } from './parts/SectionHeading.tsx';
import { StatGrid } from './parts/StatGrid.tsx';
import { figureSize } from './parts/figure-size.ts';
import { CredentialStrip } from './parts/CredentialStrip.tsx';
import { TestimonialBand } from './parts/Testimonials.tsx';
import type { PageProps } from './types.ts';
import { PictureStandIn } from './parts/PictureStandIn.tsx';

// docs/product.md § Fallbacks: when the home record, or one of its sections, is missing, the seed's copy stands in.
// A section the admin hid is not missing: it stays hidden. A stored section keeps the blocks it has, none
// included (the admin deleted or hid them all). Its figures are the seeded company facts, as a fresh site states
// them everywhere (docs/product.md § Company facts).
const fallback = withFacts(pageFromSeed(homeFallbackPage), factFigures(SEEDED_FACTS, new Date()));

/** The stored section, with the seed's title and description filling what it lacks; the seed's whole section when it is absent. */
export function homeSection(page: PageContent | null, key: string): Section | undefined {
  if (isSectionHidden(page, key)) return undefined;
  const stored = findSection(page, key);
  const seed = findSection(fallback, key);
  if (!stored) return seed;
  if (!seed) return stored;
  return { ...stored, title: stored.title || seed.title, description: stored.description || seed.description };
}

export default function HomePage({ page }: PageProps) {
  const settings = useSettings();
  const hero = homeSection(page, 'hero');
  return (
    <>
      <PageHero section={hero} eyebrow={settings.companyName} actions={heroActions(hero)} image={heroImage(hero)} />
      <InOrder
        page={page}
        sections={{
          statistics: <Statistics section={homeSection(page, 'statistics')} />,
          credentials: <CredentialStrip section={homeSection(page, 'credentials')} id="home-credentials" />,
          services: <Services section={homeSection(page, 'services')} />,
          testimonials: <ClientsWords section={homeSection(page, 'testimonials')} />,
          featured_projects: <FeaturedProjects section={homeSection(page, 'featured_projects')} />,
          clients: <CredentialStrip section={homeSection(page, 'clients')} id="home-clients" clients />,
          why_choose: <WhyChoose section={homeSection(page, 'why_choose')} />,
        }}
      />
    </>
  );
}

function Statistics({ section }: { section: Section | undefined }) {
  // Its heading is for screen readers only: with no figure left, the amber band would be empty.
  if (!section || !blocksOf(section, 'stat').length) return null;
  return (
    <section aria-labelledby="home-statistics" className="border-b-4 border-accent-dark bg-accent">
      <div className="container py-12 md:py-14">
        <h2 id="home-statistics" className="sr-only">
          {section.title}
        </h2>
        <StatGrid blocks={blocksOf(section, 'stat')} tone="amber" />
      </div>
    </section>
  );
}

const SERVICE_COLUMNS = { md: 2, lg: 4 } as const;
const PROJECT_COLUMNS = { md: 2, lg: 3 } as const;

function Services({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const cards = blocksOf(section, 'card');
  return (
    <Band section={section} headingId="home-services" center>
      <ul className={`m-0 mt-12 list-none p-0 ${fillGrid(cards.length, SERVICE_COLUMNS)}`}>
        {cards.map((card, index) => (
          <Reveal as="li" key={card.id} delay={(index + 1) * 100}>
            <article className="card group relative flex h-full flex-col overflow-hidden">
              {/* Phones show the icon alone: four pictures would double the section's length there, and a
                  lazy picture that is display:none is never downloaded. */}
              {card.imageUrl ? (
                <ContentImage
                  src={card.imageUrl}
                  alt={metaString(card, 'imageAlt', card.title)}
                  {...SCENE}
                  sizes={fillSizes(cards.length, SERVICE_COLUMNS)}
                  className="pic hidden sm:block"
                />
              ) : cards.some((c) => c.imageUrl) ? (
                <PictureStandIn className="hidden sm:flex" />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <span className="mb-4 sm:-mt-12 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-ink text-accent shadow-lg ring-4 ring-white">
                  <Icon name={metaString(card, 'icon', 'hammer')} className="h-6 w-6" />
                </span>
                <h3 className="heading-3 m-0">{card.title}</h3>
                <p className="prose m-0 mt-3 flex-1">{card.content}</p>
                <AppLink
                  href={metaString(card, 'href', '/services')}
                  className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-dark underline-offset-4 hover:underline"
                >
                  {metaString(card, 'linkLabel', card.title)}
                  <span className="sr-only">: {card.title}</span>
                  <Glyph svg={lucideArrowRight} className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </AppLink>
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </Band>
  );
}

function FeaturedProjects({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const projects = blocksOf(section, 'project');
  return (
    <section aria-labelledby="home-projects" className="band-warm">
      <div className="container">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading section={section} id="home-projects" />
          <ButtonLink block={firstBlock(section, 'button')} className="hidden shrink-0 md:inline-flex" />
        </div>
        <ul className={`m-0 mt-12 list-none p-0 ${fillGrid(projects.length, PROJECT_COLUMNS)}`}>
          {projects.map((project, index) => (
            <Reveal as="li" key={project.id} delay={(index + 1) * 100}>
              <ProjectCard block={project} sizes={fillSizes(projects.length, PROJECT_COLUMNS)} />
            </Reveal>
          ))}
        </ul>
        <div className="mt-10 md:hidden">
          <ButtonLink block={firstBlock(section, 'button')} className="w-full" />
        </div>
      </div>
    </section>
  );
}

function ClientsWords({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const quotes = blocksOf(section, 'project').flatMap((project) => {
    const words = testimonialOf(project);
    return words ? [{ key: project.id, words, project: { title: project.title, href: projectPath(metaString(project, 'slug')) } }] : [];
  });
  return <TestimonialBand id="home-testimonials" heading={<SectionHeading section={section} id="home-testimonials" dark />} quotes={quotes} />;
}

function WhyChoose({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const claims = blocksOf(section, 'claim');
  return (
    <section aria-labelledby="home-why" className="band">
      <div className="container grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading section={section} id="home-why" />
          {claims.length ? (
            <dl className="m-0 mt-8 grid grid-cols-2 gap-6 border-y border-surface-line py-6">
              {claims.map((claim) => (
                <div key={claim.id} className="flex flex-col-reverse justify-end">
                  <dt className="mt-2 text-sm font-semibold uppercase tracking-wider text-ink-muted">{claim.title}</dt>
                  <dd className={`m-0 font-display font-extrabold leading-none text-accent-dark tabular-nums ${figureSize(claim.content)}`}>{claim.content}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <ButtonLink block={firstBlock(section, 'button')} className="mt-8" />
        </div>
        <ul className="m-0 grid list-none gap-5 p-0">
          {blocksOf(section, 'feature').map((feature, index) => (
            <IconPoint key={feature.id} block={feature} index={index} />
          ))}
        </ul>
      </div>
    </section>
  );
}
