import { useState } from 'react';
import type { Section } from '../shared/content.ts';
import { findSection, metaString } from '../shared/content.ts';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { blocksOf, heroActions, heroImage, labelText } from './parts/blocks.ts';
import { CtaBand } from './parts/CtaBand.tsx';
import { ProjectCard, type ProjectLabels } from './parts/ProjectCard.tsx';
import { InOrder } from './parts/InOrder.tsx';
import { SectionHeading } from './parts/SectionHeading.tsx';
import { StatGrid } from './parts/StatGrid.tsx';
import type { PageProps } from './types.ts';

export default function ProjectsPage({ page }: PageProps) {
  const hero = findSection(page, 'hero');
  return (
    <>
      <PageHero section={hero} eyebrow={page?.title} actions={heroActions(hero)} image={heroImage(hero)} />
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

function Showcase({ section }: { section: Section | undefined }) {
  const [category, setCategory] = useState(ALL);
  if (!section) return null;

  const projects = blocksOf(section, 'project');
  const filters = blocksOf(section, 'filter');
  const inCategory = (value: string) => projects.filter((p) => value === ALL || metaString(p, 'category') === value);
  const active = filters.find((f) => metaString(f, 'category', ALL) === category);
  const shown = inCategory(category);
  const labels: ProjectLabels = {
    location: labelText(section, 'location'),
    area: labelText(section, 'area'),
    duration: labelText(section, 'duration'),
    year: labelText(section, 'year'),
    caseStudy: labelText(section, 'caseStudy'),
  };
  const showing = labelText(section, 'showing')
    .replace('{count}', String(shown.length))
    .replace('{total}', String(projects.length));

  return (
    <section aria-labelledby="projects-showcase" className="band-warm">
      <div className="container">
        <SectionHeading section={section} id="projects-showcase" />
        <div className="mt-10 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div role="group" aria-label={labelText(section, 'filterGroup') || section.title} className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const value = metaString(filter, 'category', ALL);
              const pressed = value === category;
              return (
                <button
                  key={filter.id}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => setCategory(value)}
                  className={`focus-ring inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-5 text-sm font-semibold transition-colors ${
                    pressed ? 'border-ink bg-ink text-white' : 'border-surface-line bg-white text-ink hover:border-ink'
                  }`}
                >
                  {filter.title}
                  <span
                    className={`inline-flex min-w-6 justify-center rounded-full px-1.5 text-xs font-bold tabular-nums ${
                      pressed ? 'bg-accent text-ink' : 'bg-surface-warm text-ink-muted'
                    }`}
                  >
                    {inCategory(value).length}
                  </span>
                </button>
              );
            })}
          </div>
          {showing ? (
            <p role="status" className="m-0 text-sm font-medium text-ink-muted">
              {showing}
            </p>
          ) : null}
        </div>

        {shown.length ? (
          <ul className="m-0 mt-8 grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((project, index) => (
              <Reveal as="li" key={project.id} delay={((index % 3) + 1) * 100}>
                <ProjectCard block={project} labels={labels} full />
              </Reveal>
            ))}
          </ul>
        ) : (
          <div className="mt-8 flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-surface-line bg-white px-6 py-16 text-center">
            <Icon name="factory" className="h-10 w-10 text-accent-dark" />
            <p className="lead m-0 max-w-xl">{active?.content}</p>
          </div>
        )}
      </div>
    </section>
  );
}

function Achievements({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const claims = blocksOf(section, 'claim');
  return (
    <section aria-labelledby="projects-achievements" className="bg-ink py-16 md:py-24">
      <div className="container">
        <SectionHeading section={section} id="projects-achievements" dark className="mb-12" />
        <StatGrid blocks={blocksOf(section, 'stat')} />
        {claims.length ? (
          <ul className="m-0 mt-14 grid list-none gap-4 p-0 md:grid-cols-2">
            {claims.map((claim, index) => (
              <Reveal
                as="li"
                key={claim.id}
                delay={(index + 1) * 100}
                className="flex items-center gap-6 rounded-xl border border-white/15 bg-ink-soft px-6 py-6 md:px-8"
              >
                <span className="text-5xl font-extrabold leading-none tracking-tight text-accent tabular-nums md:text-6xl">{claim.content}</span>
                <span className="text-lg font-semibold text-white">{claim.title}</span>
              </Reveal>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
