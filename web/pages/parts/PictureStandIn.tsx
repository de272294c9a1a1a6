import { Icon } from '../../components/Icon.tsx';

/**
 * A card's picture frame without a picture: navy on the blueprint grid with the item's icon. Drawn where the card's
 * grid shows pictures and this item has none (or its illustration gave way to photographs beside it,
 * web/shared/picture-kinds.ts), so the cards keep one shape and no grid mixes photos with drawings.
 * Decoration: the card's own words say what it is. `icon`: none where the card shows its icon already.
 */
export function PictureStandIn({ icon, className = 'flex' }: { icon?: string; className?: string }) {
  return (
    <div aria-hidden="true" data-stand-in="" className={`blueprint-panel aspect-[16/10] items-center justify-center bg-ink ${className}`}>
      {icon ? (
        <span className="inline-flex h-16 w-16 items-center justify-center rounded-full border-2 border-accent/40 text-accent">
          <Icon name={icon} className="h-8 w-8" />
        </span>
      ) : null}
    </div>
  );
}
