// One kind of picture a section: the owner's photographs and the site's own illustrations never share a grid.
// Once a section shows one photograph, its items still showing an illustration show none (their cards draw the
// picture's frame without it, web/pages/parts/PictureStandIn.tsx) until the owner gives them photographs too;
// the launch checklist keeps counting them until then.
import { picturesOf, type ContentBlock } from './content.ts';
import { isSeedArtwork, isUploadedImage } from './media.ts';

/** The picture a block shows first: its gallery's first, else its own. */
const shownPicture = (block: ContentBlock) => picturesOf(block)[0]?.url ?? block.imageUrl;

/** A section's blocks with the illustrations dropped where a photograph is shown beside them. */
export function oneKindOfPicture(blocks: ContentBlock[]): ContentBlock[] {
  if (!blocks.some((block) => isUploadedImage(shownPicture(block)))) return blocks;
  return blocks.map((block) => (isSeedArtwork(shownPicture(block)) ? { ...block, imageUrl: null } : block));
}
