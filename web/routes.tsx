import type { ComponentType } from 'react';
import { PUBLIC_ROUTES } from './shared/content.ts';
import type { PageProps } from './pages/types.ts';
import HomePage from './pages/Home.tsx';
import ServicesPage from './pages/Services.tsx';
import ProjectsPage from './pages/Projects.tsx';
import RealEstatePage from './pages/RealEstate.tsx';
import PaintsPage from './pages/Paints.tsx';
import EquipmentPage from './pages/Equipment.tsx';
import AboutPage from './pages/About.tsx';
import ContactPage from './pages/Contact.tsx';
import LegalPage from './pages/Legal.tsx';
import ProjectPage from './pages/Project.tsx';

const COMPONENTS: Record<(typeof PUBLIC_ROUTES)[number]['slug'], ComponentType<PageProps>> = {
  home: HomePage,
  services: ServicesPage,
  projects: ProjectsPage,
  'real-estate': RealEstatePage,
  paints: PaintsPage,
  equipment: EquipmentPage,
  about: AboutPage,
  contact: ContactPage,
  privacy: LegalPage,
  terms: LegalPage,
};

export const routes = PUBLIC_ROUTES.map((r) => ({ ...r, Page: COMPONENTS[r.slug] }));

/** Item pages (docs/product.md § Project pages): drawn from their list page's content. */
export const itemRoutes = [{ path: '/projects/:slug', slug: 'projects', Page: ProjectPage }];
