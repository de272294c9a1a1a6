// Paints (docs/product.md § Paints): hero, three colour palettes as real swatches with their hex codes, three product cards
// and the closing colour-matching band. Copy: web/shared/seed/paints.ts.
import type { ContentBlock, Section } from '../shared/content.ts';
import { FILL_GRID, fillSpan } from './parts/fill-grid.ts';
import { findSection, metaList } from '../shared/content.ts';
import { PageHero } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { blocksOf, heroActions, heroImage } from './parts/blocks.ts';
import { CtaBand } from './parts/CtaBand.tsx';
import { FeatureCard } from './parts/FeatureCard.tsx';
import { InOrder } from './parts/InOrder.tsx';
import { SectionHeading } from './parts/SectionHeading.tsx';
import type { PageProps } from './types.ts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export default function PaintsPage({ page }: PageProps) {
  const hero = findSection(page, 'hero');
  return (
    <>
      <PageHero section={hero} eyebrow={page?.title} actions={heroActions(hero)} image={heroImage(hero)} />
      <InOrder
        page={page}
        sections={{
          palettes: <Palettes section={findSection(page, 'palettes')} />,
          products: <Products section={findSection(page, 'products')} />,
          'custom-colour': <CtaBand section={findSection(page, 'custom-colour')} id="paints-custom-colour" />,
        }}
      />
    </>
  );
}

function Palettes({ section }: { section: Section | undefined }) {
  if (!section) return null;
  return (
    <section id="palettes" aria-labelledby="paints-palettes" className="band scroll-mt-20">
      <div className="container">
        <SectionHeading section={section} id="paints-palettes" />
        <ul className={`m-0 mt-12 list-none gap-6 p-0 ${FILL_GRID}`}>
          {blocksOf(section, 'palette').map((palette, index, palettes) => (
            <Reveal as="li" key={palette.id} delay={(index + 1) * 100} className={fillSpan(index, palettes.length, { md: 2, lg: 3 })}>
              <Palette block={palette} />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A swatch is an SVG fill, not an inline style, so it needs no 'unsafe-inline' style policy. */
function Swatch({ color, className }: { color: string; className: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 10 10" preserveAspectRatio="none" className={className}>
      <rect width="10" height="10" fill={color} />
    </svg>
  );
}

function Palette({ block }: { block: ContentBlock }) {
  const colors = metaList(block, 'colors').filter((c) => HEX.test(c)).map((c) => c.toUpperCase());
  const names = metaList(block, 'names');
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <div aria-hidden="true" className="flex h-20">
        {colors.map((color, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a palette may repeat a colour; the list is fixed per render
          <Swatch key={`${color}-${i}`} color={color} className="block h-full flex-1" />
        ))}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="heading-3 m-0">{block.title}</h3>
        <p className="prose m-0 mt-2">{block.content}</p>
        <ul aria-label={block.title} className="m-0 mt-6 grid list-none gap-2 border-t border-surface-line p-0 pt-4">
          {colors.map((color, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a palette may repeat a colour; the list is fixed per render
            <li key={`${color}-${i}`} className="flex items-center gap-3">
              <Swatch color={color} className="h-10 w-14 shrink-0 rounded-md ring-1 ring-ink/15" />
              <span className="min-w-0 flex-1 text-sm font-semibold text-ink">{names[i] ?? ''}</span>
              <span className="font-mono text-sm text-ink-muted">{color}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function Products({ section }: { section: Section | undefined }) {
  if (!section) return null;
  return (
    <section id="products" aria-labelledby="paints-products" className="band-warm scroll-mt-20">
      <div className="container">
        <SectionHeading section={section} id="paints-products" />
        <ul className={`m-0 mt-12 list-none gap-6 p-0 ${FILL_GRID}`}>
          {blocksOf(section, 'product').map((product, index, products) => (
            <FeatureCard key={product.id} block={product} index={index} fallbackIcon="paint-bucket" className={fillSpan(index, products.length, { md: 2, lg: 3 })} />
          ))}
        </ul>
      </div>
    </section>
  );
}
