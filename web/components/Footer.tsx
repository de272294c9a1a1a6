import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { findSection, metaString, type ContentBlock } from '../shared/content.ts';
import { socialLinks } from '../shared/social.ts';
import { sitePage } from '../shared/seed/site.ts';
import { useLite, useSettings, useSite } from '../state/content.tsx';
import { LITE_PATH } from '../shared/lite.ts';
import { telHref } from '../lib/tel.ts';
import { Icon } from './Icon.tsx';
import { WhatsAppLink } from './WhatsAppLink.tsx';
import { SocialIcons } from './SocialIcons.tsx';
import { LogoMark } from './LogoMark.tsx';
import { hoursLines } from '../shared/opening-hours.ts';

const CONTACT_ICON: Record<string, string> = { address: 'map-pin', phone: 'phone', email: 'mail', hours: 'clock' };

const ofType = (blocks: ContentBlock[], type: string) => blocks.filter((b) => b.blockType === type && b.title.trim());

const linkClass = 'inline-flex min-h-11 items-center text-slate-300 no-underline hover:text-accent kbd-focus rounded md:min-h-9';

function Column({ heading, children, className }: { heading: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <h2 className="m-0 mb-4 text-sm font-bold uppercase tracking-[0.18em] text-white">{heading}</h2>
      {children}
    </div>
  );
}

function LinkList({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <ul className="m-0 grid list-none gap-1 p-0">
      {blocks.map((b) => (
        <li key={b.id}>
          <a href={metaString(b, 'path', '/')} className={linkClass}>
            {b.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** docs/product.md § Footer: blurb, social icons, Quick Links, Our Services, contact details and the copyright line. */
export function Footer() {
  const settings = useSettings();
  // Until the admin's site page exists, the seed's words (the same ones the database is seeded with).
  const blocks = findSection(useSite(), 'footer')?.contentBlocks ?? seedFooterBlocks;
  const heading = (column: string) => ofType(blocks, 'heading').find((b) => metaString(b, 'column') === column)?.title ?? '';
  const label = (field: string) => ofType(blocks, 'contact_label').find((b) => metaString(b, 'field') === field)?.title ?? field;
  const blurb = ofType(blocks, 'blurb')[0]?.content ?? '';
  const rights = ofType(blocks, 'copyright')[0]?.title ?? '';
  const contact = [
    { field: 'address', value: settings.address },
    { field: 'phone', value: settings.phone, href: telHref(settings.phone) },
    { field: 'email', value: settings.email, href: `mailto:${settings.email}` },
    { field: 'hours', value: hoursLines(settings.openingHours) },
  ].filter((line) => line.value.length);

  return (
    <footer className="border-t-4 border-accent bg-ink text-slate-300">
      <div className="container grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.5fr_1fr_1fr_1.4fr] lg:gap-12">
        <div className="col-span-2 lg:col-span-1">
          <a href="/" className="inline-flex items-center gap-3 rounded-lg text-white no-underline kbd-focus">
            <LogoMark className="h-10 w-10" />
            <span className="flex flex-col leading-tight">
              <span className="text-lg font-extrabold tracking-tight">{settings.companyName}</span>
              <span className="text-xs font-medium uppercase tracking-[0.18em] text-accent">{settings.tagline}</span>
            </span>
          </a>
          {blurb ? <p className="m-0 mt-5 max-w-sm text-[15px] leading-relaxed text-slate-300">{blurb}</p> : null}
          <SocialIcons links={socialLinks(ofType(blocks, 'social'), settings)} className="mt-6" />
        </div>
        <Column heading={heading('quick_links')}>
          <LinkList blocks={ofType(blocks, 'quick_link')} />
        </Column>
        <Column heading={heading('services')}>
          <LinkList blocks={ofType(blocks, 'service_link')} />
        </Column>
        <Column heading={heading('contact')} className="col-span-2 lg:col-span-1">
          <ul className="m-0 grid list-none gap-4 p-0 text-[15px]">
            {contact.map((line) => (
              <li key={line.field} className="flex items-start gap-3">
                <Icon name={CONTACT_ICON[line.field]} className="mt-0.5 h-5 w-5 text-accent" />
                <span className="sr-only">{label(line.field)}: </span>
                {line.href ? (
                  <a href={line.href} className="break-words text-slate-300 no-underline hover:text-accent kbd-focus rounded">
                    {line.value}
                  </a>
                ) : (
                  <span className="leading-relaxed">
                    {Array.isArray(line.value)
                      ? line.value.map((text) => (
                          <span key={text} className="block">
                            {text}
                          </span>
                        ))
                      : line.value}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <WhatsAppLink tone="dark" className="mt-6" />
        </Column>
      </div>
      <div className="border-t border-white/10">
        <div className="container flex flex-col gap-3 py-6 text-sm text-slate-400 md:flex-row md:items-center md:justify-between">
          <p className="m-0">
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {settings.companyName}. {rights}
          </p>
          <ul className="m-0 flex list-none flex-wrap items-center gap-x-6 gap-y-2 p-0">
            {ofType(blocks, 'legal').map((b) => {
              const path = metaString(b, 'path');
              return (
                <li key={b.id}>
                  {path ? (
                    <a href={path} className={`${linkClass} underline-offset-4 hover:underline`}>
                      {b.title}
                    </a>
                  ) : (
                    b.title
                  )}
                </li>
              );
            })}
            <LiteSwitch block={ofType(blocks, 'lite_switch')[0] ?? seedFooterBlocks.find((b) => b.blockType === 'lite_switch')} />
          </ul>
        </div>
      </div>
    </footer>
  );
}

const seedFooterBlocks: ContentBlock[] = (sitePage.sections.find((s) => s.sectionKey === 'footer')?.blocks ?? []).map((b, i) => ({
  id: -(i + 1),
  blockType: b.blockType,
  title: b.title,
  content: b.content ?? '',
  imageUrl: b.imageUrl ?? null,
  metadata: b.metadata ?? null,
  sortOrder: i,
}));

/**
 * "Lite version": a plain form post (docs/product.md § Lite pages), so it works before and without the script; the
 * server sets or clears the cookie and sends the visitor back here.
 */
function LiteSwitch({ block }: { block: { title: string; content?: string | null } | undefined }) {
  const lite = useLite();
  const [path] = useLocation();
  if (!block) return null;
  return (
    <li>
      <form method="post" action={LITE_PATH} className="m-0">
        <input type="hidden" name="back" value={path} />
        <button type="submit" name="lite" value={lite ? 'off' : 'on'} className={`${linkClass} cursor-pointer border-0 bg-transparent p-0 text-sm underline-offset-4 hover:underline`}>
          {lite ? block.content : block.title}
        </button>
      </form>
    </li>
  );
}
