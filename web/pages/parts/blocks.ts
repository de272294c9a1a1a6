// Reading content blocks for the page components: blocks by type, the hero's picture and actions.
import type { ContentBlock, PageContent, Section } from '../../shared/content.ts';
import { metaString, picturesOf } from '../../shared/content.ts';
import type { SeedPage } from '../../shared/seed/types.ts';
import type { HeroAction, HeroImage } from '../../components/PageHero.tsx';

/** Artwork is drawn at 16:10 (800 × 500, the scene size W/H in scripts/artwork/parts.ts; docs/product.md § Visual direction); an admin's photo is cropped to the same box by CSS. */
export const SCENE = { width: 800, height: 500 } as const;

export function blocksOf(section: Section | undefined, blockType: string): ContentBlock[] {
  return section?.contentBlocks.filter((b) => b.blockType === blockType) ?? [];
}

export function firstBlock(section: Section | undefined, blockType: string): ContentBlock | undefined {
  return section?.contentBlocks.find((b) => b.blockType === blockType);
}

/** The `label` block filling a named slot of the interface (metadata.key), or the fallback when absent. */
export function labelText(section: Section | undefined, key: string, fallback = ''): string {
  return blocksOf(section, 'label').find((b) => metaString(b, 'key') === key)?.title || fallback;
}

export function heroImage(section: Section | undefined): HeroImage | undefined {
  const block = blocksOf(section, 'image').find((b) => b.imageUrl);
  return block?.imageUrl ? { src: block.imageUrl, alt: block.title, ...SCENE, ...(block.content.trim() ? { caption: block.content.trim() } : {}) } : undefined;
}

/** The cover: the gallery's first picture, else the item's own picture. */
export function coverOf(item: ContentBlock): { src: string; alt: string } | undefined {
  const first = picturesOf(item)[0];
  if (first) return { src: first.url, alt: first.alt || item.title };
  return item.imageUrl ? { src: item.imageUrl, alt: metaString(item, 'imageAlt', item.title) } : undefined;
}

/** Content items as hero mosaic tiles (PageHero `mosaic`): each one's cover, items without one skipped. */
export function coverTiles(items: ContentBlock[]): HeroImage[] {
  return items.flatMap((item) => {
    const cover = coverOf(item);
    return cover ? [{ ...cover, ...SCENE }] : [];
  });
}

export function heroActions(section: Section | undefined): HeroAction[] {
  return blocksOf(section, 'button').map((b) => ({
    label: b.title,
    href: metaString(b, 'href', '/contact'),
    variant: metaString(b, 'variant') === 'primary' ? 'primary' : 'outline',
  }));
}

/** A seed page as the content record the server would send (negative ids: never confused with database rows). */
export function pageFromSeed(seed: SeedPage): PageContent {
  let nextId = 0;
  return {
    id: --nextId,
    slug: seed.slug,
    title: seed.title,
    description: seed.description ?? null,
    sections: seed.sections.map((section, sectionIndex) => ({
      id: --nextId,
      sectionKey: section.sectionKey,
      title: section.title,
      subtitle: section.subtitle ?? null,
      description: section.description ?? null,
      sortOrder: (sectionIndex + 1) * 10,
      contentBlocks: section.blocks.map((block, blockIndex) => ({
        id: --nextId,
        blockType: block.blockType,
        title: block.title,
        content: block.content ?? '',
        imageUrl: block.imageUrl ?? null,
        metadata: block.metadata ?? null,
        sortOrder: (blockIndex + 1) * 10,
      })),
    })),
  };
}

/** Initials for a monogram: "Engr. Tamunotonye Briggs" → "TB" (honorifics ending in a full stop are skipped). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith('.'));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => w[0]!.toUpperCase()).join('');
}
