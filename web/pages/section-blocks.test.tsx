// web/shared/section-blocks.ts says which block types each section's renderer draws (what an admin may add
// there). This renders every public page on the server with one marked block of every addable type in every
// seeded section, and reads which marks reach the HTML: the list and the renderers cannot drift apart.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToString } from 'react-dom/server';
import { PublicApp } from '../app.tsx';
import { BLOCK_TYPES, emptyOf, FIXED_SLOT_TYPES, type BlockTypeSpec } from '../shared/block-types.ts';
import { PUBLIC_ROUTES, SITE_SLUG, type ContentBlock, type PageContent } from '../shared/content.ts';
import { drawnIn } from '../shared/section-blocks.ts';
import { seedPages } from '../shared/seed/index.ts';
import { seededPublicSettings } from '../shared/seed/settings.ts';
import { createContentStore } from '../state/content.tsx';
import { pageFromSeed } from './parts/blocks.ts';

/** Cards the server puts there itself (Home's featured projects are the Projects page's, marked Featured). */
const FILLED_BY_SERVER: Record<string, string[]> = { 'home/featured_projects': ['project'] };

const settings = seededPublicSettings();

const addable = Object.values(BLOCK_TYPES).filter((spec) => !FIXED_SLOT_TYPES.has(spec.type));
const mark = (type: string) => `mk-${type}-km`;

/** A block of the type whose every text is its mark, with a value in each field its renderer may require. */
function marked(spec: BlockTypeSpec, id: number): ContentBlock {
  const text = mark(spec.type);
  const metadata: Record<string, unknown> = {};
  for (const f of spec.fields.filter((field) => field.where === 'metadata')) {
    metadata[f.key] =
      f.kind === 'text' || f.kind === 'textarea' ? text : f.kind === 'link' ? '/contact' : f.kind === 'tags' ? [text] : f.kind === 'colours' ? ['#C98B2B'] : f.kind === 'boolean' ? true : f.kind === 'select' ? f.options?.[0]?.value : f.kind === 'icon' ? 'hammer' : emptyOf(f);
  }
  return { id, blockType: spec.type, title: text, content: text, imageUrl: `/art/${text}.svg`, metadata, sortOrder: id - 100_000 };
}

/** The page's HTML without its islands' props (web/islands: the data a form is hydrated with, not something drawn). */
function render(path: string, slug: string, page: PageContent | null, site: PageContent | null): string {
  const store = createContentStore({ page, site, settings }, slug);
  return renderToString(<PublicApp store={store} ssrPath={path} />).replace(/ data-props="[^"]*"/g, '');
}

const seeded = (slug: string) => pageFromSeed(seedPages.find((p) => p.slug === slug)!);

/** Each section of the page in turn holds a marked block of every addable type, first (a hero shows its first picture and two buttons): the marks shown are what it draws. */
function drawnBySections(slug: string, draw: (page: PageContent) => string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const base = seeded(slug);
  for (const section of base.sections) {
    const page: PageContent = {
      ...base,
      sections: base.sections.map((s) => (s === section ? { ...s, contentBlocks: [...addable.map((spec, i) => marked(spec, 100_000 + i)), ...s.contentBlocks] } : s)),
    };
    const html = draw(page);
    found.set(section.sectionKey, addable.filter((spec) => html.includes(mark(spec.type))).map((spec) => spec.type));
  }
  return found;
}

const sorted = (types: readonly string[]) => [...types].sort();

for (const route of PUBLIC_ROUTES) {
  test(`${route.path}: each section draws exactly the block types web/shared/section-blocks.ts names for it`, () => {
    const site = seeded(SITE_SLUG);
    for (const [sectionKey, drawn] of drawnBySections(route.slug, (page) => render(route.path, route.slug, page, site))) {
      const byServer = FILLED_BY_SERVER[`${route.slug}/${sectionKey}`] ?? [];
      assert.deepEqual(sorted(drawn.filter((t) => !byServer.includes(t))), sorted(drawnIn(route.slug, sectionKey)), `${route.slug}/${sectionKey}`);
    }
  });
}

test('the header and footer (the page "site") draw exactly the block types named for their sections', () => {
  for (const [sectionKey, drawn] of drawnBySections(SITE_SLUG, (site) => render('/', 'home', seeded('home'), site))) {
    assert.deepEqual(sorted(drawn), sorted(drawnIn(SITE_SLUG, sectionKey)), `site/${sectionKey}`);
  }
});
