// Paints page (docs/product.md § Paints; blocks: § Paints content). Section title = heading, subtitle = eyebrow line, description = lead sentence.
//   hero            button {href, variant: 'primary'|'outline'} · image (title = alt text, imageUrl)
//   palettes        palette: title = palette name, content = description; metadata {colors: 4 hex codes, names: 4 colour names}
//   products        product (imageUrl): content = description; metadata {features: string[], imageAlt, icon}
//   custom-colour   button {href, variant} (the closing amber band)
import type { SeedPage } from './types.ts';
import { REDRAWN_ALTS } from './artwork-alts.ts';

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
          },
        },
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
