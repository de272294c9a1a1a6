import type { SeedPage } from './types.ts';

// TODO(seed): SPEC.md copy for this page.
export const contactPage: SeedPage = { slug: 'contact', title: 'contact', sections: [] };
