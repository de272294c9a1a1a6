import { Glyph } from '../../components/Icon.tsx';
import { lucideCircleCheck } from '../../shared/icon-svg.ts';

/** A card's feature bullets (a block's metadata.features), each with a check mark, under a thin rule. */
export function FeatureList({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="m-0 mt-5 grid list-none gap-2.5 border-t border-surface-line p-0 pt-5">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 font-semibold text-ink">
          <Glyph svg={lucideCircleCheck} className="mt-0.5 h-5 w-5 text-status-done" />
          {item}
        </li>
      ))}
    </ul>
  );
}
