import type { ReactNode } from 'react';
import { ContentImage } from '../../components/ContentImage.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { Icon } from '../../components/Icon.tsx';
import { Reveal } from '../../components/Reveal.tsx';
import { metaList, metaString, type ContentBlock } from '../../shared/content.ts';
import { FeatureList } from './FeatureList.tsx';
import { SCENE } from './blocks.ts';
import { PictureStandIn } from './PictureStandIn.tsx';

/** A card with its picture, an icon badge, title, text and feature bullets (paint products, equipment categories). */
export function FeatureCard({
  block,
  index,
  fallbackIcon,
  className,
  sizes = SLOT_SIZES.card3,
  framed = false,
  children,
}: {
  block: ContentBlock;
  index: number;
  fallbackIcon: string;
  className?: string;
  sizes?: string;
  /** Another card of the grid shows a picture. */
  framed?: boolean;
  /** After the feature list: a product's facts. */
  children?: ReactNode;
}) {
  return (
    <Reveal as="li" delay={(index + 1) * 100} className={className}>
      <article className="card flex h-full flex-col overflow-hidden">
        {block.imageUrl ? (
          <ContentImage
            src={block.imageUrl}
            alt={metaString(block, 'imageAlt', block.title)}
            {...SCENE}
            sizes={sizes}
            className="pic bg-surface-warm"
          />
        ) : framed ? (
          <PictureStandIn />
        ) : null}
        <div className="flex flex-1 flex-col p-6">
          <span className="-mt-12 mb-4 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-ink text-accent shadow-lg ring-4 ring-white">
            <Icon name={metaString(block, 'icon', fallbackIcon)} className="h-6 w-6" />
          </span>
          <h3 className="heading-3 m-0">{block.title}</h3>
          <p className="prose m-0 mt-3">{block.content}</p>
          <FeatureList items={metaList(block, 'features')} />
          {children}
        </div>
      </article>
    </Reveal>
  );
}
