import type { SeedPage } from './types.ts';

// TODO(seed): SPEC.md copy for this page.
export const homePage: SeedPage = { slug: 'home', title: 'home', sections: [] };
