// Projects page copy (docs/product.md § Projects; blocks: § Projects content). The eight projects themselves are in project-list.ts, which Home's
// Featured Projects also draw from.
//
// Sections: title = heading, subtitle = eyebrow line, description = lead sentence; the hero's title is the page's h1
// (its eyebrow is the page title; on Home the company name from the settings).
// Section keys: hero, projects, achievements, cta.
// Block types and their metadata:
//   project  title = project name, content = short description shown on the card, imageUrl = artwork.
//            metadata: category ('Commercial' | 'Residential' | 'Industrial'), location, area, duration,
//            year, status ('Completed' | 'Ongoing' | 'Design Phase': the visible label; the colour follows it),
//            tags (string[]: feature tags), caseStudy (the full case study text revealed by
//            "View Full Case Study"), imageAlt (alt text of the artwork).
//   filter   title = button label; content = the line shown when that filter matches no project;
//            metadata.category = the project category it selects, or 'all'.
//   label    title = a small piece of interface copy; metadata.key names its slot (see PROJECT_LABEL_KEYS).
//   stat     title = label, content = the number as text; metadata.suffix (default '+'), metadata.prefix.
//   claim    title = label, content = the figure exactly as shown (e.g. '98%', or a company fact: '{onTimePercent}').
//   button   title = label; metadata.href = target path; metadata.variant ('primary' | 'dark' | 'outline').
//   image    (hero, optional) title = alt text; imageUrl = the picture.
import { factStat } from './fact-copy.ts';
import type { SeedBlock, SeedPage } from './types.ts';
import { allProjects, projectBlock } from './project-list.ts';
import { brochureLabels } from './brochure-labels.ts';

export { allProjects,  type ProjectSeed } from './project-list.ts';

/** The label slots of project cards and the filter, each filled by a `label` block of the projects section. */
export const PROJECT_LABEL_KEYS = ['filterGroup', 'location', 'area', 'duration', 'year', 'client', 'handedOver', 'caseStudy', 'enquire', 'showing', 'brochure', 'brochure-contact', 'brochure-scan'] as const;

const label = (key: (typeof PROJECT_LABEL_KEYS)[number], title: string): SeedBlock => ({ blockType: 'label', title, metadata: { key } });

/** The labels of a project's client and handover date (migration 26 adds them). */
export const projectProofLabels: SeedBlock[] = [label('client', 'Client'), label('handedOver', 'Handed over')];

export const projectsPage: SeedPage = {
  slug: 'projects',
  title: 'Our Projects',
  description:
    'Offices, homes, hotels and retail centres we have built and are building in Port Harcourt: area, duration, status and the full case study of each.',
  sections: [
    {
      sectionKey: 'hero',
      title: 'Built in Port Harcourt, Built to Last',
      description:
        'Offices, homes, hotels and shopping centres we are delivering across the city this year, each with its scope, timeline and status.',
      // No hero picture: every project card below has its own, and phones reach the list sooner.
      blocks: [],
    },
    {
      sectionKey: 'projects',
      title: 'Project Showcase',
      description: 'Choose a sector to narrow the list, then open any project for its full case study.',
      blocks: [
        label('filterGroup', 'Filter projects by category'),
        { blockType: 'filter', title: 'All Projects', content: 'No projects are listed yet.', metadata: { category: 'all' } },
        {
          blockType: 'filter',
          title: 'Commercial',
          content: 'No commercial projects are featured yet.',
          metadata: { category: 'Commercial' },
        },
        {
          blockType: 'filter',
          title: 'Residential',
          content: 'No residential projects are featured yet.',
          metadata: { category: 'Residential' },
        },
        {
          blockType: 'filter',
          title: 'Industrial',
          content:
            'No industrial projects are featured here yet. Ask us about our warehouse, factory-floor and yard works, and we will share references.',
          metadata: { category: 'Industrial' },
        },
        label('showing', 'Showing {count} of {total} projects'),
        label('location', 'Location'),
        label('area', 'Area'),
        label('duration', 'Duration'),
        label('year', 'Year'),
        ...projectProofLabels,
        label('caseStudy', 'View Full Case Study'),
        label('enquire', 'Discuss a Similar Project'),
        ...brochureLabels,
        ...allProjects.map(projectBlock),
      ],
    },
    {
      sectionKey: 'achievements',
      title: 'Our Achievements',
      description: 'The figures behind every handover, measured project by project.',
      blocks: [
        factStat('Featured Projects', 'projectsListed', allProjects.length),
        { blockType: 'stat', title: 'Quality Standard', content: '100', metadata: { suffix: '%' } },
        factStat('Years of Experience', 'yearsExperience'),
        factStat('Satisfied Clients', 'clientsServed'),
        { blockType: 'claim', title: 'On-Time Delivery', content: '{onTimePercent}' },
        { blockType: 'claim', title: 'Client Satisfaction', content: '{satisfactionPercent}' },
      ],
    },
    {
      sectionKey: 'cta',
      title: 'Have a Project in Mind?',
      description: 'Talk to the team behind these projects about your site, your budget and your timeline.',
      blocks: [{ blockType: 'button', title: 'Contact Us', metadata: { href: '/contact', variant: 'primary' } }],
    },
  ],
};
