import type { SeedPage } from './types.ts';

// TODO(seed): SPEC.md copy for this page.
export const projectsPage: SeedPage = { slug: 'projects', title: 'projects', sections: [] };
