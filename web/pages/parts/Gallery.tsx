// A project's pictures (docs/product.md § Item pages): a grid of captioned pictures, each a link to the large
// picture, so that without JavaScript a tap opens it. With JavaScript (web/enhance/lightbox.ts) the link opens a
// lightbox instead: a modal dialog paged with the arrow keys, the on-screen buttons or a swipe, closed with Esc,
// focus returned to the picture it opened from.
import type { GalleryPicture } from '../../shared/content.ts';
import { ContentImage, largestSrc } from '../../components/ContentImage.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { usePageImage } from '../../state/content.tsx';
import { SCENE } from './blocks.ts';

export function Gallery({ pictures, title }: { pictures: GalleryPicture[]; title: string }) {
  if (!pictures.length) return null;
  return (
    <ul data-lightbox-gallery="" className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {pictures.map((picture, index) => (
        <li key={picture.id}>
          <Thumbnail picture={picture} label={`${title}, picture ${index + 1} of ${pictures.length}`} />
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ picture, label }: { picture: GalleryPicture; label: string }) {
  const image = usePageImage(picture.url);
  return (
    <figure className="m-0">
      <a
        href={largestSrc(picture.url, image)}
        aria-label={`${picture.alt || label} (open larger)`}
        data-alt={picture.alt}
        className="focus-ring group block overflow-hidden rounded-xl bg-surface-warm"
      >
        <ContentImage src={picture.url} alt={picture.alt} {...SCENE} sizes={SLOT_SIZES.projectGallery} className="aspect-[4/3] object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
      </a>
      {picture.alt ? (
        <figcaption aria-hidden="true" className="mt-2 text-sm text-ink-muted">
          {picture.alt}
        </figcaption>
      ) : null}
    </figure>
  );
}
