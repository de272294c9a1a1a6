import type { SeedPage } from './types.ts';

// TODO(seed): SPEC.md copy for this page.
export const equipmentPage: SeedPage = { slug: 'equipment', title: 'equipment', sections: [] };
