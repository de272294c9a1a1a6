import type { Section } from '../../shared/content.ts';
import { ContentImage } from '../../components/ContentImage.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { firstBlock, heroImage } from './blocks.ts';
import { ButtonLink } from './ButtonLink.tsx';

/**
 * A full-bleed picture band between two card sections: from 768 px the words on navy at the left and the
 * section's first picture running to the window's right edge, parted by an amber rule; on phones the picture
 * above the words. Without a picture it is a plain navy band.
 */
export function PhotoBand({ section, id }: { section: Section | undefined; id: string }) {
  if (!section) return null;
  const image = heroImage(section);
  return (
    <section aria-labelledby={id} className={`bg-ink text-white ${image ? 'md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]' : ''}`}>
      {image ? (
        <div className="relative aspect-[16/9] md:order-2 md:aspect-auto md:min-h-[26rem] md:border-l-6 md:border-accent">
          <ContentImage src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={SLOT_SIZES.band} fill />
        </div>
      ) : null}
      {/* The words start where the page's container does, so they line up with the sections above and below. */}
      <div className={image ? 'flex items-center px-4 py-12 sm:px-6 md:py-16 md:pr-10 md:pl-[max(1.5rem,calc((100vw-1152px)/2))]' : 'container py-16'}>
        <div className="max-w-xl">
          {section.subtitle ? <p className="m-0 mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-accent">{section.subtitle}</p> : null}
          <h2 id={id} className="heading-2 m-0 text-white">
            {section.title}
          </h2>
          {section.description ? <p className="m-0 mt-5 text-lg leading-relaxed text-slate-200">{section.description}</p> : null}
          <ButtonLink block={firstBlock(section, 'button')} onDark className="mt-8" />
        </div>
      </div>
    </section>
  );
}
