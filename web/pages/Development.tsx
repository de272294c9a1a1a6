// A development's own page, /real-estate/<slug> (docs/product.md § Item pages): status, location and completion
// as key facts, each unit type with its price range in naira, amenities, pictures, related developments and "Ask
// about this development", which opens the real-estate enquiry form filled in for it. Drawn in the items' shared frame.
import { ITEM_ROUTES, metaList, metaString } from '../shared/content.ts';
import { priceRange, unitTypesOf } from '../shared/item-facts.ts';
import { DevelopmentProgress, DevelopmentTitle } from './parts/DevelopmentProof.tsx';
import { labelText } from './parts/blocks.ts';
import { developmentFacts } from '../shared/item-fact-lists.ts';
import { DevelopmentCard } from './parts/DevelopmentCard.tsx';
import { ItemPageShell, ItemRouteView, relatedItems, type ItemView } from './parts/ItemPage.tsx';
import { FeatureTags } from './parts/ProjectCard.tsx';
import type { PageProps } from './types.ts';

const ROUTE = ITEM_ROUTES[2];

export default function DevelopmentPage({ page }: PageProps) {
  return <ItemRouteView page={page} route={ROUTE}>{(view) => <DevelopmentView {...view} />}</ItemRouteView>;
}

function DevelopmentView(view: ItemView) {
  const { item: development, section } = view;
  const units = unitTypesOf(development);
  const features = metaList(development, 'features');
  const facts = developmentFacts(development, section);
  return (
    <ItemPageShell
      {...view}
      eyebrow={metaString(development, 'status')}
      cta={labelText(section, 'enquire', 'Ask about this development')}
      back={labelText(section, 'back', 'All developments')}
      brochure={labelText(section, 'brochure', 'Download the brochure')}
      facts={facts}
      factsHeading={labelText(section, 'facts', 'Key facts')}
      aboutHeading={units.length ? labelText(section, 'units', 'Unit types and prices') : labelText(section, 'about', 'About the development')}
      details={
        units.length || features.length ? (
        <>
          {units.length ? (
            <div className="mt-6 overflow-x-auto rounded-xl bg-white ring-1 ring-surface-line">
                <table className="w-full border-collapse text-left text-base">
                  <thead>
                    <tr className="border-b border-surface-line text-xs uppercase tracking-wider text-ink-muted">
                      <th scope="col" className="px-4 py-3 font-semibold">{labelText(section, 'unit', 'Unit type')}</th>
                      <th scope="col" className="px-4 py-3 text-right font-semibold">{labelText(section, 'range', 'Price range')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {units.map((unit) => (
                      <tr key={unit.name} className="border-b border-surface-line last:border-0">
                        <th scope="row" className="px-4 py-3 font-semibold text-ink">{unit.name}</th>
                        <td className="px-4 py-3 text-right tabular-nums text-ink-soft">{priceRange(unit) || labelText(section, 'on-request', 'On request')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
          ) : null}
          {features.length ? (
            <>
              <h3 className="heading-3 m-0 mt-10">{labelText(section, 'features', 'Amenities')}</h3>
              <FeatureTags tags={features} className="mt-4" large />
            </>
          ) : null}
        </>
        ) : null
      }
      after={
        <>
          <DevelopmentTitle development={development} section={section} />
          <DevelopmentProgress development={development} section={section} />
        </>
      }
      relatedHeading={labelText(section, 'related', 'Other developments')}
      related={relatedItems(section, development, 'status')}
      card={(other, sizes) => <DevelopmentCard block={other} open={labelText(section, 'open', 'View development')} sizes={sizes} />}
    />
  );
}
