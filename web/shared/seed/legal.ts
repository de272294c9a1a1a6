// The shape the two notices share (docs/product.md § Privacy Policy and Terms of Service), read by
// web/pages/Legal.tsx. Section title = a heading the screen reader can jump to, description = its lead sentence.
//   hero      (section) title = the page's h1, description = one sentence; label {key: 'updated'} = the "last updated"
//             line, label {key: 'contents'} = the heading of the list of the page's sections
//   any other paragraph: title = a name for the admin only, content = the paragraph
//   contact   detail {kind: 'company' | 'address' | 'phone' | 'email'}: title = the line's label; the value is the
//             site setting of that kind, so the company's details are written once (settings.ts)
import type { SeedBlock, SeedSection } from './types.ts';

export const LEGAL_LABEL = { updated: 'updated', contents: 'contents' } as const;

export function legalHero(title: string, description: string, updated: string): SeedSection {
  return {
    sectionKey: 'hero',
    title,
    description,
    blocks: [
      { blockType: 'label', title: updated, metadata: { key: LEGAL_LABEL.updated } },
      { blockType: 'label', title: 'On this page', metadata: { key: LEGAL_LABEL.contents } },
    ],
  };
}

/** A section of paragraphs: each [name for the admin, text]. */
export function legalSection(sectionKey: string, title: string, paragraphs: [string, string][], description?: string): SeedSection {
  return {
    sectionKey,
    title,
    description,
    blocks: paragraphs.map(([name, content]): SeedBlock => ({ blockType: 'paragraph', title: name, content })),
  };
}

export function legalContactSection(title: string, description: string): SeedSection {
  return {
    sectionKey: 'contact',
    title,
    description,
    blocks: [
      { blockType: 'detail', title: 'Company', metadata: { kind: 'company' } },
      { blockType: 'detail', title: 'Address', metadata: { kind: 'address' } },
      { blockType: 'detail', title: 'Phone', metadata: { kind: 'phone' } },
      { blockType: 'detail', title: 'E-mail', metadata: { kind: 'email' } },
    ],
  };
}
