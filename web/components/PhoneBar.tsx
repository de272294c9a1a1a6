// docs/product.md § Phone bar: on phones, Call, WhatsApp (while a number is set) and Get a quote stay one tap away
// at the bottom of every public page; on the equipment pages Get a quote goes to their quote form (quote-path.ts).
// It is plain links, drawn by the server: no script needed. A spacer after the footer keeps the footer's last line
// clear of it; base.css keeps focus clear of it and hides it while a text field has focus (the on-screen keyboard
// is up).
import { findSection, isSectionHidden, metaString } from '../shared/content.ts';
import { telHref } from '../lib/tel.ts';
import { blocksOf, labelText } from '../pages/parts/blocks.ts';
import { PHONE_BAR_LABEL, phoneBarSection } from '../shared/seed/site.ts';
import { usePage, useSettings, useSite } from '../state/content.tsx';
import { Glyph, Icon } from './Icon.tsx';
import { lucideClipboardList } from '../shared/icon-svg.ts';
import { useWhatsAppHref } from './WhatsAppLink.tsx';
import { useLocation } from 'wouter';
import { equipmentQuotePath } from './quote-path.ts';

const seedWord = (key: string) => phoneBarSection.blocks.find((b) => b.metadata?.key === key)?.title ?? '';
const seedQuote = phoneBarSection.blocks.find((b) => b.blockType === 'bar_link');

const CELL = 'flex min-h-14 flex-col items-center justify-center gap-0.5 px-2 text-xs font-semibold no-underline kbd-focus';

export function PhoneBar() {
  const site = useSite();
  const section = findSection(site, 'phone_bar');
  const { phone } = useSettings();
  const whatsapp = useWhatsAppHref();
  const quote = blocksOf(section, 'bar_link')[0];
  const quoteText = quote?.title || seedQuote?.title || '';
  const [location] = useLocation();
  const equipment = usePage('equipment');
  const quotePath = equipmentQuotePath(location, equipment) || (quote && metaString(quote, 'path')) || String(seedQuote?.metadata?.path ?? '/contact');
  const tel = phone ? telHref(phone) : undefined;
  const links = [
    tel ? { key: 'call', href: tel, icon: 'phone', text: labelText(section, PHONE_BAR_LABEL.call, seedWord(PHONE_BAR_LABEL.call)) } : undefined,
    whatsapp ? { key: 'whatsapp', href: whatsapp, icon: 'whatsapp', text: labelText(section, PHONE_BAR_LABEL.whatsapp, seedWord(PHONE_BAR_LABEL.whatsapp)), external: true } : undefined,
  ].filter((l) => l !== undefined);
  if (isSectionHidden(site, 'phone_bar')) return null;
  return (
    <>
      {/* Room under the footer as tall as the bar, so the page's last line scrolls clear of it. */}
      <div aria-hidden="true" className="phone-bar-spacer bg-ink md:hidden" />
      <nav aria-label={section?.title || phoneBarSection.title} className="phone-bar fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-ink text-white md:hidden">
        <ul className="grid auto-cols-fr grid-flow-col">
          {links.map((l) => (
            <li key={l.key} className="border-r border-white/10">
              <a href={l.href} className={`${CELL} text-white hover:bg-white/10`} {...(l.external ? { rel: 'noopener', target: '_blank' } : {})}>
                <Icon name={l.icon} className={`h-5 w-5 ${l.key === 'whatsapp' ? 'text-whatsapp' : 'text-accent'}`} />
                {l.text}
              </a>
            </li>
          ))}
          {quoteText ? (
            <li>
              <a href={quotePath} className={`${CELL} bg-accent text-ink hover:bg-accent-light`}>
                <Glyph svg={lucideClipboardList} className="h-5 w-5" />
                {quoteText}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
    </>
  );
}
