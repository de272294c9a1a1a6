import type { SeedPage } from './types.ts';

// TODO(seed): SPEC.md copy for this page.
export const aboutPage: SeedPage = { slug: 'about', title: 'about', sections: [] };
