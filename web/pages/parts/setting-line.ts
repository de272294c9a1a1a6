// A line of the company's details, written once in the site settings and shown by the Contact page's cards and
// the legal notices' contact section: content blocks name the kind (metadata.kind), the settings give the words.
import type { PublicSettings } from '../../shared/content.ts';
import { telHref } from '../../lib/tel.ts';

export function settingLine(kind: string, settings: PublicSettings): { text: string; href?: string } | undefined {
  switch (kind) {
    case 'company':
      return settings.companyName ? { text: settings.companyName } : undefined;
    case 'phone':
      return settings.phone ? { text: settings.phone, href: telHref(settings.phone) } : undefined;
    case 'email':
      return settings.email ? { text: settings.email, href: `mailto:${settings.email}` } : undefined;
    case 'address':
      return settings.address ? { text: settings.address } : undefined;
    default:
      return undefined;
  }
}
