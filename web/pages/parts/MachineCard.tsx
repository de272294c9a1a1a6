import type { ContentBlock } from '../../shared/content.ts';
import { ITEM_ROUTES, itemPath, metaString } from '../../shared/content.ts';
import { specsOf } from '../../shared/item-facts.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { ContentImage } from '../../components/ContentImage.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { Glyph } from '../../components/Icon.tsx';
import { lucideArrowRight } from '../../shared/icon-svg.ts';
import { SCENE } from './blocks.ts';
import { coverOf } from './blocks.ts';
import { PictureStandIn } from './PictureStandIn.tsx';

const ROUTE = ITEM_ROUTES[1];

/** A `machine` of the equipment gallery: its picture, its name and first specification; the whole card opens its page. Compact enough for two side by side on a phone. */
export function MachineCard({ block, more, sizes = SLOT_SIZES.gallery }: { block: ContentBlock; more: string; sizes?: string }) {
  const cover = coverOf(block);
  const first = specsOf(block)[0];
  return (
    <article className="card group relative m-0 flex h-full flex-col overflow-hidden">
      {cover ? (
        <ContentImage src={cover.src} alt={cover.alt} {...SCENE} sizes={sizes} className="pic bg-surface-warm" />
      ) : (
        <PictureStandIn icon="truck" />
      )}
      <div className="flex flex-1 flex-col gap-1 px-3 py-2.5 sm:px-4 sm:py-3">
        <h3 className="m-0 flex items-baseline gap-2 text-sm font-semibold leading-snug text-ink sm:text-base">
          <span aria-hidden="true" className="h-2 w-2 shrink-0 -translate-y-px rounded-full bg-accent" />
          <AppLink href={itemPath(ROUTE, metaString(block, 'slug'))} className="focus-ring rounded-sm text-ink no-underline after:absolute after:inset-0 after:content-[''] group-hover:text-accent-dark">
            {block.title}
          </AppLink>
        </h3>
        {first ? (
          <p className="m-0 text-xs text-ink-muted sm:text-sm">
            {first.label}: <span className="font-semibold text-ink-soft">{first.value}</span>
          </p>
        ) : null}
        <p aria-hidden="true" className="m-0 mt-auto inline-flex items-center gap-1 pt-1 text-xs font-semibold text-accent-dark sm:text-sm">
          {more}
          <Glyph svg={lucideArrowRight} className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}
