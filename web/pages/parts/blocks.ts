// Reading content blocks for the page components: blocks by type, the hero's picture and actions.
import type { ContentBlock, PageContent, Section } from '../../shared/content.ts';
import { blocksOf, coverOf, metaString } from '../../shared/content.ts';
import type { SeedPage } from '../../shared/seed/types.ts';
import type { HeroAction, HeroImage } from '../../components/PageHero.tsx';

// Moved to web/shared/ so that the server's brochures read a page's words as the page does.
export { blocksOf, coverOf, labelText } from '../../shared/content.ts';

/** Artwork is drawn at 16:10 (800 × 500, the scene size W/H in scripts/artwork/parts.ts; docs/product.md § Visual direction); an admin's photo is cropped to the same box by CSS. */
export const SCENE = { width: 800, height: 500 } as const;

export function firstBlock(section: Section | undefined, blockType: string): ContentBlock | undefined {
  return section?.contentBlocks.find((b) => b.blockType === blockType);
}

export function heroImage(section: Section | undefined): HeroImage | undefined {
  const block = blocksOf(section, 'image').find((b) => b.imageUrl);
  return block?.imageUrl ? { src: block.imageUrl, alt: block.title, ...SCENE, ...(block.content.trim() ? { caption: block.content.trim() } : {}) } : undefined;
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
