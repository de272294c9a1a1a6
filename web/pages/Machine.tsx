// A machine's own page, /equipment/<slug> (docs/product.md § Item pages): what a site engineer checks before
// hiring (the specifications as key facts), its pictures, related machines and "Request a quote for this
// machine", which opens the quote form with the machine named. Drawn in the items' shared frame.
import { findSection, ITEM_ROUTES } from '../shared/content.ts';
import { IconLine } from './parts/IconLine.tsx';
import { specsOf } from '../shared/item-facts.ts';
import { blocksOf, labelText } from './parts/blocks.ts';
import { ItemPageShell, ItemRouteView, relatedItems, type ItemView } from './parts/ItemPage.tsx';
import { MachineCard } from './parts/MachineCard.tsx';
import { MachineRates } from './parts/MachineRates.tsx';
import type { PageProps } from './types.ts';

const ROUTE = ITEM_ROUTES[1];

export default function MachinePage({ page }: PageProps) {
  return <ItemRouteView page={page} route={ROUTE}>{(view) => <MachineView {...view} />}</ItemRouteView>;
}

function MachineView(view: ItemView) {
  const { item: machine, section, page } = view;
  // The equipment page's rental terms hold for every machine: said here beside its specifications.
  const terms = blocksOf(findSection(page, 'rental-terms'), 'term');
  const facts = specsOf(machine).map((spec, index) => ({ key: `${index}`, label: spec.label, value: spec.value, icon: 'gauge' }));
  const more = labelText(section, 'more', 'Specifications and quote');
  return (
    <ItemPageShell
      {...view}
      eyebrow={section.subtitle ?? ''}
      cta={labelText(section, 'enquire', 'Request a quote for this machine')}
      back={labelText(section, 'back', 'All equipment')}
      facts={facts}
      factsHeading={labelText(section, 'facts', 'Specifications')}
      aboutHeading={labelText(section, 'about', 'Hire terms')}
      details={
        <>
          <MachineRates machine={machine} section={section} />
          {terms.length ? (
            <ul className="m-0 mt-6 grid list-none gap-5 p-0">
              {terms.map((term) => (
                <IconLine key={term.id} block={term} />
              ))}
            </ul>
          ) : null}
        </>
      }
      relatedHeading={labelText(section, 'related', 'Related machines')}
      related={relatedItems(section, machine, 'equipmentType')}
      card={(other, sizes) => <MachineCard block={other} more={more} sizes={sizes} />}
    />
  );
}
