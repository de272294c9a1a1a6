// A project's pictures (docs/product.md § Item pages): a grid of captioned pictures, each a link to the large
// picture, so that without JavaScript a tap opens it. With JavaScript the link opens a lightbox instead: a modal
// dialog paged with the arrow keys, the on-screen buttons or a swipe, closed with Esc, focus returned to the
// picture it opened from.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { GalleryPicture } from '../../shared/content.ts';
import { ContentImage, largestSrc } from '../../components/ContentImage.tsx';
import { Icon } from '../../components/Icon.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { usePageImage } from '../../state/content.tsx';
import { SCENE } from './blocks.ts';

const SWIPE_PX = 50;

export function Gallery({ pictures, title }: { pictures: GalleryPicture[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLAnchorElement | null)[]>([]);
  const returnTo = useRef<number | null>(null);
  // Focus goes back to the picture the lightbox opened from, once the dialog has gone (an element outside a modal
  // dialog cannot take it before).
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    openers.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [open]);
  if (!pictures.length) return null;
  return (
    <>
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {pictures.map((picture, index) => (
          <li key={picture.id}>
            <Thumbnail
              picture={picture}
              label={`${title}, picture ${index + 1} of ${pictures.length}`}
              linkRef={(el) => {
                openers.current[index] = el;
              }}
              onOpen={() => {
                returnTo.current = index;
                setOpen(index);
              }}
            />
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox
          pictures={pictures}
          index={open}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

function Thumbnail({ picture, label, linkRef, onOpen }: { picture: GalleryPicture; label: string; linkRef: (el: HTMLAnchorElement | null) => void; onOpen: () => void }) {
  const image = usePageImage(picture.url);
  return (
    <figure className="m-0">
      <a
        ref={linkRef}
        href={largestSrc(picture.url, image)}
        aria-label={`${picture.alt || label} (open larger)`}
        className="focus-ring group block overflow-hidden rounded-xl bg-surface-warm"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
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

function Lightbox({ pictures, index, onIndex, onClose }: { pictures: GalleryPicture[]; index: number; onIndex: (i: number) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  const picture = pictures[index];
  const image = usePageImage(picture.url);
  const count = pictures.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    close.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const dx = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };
  return (
    <dialog
      ref={dialog}
      aria-label={`Picture ${index + 1} of ${count}`}
      className="fixed inset-0 m-0 h-[100dvh] max-h-none w-screen max-w-none border-0 bg-ink p-0"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="flex h-[100dvh] w-screen flex-col items-center justify-center gap-3 p-4 text-white">
        <div
          className="flex min-h-0 flex-1 touch-pan-y items-center justify-center"
          onPointerDown={(event) => {
            swipeFrom.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
        >
          <img src={largestSrc(picture.url, image)} alt={picture.alt} draggable={false} className="max-h-full max-w-full select-none rounded-lg object-contain" />
        </div>
        <p className="m-0 text-center text-sm" aria-live="polite">
          {picture.alt} <span className="text-slate-300">({index + 1} / {count})</span>
        </p>
        <div className="flex gap-3">
          {count > 1 ? (
            <button type="button" className="btn-outline min-w-0 text-white" onClick={() => go(-1)} aria-label="Previous picture">
              <Icon name="arrow-left" className="h-5 w-5" />
            </button>
          ) : null}
          <button ref={close} type="button" className="btn-primary" onClick={onClose}>
            Close
          </button>
          {count > 1 ? (
            <button type="button" className="btn-outline min-w-0 text-white" onClick={() => go(1)} aria-label="Next picture">
              <Icon name="arrow-right" className="h-5 w-5" />
            </button>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
