// A project's own page, /projects/<slug> (docs/product.md § Project pages): the address a client is sent on
// WhatsApp and a search engine lands on. Server-rendered from the Projects page's content like every page; the
// project is the `project` block whose resolved metadata.slug is the address.
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'wouter';
import type { ContentBlock, Section } from '../shared/content.ts';
import { findSection, ITEM_ROUTES, itemIn, metaList, metaString, picturesOf } from '../shared/content.ts';
import { PROJECTS_PATH } from '../shared/item-slugs.ts';
import { itemMeta } from '../shared/meta.ts';
import { AppLink } from '../components/AppLink.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { useSettings } from '../state/content.tsx';
import { blocksOf, labelText, SCENE } from './parts/blocks.ts';
import { Gallery } from './parts/Gallery.tsx';
import { coverOf, FeatureTags, ProjectCard } from './parts/ProjectCard.tsx';
import NotFoundPage from './NotFound.tsx';
import type { PageProps } from './types.ts';

const ROUTE = ITEM_ROUTES[0];

/** Where "Discuss a similar project" goes: the contact form, which the server fills in for that project. */
export const discussHref = (slug: string) => `/contact?project=${encodeURIComponent(slug)}`;

export default function ProjectPage({ page }: PageProps) {
  const { slug = '' } = useParams<{ slug: string }>();
  const project = itemIn(page, ROUTE, slug.toLowerCase());
  const section = findSection(page, ROUTE.section);
  const settings = useSettings();
  const title = project ? itemMeta(project, settings).title : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!project || !section) return <NotFoundPage />;
  return <ProjectView project={project} section={section} pageTitle={page?.title ?? ''} />;
}

function ProjectView({ project, section, pageTitle }: { project: ContentBlock; section: Section; pageTitle: string }) {
  const slug = metaString(project, 'slug');
  const caseStudy = metaString(project, 'caseStudy');
  const tags = metaList(project, 'tags');
  const back = labelText(section, 'back', 'All projects');
  const discuss = labelText(section, 'enquire', 'Discuss a similar project');
  const facts = (
    [
      ['category', 'Category', 'layers'],
      ['status', 'Status', 'circle-check'],
      ['location', 'Location', 'map-pin'],
      ['area', 'Area', 'ruler'],
      ['duration', 'Duration', 'timer'],
      ['year', 'Year', 'calendar'],
    ] as const
  )
    .map(([key, fallback, icon]) => ({ key, icon, label: labelText(section, key, fallback), value: metaString(project, key) }))
    .filter((fact) => fact.value);
  const related = relatedProjects(section, project);
  const pictures = picturesOf(project);
  const cover = coverOf(project);
  const testimonial = testimonialOf(project);
  return (
    <>
      <nav aria-label="Breadcrumb" className="bg-ink pt-5 text-sm text-slate-300">
        <div className="container">
          <ol className="m-0 flex list-none flex-wrap items-center gap-x-2 gap-y-1 p-0">
            <li>
              <AppLink href="/" className="focus-ring rounded-sm text-slate-300 hover:text-white">
                Home
              </AppLink>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <AppLink href={PROJECTS_PATH} className="focus-ring rounded-sm text-slate-300 hover:text-white">
                {pageTitle || 'Projects'}
              </AppLink>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-semibold text-white">
              {project.title}
            </li>
          </ol>
        </div>
      </nav>
      <PageHero
        section={undefined}
        eyebrow={metaString(project, 'category') || pageTitle}
        title={project.title}
        description={project.content}
        image={cover ? { ...cover, ...SCENE } : undefined}
        actions={
          <>
            {/* A full load: the server fills in the contact form for this project (also without the script). */}
            <a href={discussHref(slug)} className="btn-primary">
              {discuss}
              <Icon name="arrow-right" className="h-5 w-5" />
            </a>
            <AppLink href={PROJECTS_PATH} className="btn-outline text-white">
              {back}
            </AppLink>
          </>
        }
      />
      <section aria-labelledby="project-details" className="band-warm">
        <div className="container grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <h2 id="project-details" className="heading-2 m-0">
              {labelText(section, 'about', 'About the project')}
            </h2>
            {/* The hero already says the short description; here it stands in only when there is no case study. */}
            {(caseStudy || project.content)
              .split(/\n\s*\n/)
              .filter((para) => para.trim())
              .map((para) => (
                <p key={para.slice(0, 40)} className="prose m-0 mt-5 whitespace-pre-line">
                  {para.trim()}
                </p>
              ))}
            {tags.length ? (
              <>
                <h3 className="heading-3 m-0 mt-10">{labelText(section, 'features', 'Features')}</h3>
                <FeatureTags tags={tags} className="mt-4" large />
              </>
            ) : null}
          </div>
          {facts.length ? (
            // First on a phone: the facts are what a visitor scans for before reading.
            <aside aria-labelledby="project-facts" className="card order-first self-start p-6 lg:order-none">
              <h2 id="project-facts" className="heading-3 m-0">
                {labelText(section, 'facts', 'Key facts')}
              </h2>
              <dl className="m-0 mt-4 grid gap-4">
                {facts.map((fact) => (
                  <div key={fact.key} className="relative border-b border-surface-line pb-3 pl-8 last:border-0 last:pb-0">
                    <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
                      <Icon name={fact.icon} className="absolute left-0 top-0.5 h-5 w-5 text-accent-dark" />
                      {fact.label}
                    </dt>
                    <dd className="m-0 mt-0.5 font-semibold text-ink">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <a href={discussHref(slug)} className="btn-dark mt-6 w-full">
                {discuss}
                <Icon name="arrow-right" className="h-5 w-5" />
              </a>
            </aside>
          ) : null}
        </div>
      </section>
      {pictures.length ? (
        <Band id="project-gallery" heading={labelText(section, 'gallery', 'Gallery')}>
          <Gallery pictures={pictures} title={project.title} />
        </Band>
      ) : null}
      {testimonial ? (
        <section aria-labelledby="project-testimonial" className="bg-ink py-16 text-white md:py-20">
          <div className="container max-w-4xl">
            <h2 id="project-testimonial" className="m-0 text-sm font-semibold uppercase tracking-[0.2em] text-accent">
              {labelText(section, 'testimonial', 'In the client\'s words')}
            </h2>
            <figure className="m-0 mt-6">
              <blockquote className="m-0 text-2xl font-semibold leading-snug md:text-3xl">
                <p className="m-0">{`“${testimonial.quote}”`}</p>
              </blockquote>
              {testimonial.name || testimonial.role ? (
                <figcaption className="mt-6 text-slate-300">
                  {testimonial.name ? <span className="font-semibold text-white">{testimonial.name}</span> : null}
                  {testimonial.name && testimonial.role ? `, ${testimonial.role}` : testimonial.role}
                </figcaption>
              ) : null}
            </figure>
          </div>
        </section>
      ) : null}
      {related.length ? (
        <Band id="project-related" heading={labelText(section, 'related', 'Related projects')}>
          <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <ProjectCard block={other} />
              </li>
            ))}
          </ul>
          <p className="m-0 mt-10">
            <AppLink href={PROJECTS_PATH} className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-dark underline-offset-4 hover:underline">
              <Icon name="arrow-left" className="h-4 w-4" />
              {back}
            </AppLink>
          </p>
        </Band>
      ) : null}
    </>
  );
}

/** A white band of the page with its heading. */
function Band({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-16 md:py-20">
      <div className="container">
        <h2 id={id} className="heading-2 m-0">
          {heading}
        </h2>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** The client's words when there is a quote. */
function testimonialOf(project: ContentBlock): { quote: string; name: string; role: string } | undefined {
  const value = project.metadata?.testimonial;
  if (!value || typeof value !== 'object') return undefined;
  const text = (key: string) => {
    const v = (value as Record<string, unknown>)[key];
    return typeof v === 'string' ? v.trim() : '';
  };
  return text('quote') ? { quote: text('quote'), name: text('name'), role: text('role') } : undefined;
}

/** Up to three other projects: the same category first, then the rest, each in the list's order. */
export function relatedProjects(section: Section, project: ContentBlock): ContentBlock[] {
  const others = blocksOf(section, 'project').filter((b) => b.id !== project.id && metaString(b, 'slug'));
  const category = metaString(project, 'category');
  const same = others.filter((b) => category && metaString(b, 'category') === category);
  return [...same, ...others.filter((b) => !same.includes(b))].slice(0, 3);
}
