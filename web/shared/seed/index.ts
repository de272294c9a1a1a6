import type { SeedPage } from './types.ts';
import { homePage } from './home.ts';
import { servicesPage } from './services.ts';
import { projectsPage } from './projects.ts';
import { realEstatePage } from './real-estate.ts';
import { paintsPage } from './paints.ts';
import { equipmentPage } from './equipment.ts';
import { aboutPage } from './about.ts';
import { contactPage } from './contact.ts';
import { privacyPage } from './privacy.ts';
import { termsPage } from './terms.ts';
import { sitePage } from './site.ts';

export { seedSettings } from './settings.ts';

/** Every page of docs/product.md § Route table plus the site-wide page (header, footer, not-found copy). */
export const seedPages: SeedPage[] = [
  homePage,
  servicesPage,
  projectsPage,
  realEstatePage,
  paintsPage,
  equipmentPage,
  aboutPage,
  contactPage,
  privacyPage,
  termsPage,
  sitePage,
];
