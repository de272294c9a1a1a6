// What the library shows about an image's processed versions: the thumbnail, what a phone receives, the
// placeholder behind a loading picture, and the places the image is used.
import type { CSSProperties } from 'react';
import { formatSize } from '../format.ts';
import type { ImageUse, MediaFile, MediaVariantRow as MediaVariant } from '../types.ts';

/** A 375-px-wide phone at DPR 2 (most phones sold in Nigeria are 2-3) asks for at least this many pixels for a full-width slot. */
const PHONE_PIXELS = 375 * 2;

const FORMAT_RANK: Record<MediaVariant['format'], number> = { avif: 0, webp: 1, jpeg: 2 };
const byWidth = (a: MediaVariant, b: MediaVariant) => a.width - b.width || FORMAT_RANK[a.format] - FORMAT_RANK[b.format] || a.size - b.size;

/** The smallest version, for a thumbnail (the original while an image has none yet). */
export function thumbnailUrl(file: Pick<MediaFile, 'url' | 'variants'>): string {
  return [...(file.variants ?? [])].sort(byWidth)[0]?.url ?? file.url;
}

/** A srcset of the versions in the best format there is, so a bigger preview stays sharp on a phone's screen. */
export function previewSrcSet(file: Pick<MediaFile, 'variants'>): string | undefined {
  const variants = file.variants ?? [];
  const format = (['avif', 'webp', 'jpeg'] as const).find((f) => variants.some((v) => v.format === f));
  const list = variants.filter((v) => v.format === format).sort(byWidth);
  return list.length ? list.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
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
  /** the public page showing it (none for a site-wide use: header, footer, settings) */
  href?: string;
}

/** Where an image is used, as a line and a link to the public page; a hidden block says so. */
export function placesOf(uses: readonly ImageUse[] | undefined): Place[] {
  return (uses ?? []).map((use) => ({
    label: use.visible ? use.label : `${use.label} (hidden)`,
    ...(use.path ? { href: use.path } : {}),
  }));
}

/** The places a refused delete (409) names: its issues under `usedIn`, linked through the library's own list. */
export function placesInRefusal(body: unknown, known: Place[]): Place[] {
  const issues = (body as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues
    .filter((i): i is { path: string; message: string } => !!i && i.path === 'usedIn' && typeof i.message === 'string')
    .map((i) => {
      const href = known.find((p) => p.label === i.message || p.label === `${i.message} (hidden)`)?.href;
      return { label: i.message, ...(href ? { href } : {}) };
    });
}

/** "Used in 2 places", "Not used on the site yet". */
export function usageSummary(places: Place[]): string {
  if (!places.length) return 'Not used on the site yet';
  return places.length === 1 ? 'Used in 1 place' : `Used in ${places.length} places`;
}
