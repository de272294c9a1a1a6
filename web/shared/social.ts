// The social icons of the footer and the Contact page (docs/product.md § Footer): each `social` block names its
// network, whose address is a setting. An icon whose setting is empty is left out, never a link to nowhere.
import { metaString, type ContentBlock, type PublicSettings } from './content.ts';

const SOCIAL_URL: Record<string, keyof PublicSettings> = {
  facebook: 'facebookUrl',
  twitter: 'twitterUrl',
  linkedin: 'linkedinUrl',
  instagram: 'instagramUrl',
};

export interface SocialLink {
  block: ContentBlock;
  network: string;
  href: string;
}

/** The blocks' icons that have an address, in their order. */
export function socialLinks(blocks: readonly ContentBlock[], settings: PublicSettings): SocialLink[] {
  return blocks.flatMap((block) => {
    const network = metaString(block, 'network');
    const key = SOCIAL_URL[network];
    const href = key ? settings[key].trim() : '';
    return href ? [{ block, network, href }] : [];
  });
}
