import type { SeedPage } from './types.ts';

// TODO(seed): SPEC.md copy for this page.
export const sitePage: SeedPage = { slug: 'site', title: 'site', sections: [] };
