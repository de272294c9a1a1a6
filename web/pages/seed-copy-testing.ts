// For the browser tests of the Real estate, Paints, Equipment and Contact pages: the texts of a seed page a
// visitor reads on screen, derived from the seed itself so a copy edit never needs a test edit.
import type { SeedBlock, SeedPage } from '../shared/seed/types.ts';

/** Metadata that steers the rendering but is not shown as text (targets, icons, alt texts, field wiring, hours data). */
const HIDDEN_METADATA = new Set(['href', 'variant', 'icon', 'imageAlt', 'kind', 'name', 'field', 'value', 'network', 'days', 'opens', 'closes']);

/** Block types whose words appear only after interaction (toasts, the sent form's confirmation), inside a closed <select>, or as icon labels. */
const NOT_ON_SCREEN = new Set(['toast', 'next_steps', 'option', 'social', 'image']);

/** Items with pages of their own: the list shows their card, their other words are on their page (src/render/item-pages.test.ts). */
const ON_THEIR_CARD: Record<string, (block: SeedBlock) => unknown[]> = {
  machine: (block) => [block.title],
  development: (block) => [block.title, block.content, block.metadata?.status, block.metadata?.location],
};

function blockTexts(block: SeedBlock): string[] {
  if (NOT_ON_SCREEN.has(block.blockType)) return [];
  const card = ON_THEIR_CARD[block.blockType];
  if (card) return card(block).filter((text): text is string => typeof text === 'string');
  // A field's content is its placeholder and a submit's content its busy label: neither is page text.
  if (block.blockType === 'field' || block.blockType === 'submit') return [block.title];
  const texts = [block.title];
  texts.push(block.blockType === 'stat' ? `${block.content ?? ''}${block.metadata?.suffix ?? '+'}` : (block.content ?? ''));
  for (const [key, value] of Object.entries(block.metadata ?? {})) {
    if (HIDDEN_METADATA.has(key)) continue;
    if (typeof value === 'string') texts.push(value);
    if (Array.isArray(value)) texts.push(...value.filter((v): v is string => typeof v === 'string'));
  }
  return texts;
}

export function shownCopy(seed: SeedPage): string[] {
  const texts = seed.sections.flatMap((section) => [
    section.title,
    section.subtitle ?? '',
    section.description ?? '',
    ...section.blocks.flatMap(blockTexts),
  ]);
  return [...new Set(texts.filter(Boolean))];
}
