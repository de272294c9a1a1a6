// A project's own page, /projects/<slug> (docs/product.md § Item pages): the address a client is sent on WhatsApp
// and a search engine lands on. Server-rendered from the Projects page's content like every page; the project is
// the `project` block whose resolved metadata.slug is the address. The page's frame is the items' shared one.
import { ITEM_ROUTES, metaList, metaString, testimonialOf } from '../shared/content.ts';
import { labelText } from './parts/blocks.ts';
import { projectFacts } from '../shared/item-fact-lists.ts';
import { ItemPageShell, ItemRouteView, relatedItems, type ItemView } from './parts/ItemPage.tsx';
import { FeatureTags, ProjectCard } from './parts/ProjectCard.tsx';
import { TestimonialBand } from './parts/Testimonials.tsx';
import type { PageProps } from './types.ts';

const ROUTE = ITEM_ROUTES[0];

export default function ProjectPage({ page }: PageProps) {
  return <ItemRouteView page={page} route={ROUTE}>{(view) => <ProjectView {...view} />}</ItemRouteView>;
}

function ProjectView(view: ItemView) {
  const { item: project, section } = view;
  const tags = metaList(project, 'tags');
  const testimonial = testimonialOf(project);
  const facts = projectFacts(project, section);
  return (
    <ItemPageShell
      {...view}
      eyebrow={metaString(project, 'category')}
      cta={labelText(section, 'enquire', 'Discuss a similar project')}
      back={labelText(section, 'back', 'All projects')}
      brochure={labelText(section, 'brochure', 'Download the brochure')}
      facts={facts}
      factsHeading={labelText(section, 'facts', 'Key facts')}
      aboutHeading={labelText(section, 'about', 'About the project')}
      story={metaString(project, 'caseStudy')}
      details={
        tags.length ? (
          <>
            <h3 className="heading-3 m-0 mt-10">{labelText(section, 'features', 'Features')}</h3>
            <FeatureTags tags={tags} className="mt-4" large />
          </>
        ) : null
      }
      after={
        testimonial ? (
          <TestimonialBand
            id="project-testimonial"
            heading={
              <h2 id="project-testimonial" className="m-0 text-sm font-semibold uppercase tracking-[0.2em] text-accent">
                {labelText(section, 'testimonial', "In the client's words")}
              </h2>
            }
            quotes={[{ key: project.id, words: testimonial }]}
          />
        ) : null
      }
      relatedHeading={labelText(section, 'related', 'Related projects')}
      related={relatedItems(section, project, 'category')}
      card={(other, sizes) => <ProjectCard block={other} sizes={sizes} />}
    />
  );
}
