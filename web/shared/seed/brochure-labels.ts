// The words of an item's brochure (src/render/brochures.ts): the page's link to it and the PDF's contact panel, a
// label block of the projects and the developments sections each, edited in the panel; migration 36 adds them to an
// older database.
import type { SeedBlock } from './types.ts';

const label = (key: string, title: string): SeedBlock => ({ blockType: 'label', title, metadata: { key } });

export const brochureLabels: SeedBlock[] = [
  label('brochure', 'Download the brochure'),
  label('brochure-contact', 'Talk to us'),
  label('brochure-scan', 'Scan to open this page'),
];
