// Paints page (docs/product.md § Paints; blocks: § Paints content). Section title = heading, subtitle = eyebrow line, description = lead sentence.
//   hero            button {href, variant: 'primary'|'outline'} · image (title = alt text, imageUrl)
//   palettes        palette: title = palette name, content = description; metadata {colors: 4 hex codes, names: 4 colour names}
//   products        product (imageUrl): content = description; metadata {features: string[], imageAlt, icon}
//   custom-colour   button {href, variant} (the closing amber band)
import type { SeedBlock, SeedPage } from './types.ts';
import { REDRAWN_ALTS } from './artwork-alts.ts';

/**
 * Each product's coverage, finishes and tins (docs/product.md § Paints): m² per litre for one coat on a sealed wall, tin
 * prices in naira at the Port Harcourt factory shop, late 2026; migration 34 gives an older database's products the same.
 */
export const PAINT_FACTS: Record<string, { coverage: number; finishes: string[]; tins: { litres: number; price: number }[] }> = {
  'Interior Paints': { coverage: 12, finishes: ['Matt', 'Silk', 'Satin'], tins: [{ litres: 20, price: 95_000 }, { litres: 4, price: 22_500 }, { litres: 1, price: 6_500 }] },
  'Exterior Paints': { coverage: 10, finishes: ['Matt', 'Textured'], tins: [{ litres: 20, price: 128_000 }, { litres: 4, price: 29_500 }] },
  'Industrial Coatings': { coverage: 8, finishes: ['Gloss', 'Semi-gloss', 'Epoxy floor'], tins: [{ litres: 20, price: 235_000 }, { litres: 4, price: 52_000 }] },
};

const label = (key: string, title: string): SeedBlock => ({ blockType: 'label', title, metadata: { key } });

/** The words of the coverage calculator and a product's facts (web/pages/parts/PaintCalculator.tsx), each edited in the panel; migration 34 adds them to an older database. */
export const paintCalculatorLabels: SeedBlock[] = [
  label('coverage', 'Coverage'),
  label('coverage-value', '{coverage} m² per litre, one coat'),
  label('coverage-short', '{coverage} m²/L'),
  label('finishes', 'Finishes'),
  label('tins', 'Tins'),
  label('calc-link', 'Work out how much you need'),
  label('calc-heading', 'How much paint do you need?'),
  label('calc-intro', 'Give the wall’s area, or its length and height, and take off the doors and windows. Two coats is usual on a new or changed colour.'),
  label('calc-paint', 'Paint'),
  label('calc-area', 'Wall area (m²)'),
  label('calc-or', 'Or measure the wall'),
  label('calc-length', 'Length (m)'),
  label('calc-height', 'Height (m)'),
  label('calc-openings', 'Doors and windows to leave out (m²)'),
  label('calc-coats', 'Coats'),
  label('calc-submit', 'Work it out'),
  label('calc-result', '{area} m², {coats} coats of {paint}'),
  label('calc-litres', 'Paint needed'),
  label('calc-buy', 'Tins to buy'),
  label('calc-cost', 'Estimated cost'),
  label('calc-rule', 'Litres = wall area × coats ÷ coverage, rounded up to the next 0.1 litre. Tins: the sizes that leave the least paint over, then the fewest tins. Rough or porous walls can take a fifth more.'),
  label('calc-error-area', 'Give the wall’s area in m² (up to 10,000), or its length and height in metres.'),
  label('calc-error-openings', 'The doors and windows must be a number of m² smaller than the wall.'),
  label('calc-error-coats', 'Coats must be a whole number from 1 to 6.'),
  label('calc-error-paint', 'Choose one of the paints in the list.'),
];

export const paintsPage: SeedPage = {
  slug: 'paints',
  title: 'Paints',
  description:
    'Interior, exterior and industrial paints made in Port Harcourt since 2005. Colour palettes, washable emulsions, weatherproof coatings and anti-corrosive systems.',
  sections: [
    {
      sectionKey: 'hero',
      title: 'Paint Made for Our Climate',
      description:
        'Since 2005 our Port Harcourt factory has made interior, exterior and industrial paints that keep their colour through tropical sun, humidity and heavy rain.',
      blocks: [
        { blockType: 'button', title: 'Explore Colour Palettes', metadata: { href: '#palettes', variant: 'primary' } },
        { blockType: 'button', title: 'Order or Get Advice', metadata: { href: '/contact', variant: 'outline' } },
        {
          blockType: 'image',
          title: 'Illustration of paint tins, a roller and colour swatches',
          imageUrl: '/art/service-paint.svg',
        },
      ],
    },
    {
      sectionKey: 'palettes',
      subtitle: 'Colour Palettes',
      title: 'Curated Colours for Every Room and Façade',
      description: 'Three palettes our colour consultants recommend most. Every shade is mixed to order and matched batch to batch.',
      blocks: [
        {
          blockType: 'palette',
          title: 'Modern Neutrals',
          content: 'Calm, light-reflecting shades for living rooms, offices and show apartments. They let daylight and furniture do the work.',
          metadata: {
            colors: ['#F2EFE9', '#D3CBBE', '#9C968C', '#4A4B4D'],
            names: ['Chalk White', 'Warm Greige', 'Pebble Grey', 'Graphite'],
          },
        },
        {
          blockType: 'palette',
          title: 'Warm Earth Tones',
          content: 'Colours drawn from laterite soil and Harmattan skies, for welcoming façades, hotel lobbies and feature walls.',
          metadata: {
            colors: ['#E0BF98', '#C98B2B', '#B5603D', '#6E432B'],
            names: ['Sandstone', 'Harmattan Ochre', 'Terracotta', 'Laterite Brown'],
          },
        },
        {
          blockType: 'palette',
          title: 'Cool Blues',
          content: 'Fresh, cooling blues for bedrooms, clinics and waterfront homes, from a pale mist to a deep Atlantic navy.',
          metadata: {
            colors: ['#D9E4EB', '#9DB7C9', '#4F7A9A', '#1F3A56'],
            names: ['Harbour Mist', 'Rain Cloud', 'Bonny River', 'Atlantic Navy'],
          },
        },
      ],
    },
    {
      sectionKey: 'products',
      subtitle: 'Our Range',
      title: 'Paint Products',
      description: 'Three product lines, each tested in our own laboratory against the conditions of the Niger Delta.',
      blocks: [
        {
          blockType: 'product',
          title: 'Interior Paints',
          content: 'Smooth emulsions for homes, schools and offices that stand up to daily life, cleaning and humid weather.',
          imageUrl: '/art/paint-interior.svg',
          metadata: {
            icon: 'paint-roller',
            imageAlt: 'Illustration of a freshly painted living room with a roller and tray',
            features: ['Washable finish', 'Low odor', 'Quick drying', '200+ colors'],
            ...PAINT_FACTS['Interior Paints'],
          },
        },
        {
          blockType: 'product',
          title: 'Exterior Paints',
          content: 'Weather-shield coatings for coastal sun and heavy rainfall that keep façades bright and mould-free for years.',
          imageUrl: '/art/paint-exterior.svg',
          metadata: {
            icon: 'sun',
            imageAlt: 'Illustration of a painted house front under strong sun',
            features: ['UV protection', 'Fade resistant', '15-year warranty', 'All-climate formula'],
            ...PAINT_FACTS['Exterior Paints'],
          },
        },
        {
          blockType: 'product',
          title: 'Industrial Coatings',
          content: 'Protective systems for steel structures, tanks, pipelines and factory floors in oil and gas, marine and manufacturing.',
          imageUrl: '/art/paint-industrial.svg',
          metadata: {
            icon: 'flask-conical',
            imageAlt: REDRAWN_ALTS.industrialPaint.now,
            features: ['Chemical resistance', 'High durability', 'Anti-corrosive', 'Custom formulations'],
            ...PAINT_FACTS['Industrial Coatings'],
          },
        },
        ...paintCalculatorLabels,
      ],
    },
    {
      sectionKey: 'custom-colour',
      title: 'Need a Custom Colour or a Bulk Order?',
      description:
        'Bring us a sample, a brand code or a photograph and our lab will match it. We supply contractors, developers and retailers by the tin, the drum or the truckload.',
      blocks: [
        { blockType: 'button', title: 'Talk to Our Paint Desk', metadata: { href: '/contact', variant: 'primary' } },
      ],
    },
  ],
};
