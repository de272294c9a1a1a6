import { isValidElement, type ReactNode } from 'react';
import type { Section } from '../shared/content.ts';
import { AppLink } from './AppLink.tsx';
import { ContentImage } from './ContentImage.tsx';
import { SLOT_SIZES } from './image-sizes.ts';
import { HeroEmblem } from './HeroEmblem.tsx';
import { Glyph } from './Icon.tsx';
import { lucideArrowRight, lucideMapPin } from '../shared/icon-svg.ts';
import { isUploadedImage } from '../shared/media.ts';

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
  /** A line naming what the photograph shows ("Trans-Amadi Corporate Tower, handed over 2024"): shown over a photo. */
  caption?: string;
}

/** Where the company is, under a hero's actions: the address, and the way there in the visitor's maps app. */
export interface HeroPlace {
  address: string;
  directions: { href: string; label: string };
}

function isActionList(value: unknown): value is HeroAction[] {
  return Array.isArray(value) && value.every((a) => a && typeof a === 'object' && !isValidElement(a) && 'href' in a && 'label' in a);
}

function isHeroImage(value: unknown): value is HeroImage {
  return !!value && typeof value === 'object' && !isValidElement(value) && 'src' in value;
}

/**
 * A hero opens with the owner's photograph as soon as it has one (PhotoHero); until then with the deep-navy band
 * every public page opened with (docs/product.md § Visual direction): the section's title as the page's h1, one
 * sentence (subtitle, else description), at most two actions, and a picture beside it from 1024 px: the hero's own
 * `image`, else a `mosaic` of two to four pictures (the Projects page's featured covers), else the blueprint emblem,
 * so no hero leaves its right side an empty plane. Below 1024 px the text comes first, a picture below it (a
 * mosaic as one shallow row); the emblem, being decoration, is not shown there.
 * `title`/`description` are fallbacks for a missing section.
 */
export function PageHero({
  section,
  eyebrow,
  actions,
  image,
  mosaic,
  title,
  description,
  place,
}: {
  section: Section | undefined;
  eyebrow?: string;
  actions?: HeroAction[] | ReactNode;
  place?: HeroPlace;
  image?: HeroImage | ReactNode;
  mosaic?: HeroImage[];
  title?: string;
  description?: string;
}) {
  const heading = section?.title || title || '';
  const sentence = section?.subtitle || section?.description || description || '';
  const words: HeroWordsProps = { eyebrow, heading, sentence, actions, place };
  // The hero's own photograph; else, where the hero shows covers, the one cover that is a photograph so far.
  const coverPhotos = (mosaic ?? []).filter((tile) => isUploadedImage(tile.src));
  const photo = isHeroImage(image) ? image : image === undefined && coverPhotos.length === 1 ? coverPhotos[0] : undefined;
  if (photo && isUploadedImage(photo.src)) {
    return <PhotoHero photo={photo} words={words} />;
  }
  const hasImage = image !== undefined && image !== null && image !== false;
  const tiles = hasImage ? [] : oneKind(mosaic ?? []).slice(0, 4);
  return (
    <section className="hero-band relative isolate overflow-hidden bg-ink text-white">
      <div className="container relative grid gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:py-24">
        <HeroWords words={words} className="max-w-3xl" />
        {hasImage ? (
          <HeroFrame>
            {isHeroImage(image) ? <ContentImage src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={SLOT_SIZES.hero} className="aspect-[16/10] object-cover" eager /> : image}
          </HeroFrame>
        ) : tiles.length > 1 ? (
          <HeroMosaic tiles={tiles} />
        ) : (
          <HeroFrame className="hidden lg:block">
            <HeroEmblem />
          </HeroFrame>
        )}
      </div>
    </section>
  );
}

/**
 * The hero of a page or item with a photograph: the photo across the whole band with a dark scrim the words sit
 * on, from 1024 px; on a phone the photo comes first, full width, and the words follow on the navy it fades into.
 * Its caption, when the owner wrote one, names the place: the proof a visitor looks for that the work is real.
 */
function PhotoHero({ photo, words }: { photo: HeroImage; words: HeroWordsProps }) {
  return (
    <section data-hero="photo" className="relative isolate overflow-hidden bg-ink text-white">
      <div data-hero-picture="" className="relative aspect-[4/3] sm:aspect-[16/9] lg:absolute lg:inset-0 lg:-z-10 lg:aspect-auto">
        <ContentImage src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} sizes={SLOT_SIZES.bleed} eager fill />
        <span aria-hidden="true" className="hero-scrim absolute inset-0" />
      </div>
      <div className="container relative -mt-14 pb-12 sm:-mt-20 md:pb-16 lg:mt-0 lg:flex lg:min-h-[40rem] lg:flex-col lg:justify-end lg:pb-20 lg:pt-40">
        <HeroWords words={words} className="max-w-2xl" />
        {photo.caption ? (
          <p className="m-0 mt-10 flex items-center gap-2 text-sm font-medium text-slate-200 lg:absolute lg:bottom-8 lg:right-6 lg:mt-0 lg:max-w-sm lg:text-right">
            <Glyph svg={lucideMapPin} className="h-4 w-4 flex-none text-accent" />
            {photo.caption}
          </p>
        ) : null}
      </div>
    </section>
  );
}

interface HeroWordsProps {
  eyebrow?: string;
  heading: string;
  sentence: string;
  actions?: HeroAction[] | ReactNode;
  place?: HeroPlace;
}

/** A hero's words, on the navy band or on a photo's scrim: the eyebrow, the page's h1, the amber rule, one sentence, the actions, the place. */
function HeroWords({ words: { eyebrow, heading, sentence, actions, place }, className }: { words: HeroWordsProps; className: string }) {
  return (
    <div className={className}>
      {eyebrow ? <p className="m-0 mb-4 text-sm font-semibold uppercase tracking-[0.2em] text-accent">{eyebrow}</p> : null}
      <h1 className="m-0 text-[2.75rem] font-extrabold leading-[1.02] text-white md:text-6xl lg:text-7xl">{heading}</h1>
      <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-accent" />
      {sentence ? <p className="m-0 mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 md:text-xl">{sentence}</p> : null}
      <HeroActions actions={actions} />
      {place ? <HeroPlaceLine place={place} /> : null}
    </div>
  );
}

function HeroPlaceLine({ place: { address, directions } }: { place: HeroPlace }) {
  return (
    <p data-hero-place="" className="m-0 mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-slate-200">
      <span className="inline-flex items-start gap-2">
        <Glyph svg={lucideMapPin} className="mt-1 h-4 w-4 flex-none text-accent" />
        <span>{address}</span>
      </span>
      <a href={directions.href} className="kbd-focus inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline">
        {directions.label}
        <Glyph svg={lucideArrowRight} className="h-4 w-4" />
      </a>
    </p>
  );
}

/** Pictures of one kind only: the owner's photographs once there are two, else the site's own illustrations. */
function oneKind(tiles: HeroImage[]): HeroImage[] {
  const photos = tiles.filter((tile) => isUploadedImage(tile.src));
  return photos.length >= 2 ? photos : tiles.filter((tile) => !isUploadedImage(tile.src));
}

/** The hero picture's frame: a faint outline around a rounded, shadowed plate. */
export function HeroFrame({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div data-hero-picture="" className={`relative ${className}`}>
      <span aria-hidden="true" className="absolute -inset-3 rounded-2xl border border-white/10" />
      <div className="relative overflow-hidden rounded-xl bg-ink-soft shadow-2xl">{children}</div>
    </div>
  );
}

/**
 * Two to four pictures as one: a single shallow row on phones and tablets, a 2 × 2 block from 1024 px (three: the
 * first across the top). All above the fold, so none is lazy.
 */
function HeroMosaic({ tiles }: { tiles: HeroImage[] }) {
  const columns = ['', '', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'][tiles.length];
  return (
    <div data-hero-picture="" className="relative">
      <span aria-hidden="true" className="absolute -inset-3 hidden rounded-2xl border border-white/10 lg:block" />
      <ul className={`relative m-0 grid list-none gap-2 p-0 ${columns} lg:grid-cols-2 lg:gap-3`}>
        {tiles.map((tile, index) => (
          <li key={tile.src} className={`overflow-hidden rounded-lg bg-ink-soft shadow-xl lg:rounded-xl ${tiles.length === 3 && index === 0 ? 'lg:col-span-2' : ''}`}>
            <ContentImage
              src={tile.src}
              alt={tile.alt}
              width={tile.width}
              height={tile.height}
              sizes={tiles.length === 3 && index === 0 ? SLOT_SIZES.hero : SLOT_SIZES.heroTile}
              className={`aspect-[4/3] object-cover ${tiles.length === 3 && index === 0 ? 'lg:aspect-[2/1]' : 'lg:aspect-[16/11]'}`}
              eager
            />
          </li>
        ))}
      </ul>
    </div>
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
            {primary ? <Glyph svg={lucideArrowRight} className="h-5 w-5" /> : null}
          </AppLink>
        );
      })}
    </div>
  );
}
