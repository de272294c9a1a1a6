import type { SeedPage } from './types.ts';

// TODO(seed): SPEC.md copy for this page.
export const realEstatePage: SeedPage = { slug: 'real-estate', title: 'real-estate', sections: [] };
