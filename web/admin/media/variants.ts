// What the library shows about an image's processed versions: the thumbnail, what a phone receives, the
// placeholder behind a loading picture, and the places the image is used.
import type { CSSProperties } from 'react';
import { formatSize } from '../format.ts';
import type { MediaFile, MediaVariant } from '../types.ts';

/** A 375-px-wide phone at DPR 2 (most phones sold in Nigeria are 2-3) asks for at least this many pixels for a full-width slot. */
export const PHONE_PIXELS = 375 * 2;

const FORMAT_RANK: Record<MediaVariant['format'], number> = { avif: 0, webp: 1, jpeg: 2 };
const byWidth = (a: MediaVariant, b: MediaVariant) => a.width - b.width || FORMAT_RANK[a.format] - FORMAT_RANK[b.format] || a.size - b.size;

/** The smallest version, for a thumbnail (the original while an image has none yet). */
export function thumbnailUrl(file: Pick<MediaFile, 'url' | 'variants'>): string {
  return [...(file.variants ?? [])].sort(byWidth)[0]?.url ?? file.url;
}

/**
 * The version a phone downloads: the narrowest in the best format it supports (AVIF, else WebP, else JPEG) that
 * covers PHONE_PIXELS, or the widest when none is that wide (the original was smaller).
 */
export function phoneVariant(file: Pick<MediaFile, 'variants'>): MediaVariant | undefined {
  const variants = file.variants ?? [];
  const format = (['avif', 'webp', 'jpeg'] as const).find((f) => variants.some((v) => v.format === f));
  const candidates = variants.filter((v) => v.format === format).sort(byWidth);
  return candidates.find((v) => v.width >= PHONE_PIXELS) ?? candidates.at(-1);
}

/** "4.8 MB → 46 KB on a phone", or only the original's size while there are no versions. */
export function phoneSummary(file: Pick<MediaFile, 'size' | 'variants'>): string {
  const phone = phoneVariant(file);
  return phone ? `${formatSize(file.size)} → ${formatSize(phone.size)} on a phone` : formatSize(file.size);
}

/** The placeholder drawn behind a picture until it loads: a blurred preview (data: URI) or a colour. */
export function placeholderStyle(placeholder: string | null | undefined): CSSProperties {
  if (!placeholder) return {};
  if (placeholder.startsWith('data:image/')) return { backgroundImage: `url("${placeholder.replace(/"/g, '%22')}")`, backgroundSize: 'cover' };
  return { backgroundColor: placeholder };
}

export interface Place {
  label: string;
  /** the public page showing it */
  href?: string;
}

const firstString = (o: Record<string, unknown>, keys: string[]) => keys.map((k) => o[k]).find((v): v is string => typeof v === 'string' && v !== '');

/** One entry of `usedIn` (or of a 409's list) as a sentence and a link to the public page. */
function placeOf(entry: unknown): Place | undefined {
  if (typeof entry === 'string') return entry ? { label: entry } : undefined;
  if (!entry || typeof entry !== 'object') return undefined;
  const o = entry as Record<string, unknown>;
  const href = firstString(o, ['path', 'href', 'publicPath', 'url']);
  const parts = [firstString(o, ['page', 'pageTitle']), firstString(o, ['section', 'sectionTitle']), firstString(o, ['block', 'blockTitle', 'title'])];
  const label = firstString(o, ['label', 'description', 'message']) ?? (parts.filter(Boolean).join(' › ') || href);
  return label ? { label, href: href?.startsWith('/') ? href : undefined } : undefined;
}

export function placesOf(list: unknown): Place[] {
  return Array.isArray(list) ? list.map(placeOf).filter((p): p is Place => !!p) : [];
}

/** The places a refused delete (409) names, from its body. */
export function placesInRefusal(body: unknown): Place[] {
  if (!body || typeof body !== 'object') return [];
  const o = body as Record<string, unknown>;
  return placesOf(o.usedIn ?? o.places ?? o.issues);
}

/** "Used in 2 places", "Not used on the site yet". */
export function usageSummary(places: Place[]): string {
  if (!places.length) return 'Not used on the site yet';
  return places.length === 1 ? 'Used in 1 place' : `Used in ${places.length} places`;
}
