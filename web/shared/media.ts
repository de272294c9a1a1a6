// Uploaded images as the public pages need them: the variants of each /media/ URL a page uses, sent with the
// page's content (SSR payload and /api/pages/:slug) so a <picture> can be written without another request.

export const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const EXTENSION: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Where a variant is served: its content hash names it, so it is cached for a year. */
export const variantUrl = (hash: string, format: VariantFormat) => `/media/v/${hash}.${EXTENSION[format]}`;

/** True for an admin's upload (served by the media library), as opposed to the site's own artwork. */
export const isUploadedImage = (url: string | null | undefined): url is string => typeof url === 'string' && url.startsWith('/media/');

/** One uploaded image in a page's payload, kept small: per format, [width, hash] pairs from narrow to wide. */
export interface PageImage {
  width: number;
  height: number;
  /** The focal point in per cent, [x, y]; [50, 50] is the centre. */
  focus: [number, number];
  placeholder: string | null;
  sources: Record<VariantFormat, [number, string][]>;
}

/** /media/ URL → its variants; absent on a page without uploads. */
export type PageImages = Record<string, PageImage>;

export const srcsetOf = (image: PageImage, format: VariantFormat) =>
  image.sources[format].map(([width, hash]) => `${variantUrl(hash, format)} ${width}w`).join(', ');
