// "Discuss a similar project" (web/pages/Project.tsx) opens /contact?project=<slug>: the contact form comes filled
// in for that project, rendered by the server so it works before and without the script.
import { ITEM_ROUTES, itemIn, type PostedForm } from '../../web/shared/content.ts';
import { projectPath } from '../../web/shared/item-slugs.ts';
import { readPage } from '../content/pages.ts';
import { readSettings } from '../content/settings.ts';
import { SETTING } from '../../web/shared/settings.ts';
import type { Services } from '../services.ts';
import { publicOrigin } from './seo.ts';

export const CONTACT_PATH = '/contact';
export const PROJECT_QUERY = 'project';

/** The form's starting values when the address names a visible project; undefined otherwise (the plain page). */
export function contactPrefill(s: Services, path: string, url: URL): PostedForm | undefined {
  const slug = url.searchParams.get(PROJECT_QUERY);
  if (path !== CONTACT_PATH || !slug) return undefined;
  const route = ITEM_ROUTES[0];
  const project = itemIn(readPage(s.db, route.slug), route, slug.toLowerCase());
  if (!project) return undefined;
  const origin = publicOrigin(readSettings(s.db).get(SETTING.siteUrl), url.origin);
  const message = `I would like to discuss a project similar to "${project.title}" (${origin}${projectPath(slug.toLowerCase())}).`;
  return { path, values: { service: 'construction', message }, errors: {} };
}
