// The texts of a seed page a visitor reads on screen, derived from the seed itself so that a copy edit never
// needs a test edit: visibleCopy for the Home, About, Services and Projects pages' tests, shownCopy for the
// Real estate, Paints, Equipment and Contact pages' tests.
import type { SeedBlock, SeedPage } from '../../web/shared/seed/types.ts';
import type { ContentBlock } from '../../web/shared/content.ts';
import { factFigures, withFacts } from '../../web/shared/facts.ts';
import { allProjects } from '../../web/shared/seed/project-list.ts';
import { machineRateLabels, machines } from '../../web/shared/seed/machines.ts';
import { paintCalculatorLabels } from '../../web/shared/seed/paints.ts';
import { brochureLabels } from '../../web/shared/seed/brochure-labels.ts';
import { developmentProofLabels, developmentsSection } from '../../web/shared/seed/developments.ts';

/** The figures a fresh site states: the seeded company facts and the seeded items (docs/product.md § Company facts). */
const SEEDED_FIGURES = factFigures(
  {
    stored: {},
    listed: {
      projectsListed: allProjects.length,
      machinesListed: machines.length,
      developmentsListed: developmentsSection.blocks.filter((b) => b.blockType === 'development').length,
    },
  },
  new Date(),
);

/** The seed as a fresh site shows it: every {fact} filled in and every bound statistic showing its fact, as readPage does. */
function asShown(seed: SeedPage): SeedPage {
  const page = withFacts(
    {
      title: seed.title,
      description: seed.description ?? null,
      sections: seed.sections.map((s) => ({ ...s, id: 0, sortOrder: 0, subtitle: s.subtitle ?? null, description: s.description ?? null, contentBlocks: s.blocks.map((b) => ({ ...b, content: b.content ?? '', imageUrl: b.imageUrl ?? null, metadata: b.metadata ?? null }) as ContentBlock) })),
    },
    SEEDED_FIGURES,
  );
  return {
    ...seed,
    sections: page.sections.map((s) => ({ ...s, subtitle: s.subtitle ?? undefined, description: s.description ?? undefined, blocks: s.contentBlocks.map((b) => ({ ...b, imageUrl: b.imageUrl ?? undefined, metadata: b.metadata ?? undefined })) })),
  };
}

/** A statistic as the page shows it: its number grouped ("4,600"), with its prefix and suffix. */
const statText = (block: SeedBlock) => {
  const number = /^\d+$/.test(block.content ?? '') ? Number(block.content).toLocaleString('en-NG') : (block.content ?? '');
  return `${block.metadata?.prefix ?? ''}${number}${block.metadata?.suffix ?? '+'}`;
};

/** Metadata that steers the rendering but is not shown as text (targets, icons, alt texts, field wiring, hours data). */
const SHOWN_COPY_HIDES = new Set(['href', 'variant', 'icon', 'imageAlt', 'kind', 'name', 'field', 'value', 'network', 'days', 'opens', 'closes', 'fact', 'prefix', 'suffix']);

/** Block types whose words appear only after interaction (toasts, the sent form's confirmation), inside a closed <select>, or as icon labels. */
const NOT_ON_SCREEN = new Set(['toast', 'next_steps', 'option', 'social', 'image']);

/** Items with pages of their own: the list shows their card, their other words are on their page (src/render/item-pages.test.ts). */
const ON_THEIR_CARD: Record<string, (block: SeedBlock) => unknown[]> = {
  machine: (block) => [block.title],
  development: (block) => [block.title, block.content, block.metadata?.status, block.metadata?.location],
  // The developments section's labels name the parts of a development's own page (its title, approvals, progress);
  // a machine's rates and terms and the paint calculator's words show on a machine's page, in the rates table and
  // in the calculator's answers and errors (src/render/rates-and-coverage.test.ts checks them); a brochure's words on
  // an item's page and in its PDF (src/render/brochures.test.ts).
  label: (block) => (typeof block.metadata?.key === 'string' && ITEM_PAGE_LABELS.has(block.metadata.key) ? [] : [block.title, block.metadata?.key]),
};

const ITEM_PAGE_LABELS = new Set([...developmentProofLabels, ...machineRateLabels, ...paintCalculatorLabels, ...brochureLabels].map((label) => String(label.metadata?.key)));

function blockTexts(block: SeedBlock): string[] {
  if (NOT_ON_SCREEN.has(block.blockType)) return [];
  const card = ON_THEIR_CARD[block.blockType];
  if (card) return card(block).filter((text): text is string => typeof text === 'string');
  // A field's content is its placeholder and a submit's content its busy label: neither is page text.
  if (block.blockType === 'field' || block.blockType === 'submit') return [block.title];
  const texts = [block.title];
  texts.push(block.blockType === 'stat' ? statText(block) : (block.content ?? ''));
  for (const [key, value] of Object.entries(block.metadata ?? {})) {
    if (SHOWN_COPY_HIDES.has(key)) continue;
    if (typeof value === 'string') texts.push(value);
    if (Array.isArray(value)) texts.push(...value.filter((v): v is string => typeof v === 'string'));
  }
  return texts;
}

export function shownCopy(seed: SeedPage): string[] {
  const texts = asShown(seed).sections.flatMap((section) => [
    section.title,
    section.subtitle ?? '',
    section.description ?? '',
    ...section.blocks.flatMap(blockTexts),
  ]);
  return [...new Set(texts.filter(Boolean))];
}

const VISIBLE_COPY_HIDES = new Set(['href', 'slug', 'variant', 'icon', 'imageAlt', 'caseStudy', 'key', 'prefix', 'suffix', 'fact']);

/**
 * Every text of a seed page a visitor sees without interacting: headings, paragraphs, block titles and
 * contents, figures with their suffix, and the visible metadata (features, tags, roles, labels...). Alt texts,
 * paragraph names, link targets, the projects' empty-state lines and the closed case studies are left out, and so are the
 * metadata keys in `omit` (e.g. Home's project cards show no area, duration or tags).
 */
export function visibleCopy(seed: SeedPage, { omit = [] }: { omit?: string[] } = {}): string[] {
  const texts: string[] = [];
  for (const section of asShown(seed).sections) {
    texts.push(section.title, section.subtitle ?? '', section.description ?? '');
    for (const block of section.blocks) {
      if (block.blockType === 'image') continue;
      if (block.blockType === 'label') {
        if (!block.title.includes('{')) texts.push(block.title);
        continue;
      }
      // A paragraph's title only names it for the admin.
      if (block.blockType !== 'paragraph') texts.push(block.title);
      if (block.blockType === 'filter') continue;
      texts.push(block.blockType === 'stat' ? statText(block) : (block.content ?? ''));
      for (const [key, value] of Object.entries(block.metadata ?? {})) {
        if (VISIBLE_COPY_HIDES.has(key) || omit.includes(key)) continue;
        if (typeof value === 'string') texts.push(value);
        if (Array.isArray(value)) texts.push(...value.filter((v): v is string => typeof v === 'string'));
      }
    }
  }
  return [...new Set(texts.filter(Boolean))];
}
