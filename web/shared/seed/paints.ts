import type { SeedPage } from './types.ts';

// TODO(seed): SPEC.md copy for this page.
export const paintsPage: SeedPage = { slug: 'paints', title: 'paints', sections: [] };
