// The sentence a form's 201 reply carries (docs/product.md § Public toasts: the success toast shows the server's message). It is the
// success text of the page the enquiry belongs to, as the admin last edited it, so the real-estate page's
// promise reaches real-estate enquirers and no thank-you text is written outside the seed module.
import { seedPages } from '../../web/shared/seed/index.ts';
import type { Db } from '../db/open.ts';
import type { ContentChanges } from './changes.ts';
import { readPage } from './pages.ts';

export type ThanksFor = 'contact' | 'real-estate' | 'quote';

const SOURCES: Record<ThanksFor, { slug: string; sectionKey: string }> = {
  contact: { slug: 'contact', sectionKey: 'contact-form' },
  'real-estate': { slug: 'real-estate', sectionKey: 'enquiry-form' },
  quote: { slug: 'equipment', sectionKey: 'quote-form' },
};

export const isThanksFor = (value: string): value is ThanksFor => Object.hasOwn(SOURCES, value);

interface BlockLike {
  blockType: string;
  content?: string;
  metadata?: Record<string, unknown> | null;
}

function successText(sections: { sectionKey: string; blocks: BlockLike[] }[] | undefined, sectionKey: string) {
  const section = sections?.find((s) => s.sectionKey === sectionKey);
  const block = section?.blocks.find((b) => b.blockType === 'toast' && b.metadata?.kind === 'success');
  return block?.content?.trim() || undefined;
}

/** The seeded text: the fallback when the admin has emptied or removed the block. */
export function seededThanks(which: ThanksFor): string {
  const { slug, sectionKey } = SOURCES[which];
  const page = seedPages.find((p) => p.slug === slug);
  const text = successText(page?.sections, sectionKey);
  if (!text) throw new Error(`the seed has no success text for the ${which} form`);
  return text;
}

/** Reads the current text once per content version (forms can take thousands of submissions a second). */
export function formThanks(db: Db, changes: ContentChanges): (which: ThanksFor) => string {
  const cache = new Map<ThanksFor, string>();
  changes.subscribe(() => cache.clear());
  return (which) => {
    let text = cache.get(which);
    if (text === undefined) {
      const { slug, sectionKey } = SOURCES[which];
      const page = readPage(db, slug);
      const sections = page?.sections.map((s) => ({ sectionKey: s.sectionKey, blocks: s.contentBlocks }));
      text = successText(sections, sectionKey) ?? seededThanks(which);
      cache.set(which, text);
    }
    return text;
  };
}
