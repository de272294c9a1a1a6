// Paints (docs/product.md § Paints): hero, three colour palettes as real swatches with their hex codes, three product cards
// and the closing colour-matching band. Copy: web/shared/seed/paints.ts.
import type { ContentBlock, Section } from '../shared/content.ts';
import { fillGrid } from './parts/fill-grid.ts';
import { Band } from './parts/Band.tsx';
import { fillSizes } from './parts/fill-sizes.ts';
import { findSection, metaList } from '../shared/content.ts';
import { PageHero } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { blocksOf, heroActions, heroImage, labelText } from './parts/blocks.ts';
import { CALCULATOR_ANCHOR, PaintCalculator } from './parts/PaintCalculator.tsx';
import { paintFactsOf, type PaintFacts as PaintFactsOf } from '../shared/paint-coverage.ts';
import { formatNaira } from '../shared/numbers.ts';
import { CtaBand } from './parts/CtaBand.tsx';
import { FeatureCard } from './parts/FeatureCard.tsx';
import { InOrder } from './parts/InOrder.tsx';
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

/**
 * The palettes as a fan deck: one row per palette, its name and description beside its colours as tall paint
 * chips (a composition unlike the product cards that follow).
 */
function Palettes({ section }: { section: Section | undefined }) {
  if (!section) return null;
  return (
    <Band section={section} headingId="paints-palettes" anchor="palettes">
      <ul className="m-0 mt-12 grid list-none gap-6 p-0">
        {blocksOf(section, 'palette').map((palette, index) => (
          <Reveal as="li" key={palette.id} delay={(index + 1) * 100}>
            <Palette block={palette} />
          </Reveal>
        ))}
      </ul>
    </Band>
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
    <article className="card grid overflow-hidden md:grid-cols-[minmax(0,4fr)_minmax(0,8fr)]">
      <div className="flex flex-col justify-center p-6 md:p-8">
        <h3 className="heading-3 m-0">{block.title}</h3>
        <p className="prose m-0 mt-2">{block.content}</p>
      </div>
      <ul aria-label={block.title} className="m-0 grid list-none grid-cols-2 gap-px border-t border-surface-line bg-surface-line p-0 sm:grid-cols-4 md:border-t-0 md:border-l">
        {colors.map((color, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a palette may repeat a colour; the list is fixed per render
          <li key={`${color}-${i}`} className="flex flex-col bg-white">
            <Swatch color={color} className="block h-24 w-full md:h-32" />
            <span className="px-4 pt-3 text-sm font-semibold text-ink">{names[i] ?? ''}</span>
            <span className="px-4 pb-3 font-mono text-sm text-ink-muted">{color}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

const PRODUCT_COLUMNS = { md: 2, lg: 3 } as const;

function Products({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const products = blocksOf(section, 'product');
  const paints = products.map(paintFactsOf);
  const words = (key: string, fallback: string) => labelText(section, key, fallback);
  return (
    <Band section={section} headingId="paints-products" anchor="products" tone="warm">
      <ul className={`m-0 mt-12 list-none p-0 ${fillGrid(products.length, PRODUCT_COLUMNS)}`}>
        {products.map((product, index) => (
          <FeatureCard
            key={product.id}
            block={product}
            index={index}
            fallbackIcon="paint-bucket"
            sizes={fillSizes(products.length, PRODUCT_COLUMNS)}
            framed={products.some((p) => p.imageUrl)}
          >
            <PaintFacts paint={paints[index] as PaintFactsOf} words={words} />
          </FeatureCard>
        ))}
      </ul>
      <PaintCalculator section={section} paints={paints} />
    </Band>
  );
}

/** A product's coverage, finishes and tins (with their prices where the owner shows them), and the way to the calculator. */
function PaintFacts({ paint, words }: { paint: PaintFactsOf; words: (key: string, fallback: string) => string }) {
  if (!paint.coverage && !paint.finishes.length && !paint.tins.length) return null;
  const rows: [string, string][] = [
    [words('coverage', 'Coverage'), paint.coverage ? words('coverage-value', '{coverage} m² per litre, one coat').replace('{coverage}', String(paint.coverage)) : ''],
    [words('finishes', 'Finishes'), paint.finishes.join(', ')],
    [words('tins', 'Tins'), paint.tins.map((t) => (t.price ? `${t.litres} L ${formatNaira(t.price)}` : `${t.litres} L`)).join(' · ')],
  ];
  return (
    <div className="mt-auto pt-5">
      <dl className="m-0 grid gap-2 border-t border-surface-line pt-4 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="m-0 tabular-nums text-ink-soft">{value}</dd>
            </div>
          ))}
      </dl>
      {paint.coverage ? (
        <a href={`/paints?paint=${encodeURIComponent(paint.slug)}#${CALCULATOR_ANCHOR}`} className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent-dark underline underline-offset-4 hover:text-accent-deep">
          {words('calc-link', 'Work out how much you need')}
          <span className="sr-only">: {paint.name}</span>
        </a>
      ) : null}
    </div>
  );
}
