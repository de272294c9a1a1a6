// The two developments on sale or coming soon (docs/product.md § Real estate), each with a page of its own at
// /real-estate/<slug> (docs/product.md § Item pages). real-estate.ts lists them in its `developments` section;
// migration 10 adds that section to an older database with the same words.
import { slugify } from '../item-slugs.ts';
import type { SeedBlock, SeedSection } from './types.ts';

interface DevelopmentSeed {
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  status: 'Selling' | 'Coming soon' | 'Sold out';
  location: string;
  completion: string;
  units: [name: string, priceFrom: number, priceTo: number][];
  features: string[];
}

const developmentBlock = (d: DevelopmentSeed): SeedBlock => ({
  blockType: 'development',
  title: d.title,
  content: d.description,
  imageUrl: d.image,
  metadata: {
    slug: slugify(d.title, 'development'),
    imageAlt: d.imageAlt,
    status: d.status,
    location: d.location,
    completion: d.completion,
    units: d.units.map(([name, priceFrom, priceTo]) => ({ name, priceFrom, priceTo })),
    features: d.features,
  },
});

export const developments: DevelopmentSeed[] = [
  {
    title: 'Woji Gardens Estate, Phase 2',
    description:
      'Forty-two terraces and duplexes beside the sixty-four homes of Phase 1, in the same gated estate off Woji Road and built by our own construction division: paved and lit roads, covered drainage, the estate water treatment plant and power backed by a 500 kVA generator. Phase 1 is handed over and lived in; Phase 2 is selling now.',
    image: '/art/project-residential-estate.svg',
    imageAlt: 'Illustration of terraced homes and duplexes along a paved estate road',
    status: 'Selling',
    location: 'Woji, Port Harcourt',
    completion: 'Phase 2 handover from June 2027',
    units: [
      ['3-bedroom terrace', 65_000_000, 78_000_000],
      ['4-bedroom semi-detached duplex', 95_000_000, 110_000_000],
      ['5-bedroom detached duplex', 140_000_000, 165_000_000],
    ],
    features: ['Gated with 24-hour security', 'Estate power backup', 'Treated water supply', 'Children’s play area', 'Certificate of Occupancy'],
  },
  {
    title: 'GRA Phase 2 Residences',
    description:
      'A seven-storey block of thirty serviced apartments on a quiet street in Old GRA Phase 2, minutes from Aba Road: lifts, basement parking, a rooftop terrace and a managed service charge. Register your interest now for first choice of floor and view when sales open.',
    image: '/art/project-apartments.svg',
    imageAlt: 'Illustration of a modern apartment block with balconies',
    status: 'Coming soon',
    location: 'GRA Phase 2, Port Harcourt',
    completion: 'Sales open March 2027',
    units: [
      ['2-bedroom apartment', 48_000_000, 55_000_000],
      ['3-bedroom apartment', 68_000_000, 76_000_000],
      ['4-bedroom penthouse', 120_000_000, 135_000_000],
    ],
    features: ['Two passenger lifts', 'Basement parking', 'Rooftop terrace', 'Central power and water', 'Managed service charge'],
  },
];

export const developmentsSection: SeedSection = {
  sectionKey: 'developments',
  subtitle: 'Current Developments',
  title: 'Homes Selling Now and Coming Soon',
  description: 'Estates we are building and selling ourselves, with clean titles and prices in naira. Open one for its unit types, prices and pictures.',
  blocks: developments.map(developmentBlock),
};
