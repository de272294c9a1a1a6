// A section's blocks as two groups: its content items (projects, machines, leaders…) first, then the words of its
// interface (labels, form words, buttons), as web/shared/block-types.ts isContentItem tells them apart.
import { isContentItem } from '../../shared/block-types.ts';

export interface BlockGroups<T> {
  items: T[];
  words: T[];
}

export function groupBlocks<T extends { blockType: string }>(blocks: readonly T[]): BlockGroups<T> {
  return { items: blocks.filter((b) => isContentItem(b.blockType)), words: blocks.filter((b) => !isContentItem(b.blockType)) };
}

/**
 * The section's whole order once one group is reordered: the group's members take the places its members held,
 * in their new order, so the other group and the interleaving stay exactly as stored.
 */
export function withGroupOrder(all: readonly number[], group: readonly number[]): number[] {
  const members = new Set(group);
  let next = 0;
  return all.map((id) => (members.has(id) ? group[next++] : id));
}

/** The media library id of a block's cover when it has a gallery (its first picture, as its public page shows). */
export function galleryCoverId(block: { metadata: Record<string, unknown> | null }): number | undefined {
  const gallery = block.metadata?.gallery;
  return Array.isArray(gallery) && typeof gallery[0] === 'number' ? gallery[0] : undefined;
}
