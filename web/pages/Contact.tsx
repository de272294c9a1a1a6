// Contact (docs/product.md § Contact): hero, the message form beside the contact detail cards (phone, e-mail, address, business
// hours, social links), the headquarters card and the emergency call banner. Copy: web/shared/seed/contact.ts;
// the phone, e-mail, address and social addresses come from the site settings.
import type { PublicSettings, Section } from '../shared/content.ts';
import { findSection, isSectionHidden, metaString } from '../shared/content.ts';
import { contactFormSection } from '../shared/seed/contact.ts';
import { socialLinks } from '../shared/social.ts';
import { ContentImage } from '../components/ContentImage.tsx';
import { SLOT_SIZES } from '../components/image-sizes.ts';
import { Glyph, Icon } from '../components/Icon.tsx';
import { lucideClock, lucideMapPin, lucidePhone, lucidePhoneCall } from '../shared/icon-svg.ts';
import { PageHero, type HeroAction, type HeroPlace } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { Island } from '../islands/Island.tsx';
import { WhatsAppLink } from '../components/WhatsAppLink.tsx';
import { SocialIcons } from '../components/SocialIcons.tsx';
import { useSettings } from '../state/content.tsx';
import { blocksOf, firstBlock, heroActions, heroImage, SCENE } from './parts/blocks.ts';
import { SectionHeading } from './parts/SectionHeading.tsx';
import { ButtonLink } from './parts/ButtonLink.tsx';
import { telHref } from '../lib/tel.ts';
import { DIRECTIONS_LINK, directionsHref } from '../lib/directions.ts';
import { settingLine } from './parts/setting-line.ts';
import { cardRows, emergencyDays, parseWeek, withEmergencyDays } from '../shared/opening-hours.ts';
import type { PageProps } from './types.ts';

/**
 * A button whose href is just "tel:" calls the company phone from the settings, and one whose href is "directions:"
 * shows the way to its address (each written once); without that setting the button is not shown.
 */
function withSettings(actions: HeroAction[], { phone, address }: PublicSettings): HeroAction[] {
  return actions.flatMap((a) => {
    if (a.href === 'tel:') return phone ? [{ ...a, href: telHref(phone) }] : [];
    if (a.href === DIRECTIONS_LINK) return address ? [{ ...a, href: directionsHref(address) }] : [];
    return [a];
  });
}

/**
 * The hero's buttons, except the one to the address: that one becomes the hero's place line (the address and the
 * way there, labelled with the button's words), so the office photo or the navy band says where the company is
 * under its two actions. Without that button, or without an address in the settings, there is no place line.
 */
function heroActionsAndPlace(actions: HeroAction[], settings: PublicSettings): { actions: HeroAction[]; place?: HeroPlace } {
  const directions = actions.find((a) => a.href === DIRECTIONS_LINK);
  const rest = withSettings(
    actions.filter((a) => a !== directions),
    settings,
  );
  if (!directions || !settings.address) return { actions: rest };
  return { actions: rest, place: { address: settings.address, directions: { href: directionsHref(settings.address), label: directions.label } } };
}

export default function ContactPage({ page }: PageProps) {
  const settings = useSettings();
  const hero = findSection(page, 'hero');
  return (
    <>
      <PageHero section={hero} eyebrow={page?.title} {...heroActionsAndPlace(heroActions(hero), settings)} image={heroImage(hero)} />
      <div className="band">
        <div className="container grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
          {isSectionHidden(page, 'contact-form') ? null : <MessageForm section={findSection(page, 'contact-form')} />}
          <Details
            details={findSection(page, 'contact-details')}
            hours={findSection(page, 'business-hours')}
            social={findSection(page, 'social')}
            settings={settings}
          />
        </div>
      </div>
      <Headquarters section={findSection(page, 'headquarters')} settings={settings} />
      <Emergency section={findSection(page, 'emergency')} phone={settings.phone} hours={settings.openingHours} />
    </>
  );
}

function MessageForm({ section }: { section: Section | undefined }) {
  return (
    <section id="contact-form" aria-labelledby={section ? 'ct-form' : undefined} className="card scroll-mt-24 self-start border-t-4 border-t-accent p-6 md:p-10">
      {section ? <SectionHeading section={section} id="ct-form" className="mb-8" /> : null}
      <Island name="contact-form" props={{ section, fallback: contactFormSection, labelledBy: section ? 'ct-form' : undefined }} />
    </section>
  );
}

function Details({
  details,
  hours,
  social,
  settings,
}: {
  details: Section | undefined;
  hours: Section | undefined;
  social: Section | undefined;
  settings: PublicSettings;
}) {
  return (
    <section aria-labelledby={details ? 'ct-details' : undefined} className="grid content-start gap-5">
      {details ? <SectionHeading section={details} id="ct-details" className="mb-3" /> : null}
      {blocksOf(details, 'detail').map((block, index) => {
        const value = settingLine(metaString(block, 'kind'), settings);
        if (!value) return null;
        return (
          <Reveal key={block.id} delay={(index + 1) * 100} className="card flex gap-4 p-5">
            <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-ink text-accent">
              <Icon name={metaString(block, 'icon', 'info')} className="h-6 w-6" />
            </span>
            <div className="min-w-0">
              <h3 className="m-0 text-sm font-bold uppercase tracking-wider text-ink-muted">{block.title}</h3>
              {value.href ? (
                <a href={value.href} className="mt-1 inline-flex min-h-11 items-center break-all text-lg font-bold text-ink underline-offset-4 hover:text-accent-dark hover:underline">
                  {value.text}
                </a>
              ) : (
                <p className="m-0 mt-1 text-lg font-bold leading-snug text-ink">{value.text}</p>
              )}
              {block.content ? <p className="m-0 mt-1 text-sm text-body">{block.content}</p> : null}
            </div>
          </Reveal>
        );
      })}
      <WhatsAppLink className="w-full" />
      <BusinessHours section={hours} hours={settings.openingHours} />
      <SocialLinks section={social} settings={settings} />
    </section>
  );
}

/** The section gives the heading; the rows are the opening-hours setting (web/shared/opening-hours.ts). */
function BusinessHours({ section, hours }: { section: Section | undefined; hours: string }) {
  const week = parseWeek(hours);
  if (!section || !week) return null;
  return (
    <Reveal delay={400} className="card p-5">
      <div className="flex items-center gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-ink text-accent">
          <Glyph svg={lucideClock} className="h-6 w-6" />
        </span>
        <h3 className="m-0 text-sm font-bold uppercase tracking-wider text-ink-muted">{section.title}</h3>
      </div>
      <dl className="m-0 mt-4 divide-y divide-surface-line">
        {cardRows(week).map((row) => (
          <div key={row.days} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="font-semibold text-ink">{row.days}</dt>
            <dd className={`m-0 text-right tabular-nums font-semibold ${row.regular ? 'text-ink' : 'text-accent-dark'}`}>{row.hours}</dd>
          </div>
        ))}
      </dl>
    </Reveal>
  );
}

function SocialLinks({ section, settings }: { section: Section | undefined; settings: PublicSettings }) {
  const links = socialLinks(blocksOf(section, 'social'), settings);
  // No address set: no card (a heading over no icons, or icons leading nowhere, is a dead end).
  if (!section || links.length === 0) return null;
  return (
    <div className="rounded-xl bg-ink p-5 text-white">
      <h3 className="m-0 text-sm font-bold uppercase tracking-wider text-slate-200">{section.title}</h3>
      {section.description ? <p className="m-0 mt-1 text-sm text-slate-300">{section.description}</p> : null}
      <SocialIcons links={links} className="mt-4 flex-wrap" />
    </div>
  );
}

function Headquarters({ section, settings }: { section: Section | undefined; settings: PublicSettings }) {
  if (!section) return null;
  const image = firstBlock(section, 'image');
  return (
    <section aria-labelledby="ct-hq" className="band-warm">
      <div className="container">
        <Reveal className="card grid overflow-hidden lg:grid-cols-2">
          {image?.imageUrl ? (
            <ContentImage src={image.imageUrl} alt={image.title} {...SCENE} sizes={SLOT_SIZES.halfFromLg} className="aspect-[16/10] h-full bg-surface-warm object-cover" />
          ) : null}
          <div className="flex flex-col justify-center p-6 md:p-10">
            <SectionHeading section={section} id="ct-hq" />
            {settings.address ? (
              <p className="m-0 mt-6 flex items-start gap-3 text-lg font-bold text-ink">
                <Glyph svg={lucideMapPin} className="mt-1 h-5 w-5 text-accent-dark" />
                {settings.address}
              </p>
            ) : null}
            <ul className="m-0 mt-6 grid list-none gap-3 p-0">
              {blocksOf(section, 'fact').map((fact) => (
                <li key={fact.id} className="flex items-center gap-3 font-medium text-ink">
                  <Icon name={metaString(fact, 'icon', 'check')} className="h-5 w-5 text-accent-dark" />
                  {fact.title}
                </li>
              ))}
            </ul>
            {blocksOf(section, 'button').flatMap((block) => {
              const [action] = withSettings([{ label: block.title, href: metaString(block, 'href') }], settings);
              return action ? [<ButtonLink key={block.id} block={{ ...block, metadata: { ...block.metadata, href: action.href } }} className="mt-8 self-start" />] : [];
            })}
          </div>
        </Reveal>
      </div>
    </section>
  );
}

/** Its words say the days the line answers from the opening hours ({days}); with every day closed there is no line to offer. */
function Emergency({ section, phone, hours }: { section: Section | undefined; phone: string; hours: string }) {
  if (!section || !emergencyDays(hours)) return null;
  const button = firstBlock(section, 'button');
  return (
    <section aria-labelledby="ct-emergency" className="bg-accent">
      <div className="container flex flex-col gap-8 py-14 md:flex-row md:items-center md:justify-between md:py-16">
        <div className="flex max-w-2xl gap-5">
          <span className="hidden h-16 w-16 shrink-0 items-center justify-center rounded-full bg-ink text-accent sm:inline-flex">
            <Glyph svg={lucidePhoneCall} className="h-8 w-8" />
          </span>
          <div>
            {section.subtitle ? <p className="m-0 mb-2 text-sm font-bold uppercase tracking-[0.2em] text-ink">{section.subtitle}</p> : null}
            <h2 id="ct-emergency" className="heading-2 m-0">
              {section.title}
            </h2>
            {section.description ? <p className="m-0 mt-4 text-lg leading-relaxed text-ink">{withEmergencyDays(section.description, hours)}</p> : null}
          </div>
        </div>
        {phone && button ? (
          <a href={telHref(phone)} className="btn-dark shrink-0 flex-col gap-0 py-3 text-center">
            <span className="inline-flex items-center gap-2">
              <Glyph svg={lucidePhone} className="h-5 w-5" />
              {button.title}
            </span>
            <span className="text-lg font-extrabold tracking-wide text-accent tabular-nums">{phone}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
