import type { Section } from '../shared/content.ts';
import { findSection, metaString } from '../shared/content.ts';
import { Glyph } from '../components/Icon.tsx';
import { lucideFactory } from '../shared/icon-svg.ts';
import { PageHero } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { blocksOf, coverTiles, heroActions, heroImage, labelText } from './parts/blocks.ts';
import { Band } from './parts/Band.tsx';
import { CtaBand } from './parts/CtaBand.tsx';
import { ProjectCard, type ProjectLabels } from './parts/ProjectCard.tsx';
import { InOrder } from './parts/InOrder.tsx';
import { SectionHeading } from './parts/SectionHeading.tsx';
import { StatGrid } from './parts/StatGrid.tsx';
import type { PageProps } from './types.ts';
import { fillGrid, PROJECT_LIST } from './parts/fill-grid.ts';
import { fillSizes } from './parts/fill-sizes.ts';

export default function ProjectsPage({ page }: PageProps) {
  const hero = findSection(page, 'hero');
  // Without a picture of its own the hero shows the covers of the projects featured on Home.
  const featured = blocksOf(findSection(page, 'projects'), 'project').filter((p) => p.metadata?.featured === true);
  return (
    <>
      <PageHero section={hero} eyebrow={page?.title} actions={heroActions(hero)} image={heroImage(hero)} mosaic={coverTiles(featured)} />
      <InOrder
        page={page}
        sections={{
          projects: <Showcase section={findSection(page, 'projects')} />,
          achievements: <Achievements section={findSection(page, 'achievements')} />,
          cta: <CtaBand section={findSection(page, 'cta')} id="projects-cta" />,
        }}
      />
    </>
  );
}

const ALL = 'all';

/**
 * The projects with their category filter. The server renders every project and the filter pressed on "all";
 * web/enhance/project-filter.ts makes the buttons filter (without scripts every project stays in view).
 */
function Showcase({ section }: { section: Section | undefined }) {
  if (!section) return null;

  const projects = blocksOf(section, 'project');
  const filters = blocksOf(section, 'filter');
  const inCategory = (value: string) => projects.filter((p) => value === ALL || metaString(p, 'category') === value);
  const labels: ProjectLabels = {
    location: labelText(section, 'location'),
    area: labelText(section, 'area'),
    duration: labelText(section, 'duration'),
    year: labelText(section, 'year'),
    client: labelText(section, 'client', 'Client'),
    handedOver: labelText(section, 'handedOver', 'Handed over'),
    caseStudy: labelText(section, 'caseStudy'),
  };
  const showing = labelText(section, 'showing');
  const showingText = showing.replace('{count}', String(projects.length)).replace('{total}', String(projects.length));

  return (
    <section aria-labelledby="projects-showcase" className="band-warm" data-project-filter="">
      <div className="container">
        <SectionHeading section={section} id="projects-showcase" />
        <div className="mt-10 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div role="group" aria-label={labelText(section, 'filterGroup') || section.title} className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const value = metaString(filter, 'category', ALL);
              const pressed = value === ALL;
              return (
                <button
                  key={filter.id}
                  type="button"
                  aria-pressed={pressed}
                  data-category={value}
                  className="group focus-ring inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-surface-line bg-white px-5 text-sm font-semibold text-ink transition-colors hover:border-ink aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white"
                >
                  {filter.title}
                  <span className="inline-flex min-w-6 justify-center rounded-full bg-surface-warm px-1.5 text-xs font-bold tabular-nums text-ink-muted group-aria-pressed:bg-accent group-aria-pressed:text-ink">{inCategory(value).length}</span>
                </button>
              );
            })}
          </div>
          {showing ? (
            <p role="status" data-template={showing} className="m-0 text-sm font-medium text-ink-muted">
              {showingText}
            </p>
          ) : null}
        </div>

        {/* The filter's script gives the list the classes of the count it shows, so a category's projects lay out as well. */}
        <ul hidden={!projects.length} className={`m-0 mt-8 list-none p-0 ${fillGrid(projects.length, PROJECT_LIST)}`}>
          {projects.map((project, index) => (
            <Reveal
              as="li"
              key={project.id}
              delay={((index % 3) + 1) * 100}
              data-category={metaString(project, 'category')}
            >
              <ProjectCard block={project} labels={labels} full sizes={fillSizes(projects.length, PROJECT_LIST)} />
            </Reveal>
          ))}
        </ul>
        {filters.map((filter) => {
          const value = metaString(filter, 'category', ALL);
          // The words a filter shows when it has no project: rendered for those categories only.
          return inCategory(value).length ? null : (
            <div
              key={filter.id}
              hidden={value !== ALL}
              data-empty-for={value}
              className="mt-8 flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-surface-line bg-white px-6 py-16 text-center"
            >
              <Glyph svg={lucideFactory} className="h-10 w-10 text-accent-dark" />
              <p className="lead m-0 max-w-xl">{filter.content}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

function Achievements({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const claims = blocksOf(section, 'claim');
  return (
    <Band section={section} headingId="projects-achievements" tone="ink" headingClassName="mb-12">
      <StatGrid blocks={blocksOf(section, 'stat')} />
      {claims.length ? (
        <ul className={`m-0 mt-14 list-none p-0 [--gap:1rem] ${fillGrid(claims.length, { md: 2, lg: 2 })}`}>
          {claims.map((claim, index) => (
            <Reveal
              as="li"
              key={claim.id}
              delay={(index + 1) * 100}
              className="flex items-center gap-6 rounded-xl border border-white/15 bg-ink-soft px-6 py-6 md:px-8"
            >
              <span className="font-display text-5xl font-extrabold leading-none text-accent tabular-nums md:text-6xl">{claim.content}</span>
              <span className="text-lg font-semibold text-white">{claim.title}</span>
            </Reveal>
          ))}
        </ul>
      ) : null}
    </Band>
  );
}
