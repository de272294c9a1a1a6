import type { ContentBlock } from '../../shared/content.ts';
import { ITEM_ROUTES, itemPath, metaString } from '../../shared/content.ts';
import { fromPrice, unitTypesOf } from '../../shared/item-facts.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { ContentImage } from '../../components/ContentImage.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { Glyph } from '../../components/Icon.tsx';
import { lucideArrowRight, lucideMapPin } from '../../shared/icon-svg.ts';
import { SCENE } from './blocks.ts';
import { coverOf } from './blocks.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { PictureStandIn } from './PictureStandIn.tsx';

const ROUTE = ITEM_ROUTES[2];

const STATUS_STYLES: Record<string, string> = { Selling: 'bg-status-done', 'Coming soon': 'bg-status-ongoing', 'Sold out': 'bg-ink-soft' };

/** A `development` on /real-estate and among related developments: cover, status, place, lowest price; it opens its own page. */
export function DevelopmentCard({ block, open, sizes = SLOT_SIZES.card3 }: { block: ContentBlock; open: string; sizes?: string }) {
  const cover = coverOf(block);
  const location = metaString(block, 'location');
  const price = fromPrice(block);
  const units = unitTypesOf(block).map((u) => u.name);
  const status = metaString(block, 'status');
  return (
    <article className="card relative flex h-full flex-col overflow-hidden">
      <div className="relative bg-surface-warm">
        {cover ? (
          <ContentImage src={cover.src} alt={cover.alt} {...SCENE} sizes={sizes} className="pic" />
        ) : (
          <PictureStandIn icon="buildings" />
        )}
        {status ? (
          <div className="absolute left-3 top-3">
            <StatusBadge status={status} styles={STATUS_STYLES} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {location ? (
          <p className="m-0 inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted">
            <Glyph svg={lucideMapPin} className="h-4 w-4 text-accent-dark" />
            {location}
          </p>
        ) : null}
        <h3 className="heading-3 m-0 mt-3">{block.title}</h3>
        {block.content ? <p className="prose m-0 mt-3">{block.content}</p> : null}
        {units.length ? <p className="m-0 mt-4 text-sm text-ink-soft">{units.join(' · ')}</p> : null}
        {price ? <p className="m-0 mt-3 text-lg font-bold text-ink">{price}</p> : null}
        <div className="mt-auto pt-5">
          <AppLink href={itemPath(ROUTE, metaString(block, 'slug'))} className="btn-dark w-full">
            {open}
            <span className="sr-only">: {block.title}</span>
            <Glyph svg={lucideArrowRight} className="h-5 w-5" />
          </AppLink>
        </div>
      </div>
    </article>
  );
}
