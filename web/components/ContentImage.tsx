import type { CSSProperties } from 'react';
import { avifMedia, srcsetOf, variantUrl, type ImageSources, type PageImage } from '../shared/media.ts';
import { liteSizes } from '../shared/lite.ts';
import { useLite, usePageImage } from '../state/content.tsx';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The slot's `sizes` (web/components/image-sizes.ts): which variant width the browser needs at each breakpoint. */
  sizes: string;
  /** Above the fold and the page's largest picture (the hero): loaded at once, first. */
  eager?: boolean;
  /** Fill the positioned box around it (cropped to cover it) instead of taking the height its width gives. */
  fill?: boolean;
  className?: string;
}

/**
 * A picture from the content (the site's own artwork or an admin's upload). Width and height reserve its
 * box before it loads; CSS scales it to its slot; below-the-fold pictures load lazily. An upload is a <picture>
 * offering AVIF, then WebP, then JPEG at every variant width, cropped into its slot around its focal point,
 * with its blurred placeholder behind it until the bytes arrive.
 */
export function ContentImage({ src, alt, width, height, sizes: slotSizes, eager = false, fill = false, className }: Props) {
  const image = usePageImage(src);
  const lite = useLite();
  const sizes = lite ? liteSizes(slotSizes) : slotSizes;
  const box = fill ? 'absolute inset-0 block w-full h-full object-cover' : 'block w-full h-auto';
  const common = {
    decoding: 'async' as const,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    fetchPriority: eager ? ('high' as const) : undefined,
    className: className ? `${box} ${className}` : box,
  };
  if (!image) return <img src={src} alt={alt} width={width} height={height} {...common} />;
  // A lite page offers the harder-compressed phone widths (a photo stored before they existed has the usual ones).
  const sources = (lite && image.lite) || image.sources;
  return (
    // display: contents: the <img> sits in its slot's layout as if the <picture> were not there.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={srcsetOf(sources, 'avif')} sizes={sizes} media={avifMedia(sources)} />
      <source type="image/webp" srcSet={srcsetOf(sources, 'webp')} sizes={sizes} />
      <img
        src={fallbackSrc(sources)}
        srcSet={srcsetOf(sources, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        style={framing(image)}
        {...common}
      />
    </picture>
  );
}

/** The JPEG a browser without srcset gets: the widest up to 1280 px. */
function fallbackSrc(sources: ImageSources): string {
  const jpegs = sources.jpeg;
  const [, hash] = jpegs.filter(([w]) => w <= 1280).pop() ?? jpegs[0];
  return variantUrl(hash, 'jpeg');
}

/** The largest picture a link may open (a lightbox, or the picture itself without JavaScript): the widest JPEG variant, else the address itself. */
export function largestSrc(src: string, image: PageImage | undefined): string {
  const widest = image?.sources.jpeg.at(-1);
  return widest ? variantUrl(widest[1], 'jpeg') : src;
}

/** Crops (object-fit: cover in fixed-ratio slots) keep the focal point in view; the placeholder shows until the picture paints over it. */
function framing(image: PageImage): CSSProperties {
  const position = `${image.focus[0]}% ${image.focus[1]}%`;
  return {
    objectPosition: position,
    ...(image.placeholder ? { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover', backgroundPosition: position } : {}),
  };
}
