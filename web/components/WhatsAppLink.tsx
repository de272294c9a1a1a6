// docs/product.md § WhatsApp link: shown only while the whatsapp_number setting holds a number; its words are the
// site page's 'whatsapp' labels (web/shared/seed/site.ts), the first message names the page the visitor is on (on an
// item's page, the item).
import { useLocation } from 'wouter';
import { findSection, itemAt, itemIn, slugForPath } from '../shared/content.ts';
import { labelText } from '../pages/parts/blocks.ts';
import { WHATSAPP_LABEL, whatsappSection } from '../shared/seed/site.ts';
import { whatsappHref, whatsappMessage } from '../shared/whatsapp.ts';
import { usePage, usePageTitle, useSettings, useSite } from '../state/content.tsx';
import { Glyph } from './Icon.tsx';
import { mdiWhatsapp } from '../shared/icon-svg.ts';

const TONES = {
  /** On a white or warm band. */
  light: 'btn-dark',
  /** On the navy footer. */
  dark: 'btn border border-white/25 bg-white/5 text-white hover:border-whatsapp hover:bg-white/10',
} as const;

function useWhatsAppWords() {
  const section = findSection(useSite(), 'whatsapp');
  const word = (key: string) => labelText(section, key, whatsappSection.blocks.find((b) => b.metadata?.key === key)?.title ?? '');
  return { link: word(WHATSAPP_LABEL.link), message: word(WHATSAPP_LABEL.message) };
}

/** The chat link with its first message naming this page; undefined while no WhatsApp number is set. */
export function useWhatsAppHref(): string | undefined {
  const settings = useSettings();
  const { message } = useWhatsAppWords();
  const [location] = useLocation();
  const slug = slugForPath(location.length > 1 ? location.replace(/\/+$/, '') : location);
  const loadedTitle = usePageTitle(slug);
  const shown = itemAt(location);
  const listPage = usePage(shown?.route.slug ?? '');
  const item = shown && itemIn(listPage, shown.route, shown.itemSlug);
  const notFoundTitle = findSection(useSite(), 'not_found')?.title;
  // An item's page is named by the item ("Rumuola Shopping Centre project"), so the owner knows what is asked about.
  const pageTitle = (slug ? loadedTitle : shown && item ? `${item.title} ${shown.route.noun}` : notFoundTitle) ?? '';
  return whatsappHref(settings.whatsappNumber, whatsappMessage(message, { company: settings.companyName, page: pageTitle }));
}

export function WhatsAppLink({ tone = 'light', className = '' }: { tone?: keyof typeof TONES; className?: string }) {
  const words = useWhatsAppWords();
  const href = useWhatsAppHref();
  if (!href) return null;
  return (
    <a href={href} rel="noopener" target="_blank" className={`${TONES[tone]} ${className}`}>
      <Glyph svg={mdiWhatsapp} className="h-5 w-5 text-whatsapp" />
      {words.link}
    </a>
  );
}
