import { isValidElement, type ReactNode } from 'react';
import type { Section } from '../shared/content.ts';
import { AppLink } from './AppLink.tsx';
import { ContentImage } from './ContentImage.tsx';
import { SLOT_SIZES } from './image-sizes.ts';
import { Icon } from './Icon.tsx';

export interface HeroAction {
  label: string;
  href: string;
  /** The first action is primary (amber) unless told otherwise; the second an outline button. */
  variant?: 'primary' | 'outline';
}

export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

function isActionList(value: unknown): value is HeroAction[] {
  return Array.isArray(value) && value.every((a) => a && typeof a === 'object' && !isValidElement(a) && 'href' in a && 'label' in a);
}

function isHeroImage(value: unknown): value is HeroImage {
  return !!value && typeof value === 'object' && !isValidElement(value) && 'src' in value;
}

/**
 * The deep-navy band every public page opens with (docs/product.md § Visual direction): the section's title as the page's h1, one
 * sentence (subtitle, else description), at most two actions, and an optional picture beside it on desktop.
 * `title`/`description` are fallbacks for a missing section.
 */
export function PageHero({
  section,
  eyebrow,
  actions,
  image,
  title,
  description,
}: {
  section: Section | undefined;
  eyebrow?: string;
  actions?: HeroAction[] | ReactNode;
  image?: HeroImage | ReactNode;
  title?: string;
  description?: string;
}) {
  const heading = section?.title || title || '';
  const sentence = section?.subtitle || section?.description || description || '';
  const hasImage = image !== undefined && image !== null && image !== false;
  return (
    <section className="hero-band relative isolate overflow-hidden bg-ink text-white">
      <div
        className={`container relative grid gap-10 py-14 md:py-20 lg:py-24 ${hasImage ? 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center' : ''}`}
      >
        <div className="max-w-3xl">
          {eyebrow ? <p className="m-0 mb-4 text-sm font-semibold uppercase tracking-[0.2em] text-accent">{eyebrow}</p> : null}
          <h1 className="m-0 text-[2.75rem] font-extrabold leading-[1.02] text-white md:text-6xl lg:text-7xl">{heading}</h1>
          <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-accent" />
          {sentence ? <p className="m-0 mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 md:text-xl">{sentence}</p> : null}
          <HeroActions actions={actions} />
        </div>
        {hasImage ? (
          <div className="relative">
            <span aria-hidden="true" className="absolute -inset-3 rounded-2xl border border-white/10" />
            <div className="relative overflow-hidden rounded-xl bg-ink-soft shadow-2xl">
              {isHeroImage(image) ? <ContentImage src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={SLOT_SIZES.hero} className="aspect-[16/10] object-cover" eager /> : image}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function HeroActions({ actions }: { actions: HeroAction[] | ReactNode }) {
  if (actions === undefined || actions === null || actions === false) return null;
  if (!isActionList(actions)) return <div className="mt-8 flex flex-wrap gap-3">{actions}</div>;
  if (actions.length === 0) return null;
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      {actions.slice(0, 2).map((action, index) => {
        const primary = (action.variant ?? (index === 0 ? 'primary' : 'outline')) === 'primary';
        return (
          <AppLink key={`${action.href}-${action.label}`} href={action.href} className={primary ? 'btn-primary' : 'btn-outline text-white'}>
            {action.label}
            {primary ? <Icon name="arrow-right" className="h-5 w-5" /> : null}
          </AppLink>
        );
      })}
    </div>
  );
}
