// Which block types each page's renderer draws in each section (beyond fixed slots such as form words, labels
// and menu links, which are edited, never added): the one list the admin's "Add item" and the server's
// POST /api/admin/content-blocks read (web/shared/block-types.ts addableBlockTypes), and that docs/product.md
// § Content model shows. web/pages/section-blocks.test.tsx renders every page with a block of every type in
// every section and fails when this list and the renderers disagree, in either direction.
//
// A renderer that starts drawing a type in a section: add it here. `*` stands for every section of the page
// not named (the legal notices draw paragraphs in each of their parts).
const SECTION_BLOCKS: Record<string, Record<string, readonly string[]>> = {
  home: {
    hero: ['image', 'button'],
    statistics: ['stat'],
    credentials: ['credential'],
    services: ['card'],
    // The project cards there are the Projects page's projects marked Featured, added by the server.
    featured_projects: ['button'],
    // The quotes are the client's words of the Projects page's projects, added by the server.
    testimonials: [],
    clients: ['credential'],
    why_choose: ['claim', 'feature', 'button'],
  },
  services: {
    hero: ['image', 'button'],
    services: ['service'],
    statistics: ['stat'],
    cta: ['button'],
  },
  projects: {
    hero: ['image', 'button'],
    projects: ['project'],
    achievements: ['stat', 'claim'],
    cta: ['button'],
  },
  'real-estate': {
    hero: ['image', 'button'],
    photo_band: ['image', 'button'],
    developments: ['development'],
    'property-types': ['property'],
    services: ['service'],
    statistics: ['stat'],
    reasons: ['reason'],
    'enquiry-form': ['promise'],
  },
  paints: {
    hero: ['image', 'button'],
    products: ['product'],
    palettes: ['palette'],
    'custom-colour': ['button'],
  },
  equipment: {
    hero: ['image', 'button'],
    categories: ['category'],
    photo_band: ['image', 'button'],
    gallery: ['machine'],
    'rental-terms': ['term'],
  },
  about: {
    hero: ['image', 'button'],
    story: ['paragraph', 'milestone'],
    values: ['value'],
    capabilities: ['stat'],
    leadership: ['leader'],
    office: ['office'],
    cta: ['button'],
  },
  contact: {
    hero: ['image', 'button'],
    // The hours card's rows are the opening-hours setting (web/shared/opening-hours.ts); the section gives its heading.
    'business-hours': [],
    headquarters: ['fact', 'image', 'button'],
    emergency: ['button'],
  },
  // A legal notice's hero without a picture shows the blueprint emblem (web/components/HeroEmblem.tsx).
  privacy: { hero: ['image'], '*': ['paragraph'] },
  terms: { hero: ['image'], '*': ['paragraph'] },
  site: {
    footer: ['quick_link', 'service_link'],
  },
};

/** The types the renderer of `pageSlug` draws in the section `sectionKey` (none for a page or section it does not know). */
export function drawnIn(pageSlug: string, sectionKey: string): readonly string[] {
  const page = Object.hasOwn(SECTION_BLOCKS, pageSlug) ? SECTION_BLOCKS[pageSlug] : undefined;
  if (!page) return [];
  return (Object.hasOwn(page, sectionKey) ? page[sectionKey] : page['*']) ?? [];
}

/**
 * Sections drawn (in part) from something edited elsewhere, a setting or another page's items: where the admin
 * edits that, said in the section's block list (with a way to the Settings tab when it is a setting).
 */
const SECTION_SOURCES: Record<string, Record<string, { note: string; tab?: 'settings' }>> = {
  home: {
    featured_projects: {
      note: 'The project cards here are the projects marked "Featured on Home": edit them on the Projects page, in Our Projects. This section gives the heading and the button.',
    },
    testimonials: {
      note: "The quotes here are the client's words of the projects (on the Projects page, in Our Projects: edit a project, Client's words). This section gives the heading; with no quote it is not shown.",
    },
  },
  contact: {
    'business-hours': { note: 'The rows of this card are the opening hours, set in Settings → Company details → Opening hours. This section gives the card its heading.', tab: 'settings' },
  },
};

/** Where what the section `sectionKey` of `pageSlug` shows is edited, when that is elsewhere. */
export const sourceShownIn = (pageSlug: string, sectionKey: string | undefined) =>
  sectionKey && Object.hasOwn(SECTION_SOURCES, pageSlug) && Object.hasOwn(SECTION_SOURCES[pageSlug], sectionKey) ? SECTION_SOURCES[pageSlug][sectionKey] : undefined;
