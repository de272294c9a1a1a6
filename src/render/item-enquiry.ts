// An item page's call to action (web/shared/content.ts enquiryHref) opens a form filled in for that item:
// /contact?project=<slug> ("Discuss a similar project"), /equipment?machine=<slug> ("Request a quote for this
// machine"), /real-estate?development=<slug> ("Ask about this development"). Rendered by the server, so it works
// before and without the script; the visitor can still change every field.
import { findSection, ITEM_ROUTES, itemIn, itemPath, labelText, metaString, type ContentBlock, type ItemRoute, type PostedForm, type Section } from '../../web/shared/content.ts';
import { hasRates, ratesOf, ratesSummary } from '../../web/shared/machine-rates.ts';
import { readPage } from '../content/pages.ts';
import { readSettings } from '../content/settings.ts';
import { SETTING } from '../../web/shared/settings.ts';
import { EQUIPMENT_TYPES } from '../../web/shared/schemas.ts';
import type { Services } from '../services.ts';
import { publicOrigin } from './seo.ts';

/** The form's starting values for an item, given its full address. */
const VALUES: Record<ItemRoute['blockType'], (item: ContentBlock, address: string, section: Section | undefined) => Record<string, string>> = {
  project: (project, address) => ({ service: 'construction', message: `I would like to discuss a project similar to "${project.title}" (${address}).` }),
  // The machine named, with its rates as its page shows them (docs/product.md § Machine pages), for the desk's quote to start from.
  machine: (machine, address, section) => {
    const type = metaString(machine, 'equipmentType');
    const rates = ratesOf(machine);
    const summary = hasRates(rates) ? `${ratesSummary(rates, (key, fallback) => labelText(section, key, fallback))}\n` : '';
    return {
      ...((EQUIPMENT_TYPES as readonly string[]).includes(type) ? { equipmentType: type } : {}),
      projectDetails: `Machine: ${machine.title} (${address}).\n${summary}`,
    };
  },
  development: (development, address) => ({ service: 'real-estate', message: `I would like to know more about ${development.title} (${address}).` }),
};

/** The form's starting values when the address names a visible item for this page's form; undefined otherwise (the plain page). */
export function itemEnquiryPrefill(s: Services, path: string, url: URL): PostedForm | undefined {
  for (const route of ITEM_ROUTES) {
    const slug = url.searchParams.get(route.enquiry.query)?.toLowerCase();
    if (path !== route.enquiry.path || !slug) continue;
    const page = readPage(s.db, route.slug);
    const item = itemIn(page, route, slug);
    if (!item) return undefined;
    const origin = publicOrigin(readSettings(s.db).get(SETTING.siteUrl), url.origin);
    return { path, values: VALUES[route.blockType](item, `${origin}${itemPath(route, slug)}`, findSection(page, route.section)), errors: {} };
  }
  return undefined;
}
