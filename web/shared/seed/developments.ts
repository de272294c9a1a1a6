// The two developments on sale or coming soon (docs/product.md § Real estate), each with a page of its own at
// /real-estate/<slug> (docs/product.md § Item pages). real-estate.ts lists them in its `developments` section;
// migration 10 adds that section to an older database with the same words.
import { slugify } from '../item-slugs.ts';
import type { SeedBlock, SeedSection } from './types.ts';
import { brochureLabels } from './brochure-labels.ts';

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
  /** The proof a buyer looks for (docs/product.md § Item pages): title, approvals, registrations, progress log. */
  proof?: Record<string, unknown>;
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
    ...d.proof,
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
    proof: {
      titleDeed: {
        type: 'Certificate of Occupancy',
        status: 'Issued',
        date: '2019-03-12',
        number: 'No. 42, page 42, volume 118, Lands Registry, Port Harcourt',
        note: "The estate's land is held under one Certificate of Occupancy in the company's name. Each buyer receives a Deed of Assignment and a copy of the registered survey plan, and we obtain the Governor's Consent in the buyer's name.",
      },
      approvals: [
        { name: 'Building permit (layout and house plans)', authority: 'Rivers State Ministry of Physical Planning and Urban Development', number: 'PPUD/PH/BP/2025/0318', date: '2025-08-21' },
        { name: 'Environmental impact assessment', authority: 'Rivers State Ministry of Environment', number: 'RSMENV/EIA/2025/112', date: '2025-06-30' },
        { name: 'Registered survey plan', authority: 'Office of the Surveyor-General of Rivers State', number: 'RV/OB 2291/2019', date: '2019-02-04' },
      ],
      registrations: [
        { body: 'Corporate Affairs Commission (CAC)', number: 'RC 1234567', verify: 'https://search.cac.gov.ng/' },
        { body: 'SCUML (EFCC), for real estate firms', number: 'SC 123456789', verify: '' },
      ],
      progress: [
        {
          date: '2026-11-16',
          stage: 'Roofing 60 %',
          text: 'Roof trusses are up on 26 of the 42 homes and the long-span aluminium sheets are going on in blocks C and D. Plastering has started inside the first terraces.',
          photo: '/art/project-townhouses.svg',
          photoAlt: 'Terraces of block C with their roofs on, seen from the estate road',
          before: '/art/hero-construction.svg',
          beforeDate: 'May 2026',
        },
        {
          date: '2026-09-28',
          stage: 'Walls up to lintel level',
          text: 'Blockwork is at lintel level on all 42 homes, and the first-floor slabs of the duplexes in blocks A and B are cast. The estate drainage is dug along the main road.',
          photo: '/art/hero-construction.svg',
          photoAlt: 'Blockwork and scaffolding on the duplexes of block A',
          before: null,
        },
        {
          date: '2026-07-14',
          stage: 'Foundations complete',
          text: 'Foundations and ground-floor slabs are finished on every plot, inspected and signed off by the Ministry’s building control officer on 10 July.',
          photo: '/art/project-residential-estate.svg',
          photoAlt: 'The Phase 2 plots with their ground-floor slabs cast',
          before: null,
        },
      ],
    },
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

const label = (key: string, title: string): SeedBlock => ({ blockType: 'label', title, metadata: { key } });

/** The words of a development page's proof (web/pages/parts/DevelopmentProof.tsx), each edited in the panel; migration 33 adds them to an older database. */
export const developmentProofLabels: SeedBlock[] = [
  label('proof', 'Title and approvals'),
  label('title', 'Title to the land'),
  label('registrations', 'The company’s registrations'),
  label('verify', 'Verify with the register'),
  label('approvals', 'Approvals'),
  label('progress', 'Progress on site'),
  label('last-updated', 'Last updated'),
  label('before', 'Before'),
  label('after', 'Now'),
];

export const developmentsSection: SeedSection = {
  sectionKey: 'developments',
  subtitle: 'Current Developments',
  title: 'Homes Selling Now and Coming Soon',
  description: 'Estates we are building and selling ourselves, with clean titles and prices in naira. Open one for its unit types, prices and pictures.',
  blocks: [...developments.map(developmentBlock), ...developmentProofLabels, ...brochureLabels],
};
