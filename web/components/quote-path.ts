// Where the phone bar's Get a quote goes (docs/product.md § Phone bar). Someone on Equipment or on a machine's page
// wants a machine, so there it is the equipment quote form (a machine's page chooses that machine in it), whatever
// address the admin gave the button for the rest of the site.
import { enquiryHref, isSectionHidden, itemAt, itemIn, itemRouteOf, type PageContent } from '../shared/content.ts';

const MACHINES = itemRouteOf('machine')!;

/** The equipment quote form's address from `path`; undefined off the equipment pages, or while that form is hidden. */
export function equipmentQuotePath(path: string, equipment: PageContent | null): string | undefined {
  if (!equipment || isSectionHidden(equipment, 'quote-form')) return undefined;
  const shown = itemAt(path);
  if (shown?.route === MACHINES) return itemIn(equipment, MACHINES, shown.itemSlug) ? enquiryHref(MACHINES, shown.itemSlug) : undefined;
  return path.replace(/\/+$/, '').toLowerCase() === MACHINES.listPath ? `${MACHINES.listPath}${MACHINES.enquiry.anchor}` : undefined;
}
