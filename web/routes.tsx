import type { ComponentType } from 'react';
import { ITEM_ROUTES, PUBLIC_ROUTES, type ItemType } from './shared/content.ts';
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
import MachinePage from './pages/Machine.tsx';
import DevelopmentPage from './pages/Development.tsx';

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

/** Item pages (docs/product.md § Item pages): drawn from their list page's content. */
const ITEM_PAGES: Record<ItemType, ComponentType<PageProps>> = { project: ProjectPage, machine: MachinePage, development: DevelopmentPage };

export const itemRoutes = ITEM_ROUTES.map((r) => ({ path: `${r.listPath}/:slug`, slug: r.slug, Page: ITEM_PAGES[r.blockType] }));
