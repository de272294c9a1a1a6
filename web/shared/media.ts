// Uploaded images: the rows of the media library API (GET /api/admin/media, the upload's 201, PATCH, PUT …/file),
// read by the server and the admin panel, and what the public pages need: the variants of each /media/ URL a page
// uses, sent with the page's content (SSR payload and /api/pages/:slug) so a <picture> needs no other request.

export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const EXTENSION: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Where a variant is served: its content hash names it, so it is cached for a year. */
export const variantUrl = (hash: string, format: VariantFormat) => `/media/v/${hash}.${EXTENSION[format]}`;

/** True for an admin's upload (served by the media library), as opposed to the site's own artwork. */
export const isUploadedImage = (url: string | null | undefined): url is string => typeof url === 'string' && url.startsWith('/media/');

/** True for one of the illustrations the site is seeded with (web/static/art/), which the owner's photos replace. */
export const isSeedArtwork = (url: string | null | undefined): url is string => typeof url === 'string' && url.startsWith('/art/');

/** One uploaded image in a page's payload, kept small: per format, [width, hash] pairs from narrow to wide. */
export interface PageImage {
  width: number;
  height: number;
  /** The focal point in per cent, [x, y]; [50, 50] is the centre. */
  focus: [number, number];
  placeholder: string | null;
  sources: ImageSources;
  /** The phone widths compressed harder, for a lite page (Save-Data); absent until the photo has them. */
  lite?: ImageSources;
}

/** Per format, [width, hash] pairs from narrow to wide. */
export type ImageSources = Record<VariantFormat, [number, string][]>;

/** /media/ URL → its variants; absent on a page without uploads. */
export type PageImages = Record<string, PageImage>;

export const srcsetOf = (sources: ImageSources, format: VariantFormat) =>
  sources[format].map(([width, hash]) => `${variantUrl(hash, format)} ${width}w`).join(', ');

/**
 * The screens an image's AVIF sizes cover when they stop short of its WebP ones (AVIF is made up to 1280 px):
 * a phone (up to 640 CSS px at any density) or a screen up to 1280 px at 1×. Elsewhere (a retina laptop, a wide
 * monitor) the browser skips the AVIF source and takes the wider WebP. Undefined when AVIF goes as wide.
 */
export function avifMedia(sources: ImageSources): string | undefined {
  const widest = (format: VariantFormat) => sources[format].at(-1)?.[0] ?? 0;
  const avif = widest('avif');
  if (avif >= widest('webp')) return undefined;
  return `(max-width: ${Math.floor(avif / 2)}px), (max-width: ${avif}px) and (max-resolution: 1dppx)`;
}

/** Where an image is used: a content block (its picture or its metadata) or a site setting. */
export type ImageUse =
  | {
      kind: 'block';
      blockId: number;
      pageTitle: string;
      sectionTitle: string;
      blockTitle: string;
      /** The public page that shows it; null for the site-wide header and footer. */
      path: string | null;
      /** False while the block or its section or page is hidden. */
      visible: boolean;
      /** One line for the admin: "Projects › Featured projects › Lekki Tower". */
      label: string;
    }
  | { kind: 'setting'; settingKey: string; path: null; visible: true; label: string };

export interface MediaVariantRow {
  format: VariantFormat;
  width: number;
  url: string;
  size: number;
}

export interface MediaRow {
  id: number;
  filename: string;
  originalName: string;
  mimeType: string;
  /** Bytes of the stored original (upright, without metadata). */
  size: number;
  url: string;
  altText: string | null;
  createdAt: string;
  /** Upright size in pixels; null only for an old upload that could not be processed (see processingError). */
  width: number | null;
  height: number | null;
  focalPoint: { x: number; y: number };
  placeholder: string | null;
  /** Why an image uploaded before the pipeline could not be processed; null otherwise. */
  processingError: string | null;
  usedIn: ImageUse[];
  variants: MediaVariantRow[];
}
