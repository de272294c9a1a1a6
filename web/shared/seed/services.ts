import type { SeedPage } from './types.ts';

// TODO(seed): SPEC.md copy for this page.
export const servicesPage: SeedPage = { slug: 'services', title: 'services', sections: [] };
