// The eight machines of the equipment gallery (docs/product.md § Equipment), each with a page of its own at
// /equipment/<slug> (docs/product.md § Item pages): a short description, the quote form's equipment type, and the
// specifications a site engineer compares before hiring. equipment.ts lists them; migration 10 gives an older
// database the same words.
import { slugify } from '../item-slugs.ts';
import type { SeedBlock } from './types.ts';

export interface MachineSeed {
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  equipmentType: 'heavy' | 'light' | 'specialized';
  specs: [label: string, value: string][];
}

export function machineBlock(m: MachineSeed): SeedBlock {
  return { blockType: 'machine', title: m.title, content: m.description, imageUrl: m.image, metadata: machineMetadata(m) };
}

/** What a machine adds to a gallery photo of an older release (the migration merges it into the stored metadata). */
export function machineMetadata(m: MachineSeed): Record<string, unknown> {
  return { slug: slugify(m.title, 'machine'), imageAlt: m.imageAlt, equipmentType: m.equipmentType, specs: m.specs.map(([label, value]) => ({ label, value })) };
}

export const machines: MachineSeed[] = [
  {
    title: 'Excavators',
    description:
      'Tracked excavators from 5 to 50 tonnes for trenching, foundations, drainage and site clearing. The 20-tonne class below is the one most sites ask for; every machine comes with a general-purpose bucket and a quick coupler for a breaker or a grading bucket.',
    image: '/art/equipment-excavator.svg',
    imageAlt: 'Tracked excavator with its boom raised over a trench',
    equipmentType: 'heavy',
    specs: [
      ['Operating weight', '21,500 kg (20-tonne class)'],
      ['Engine power', '121 kW (162 hp)'],
      ['Bucket capacity', '1.19 m³'],
      ['Maximum digging depth', '6.7 m'],
      ['Maximum reach', '9.9 m'],
      ['Sizes available', '5, 14, 20, 30 and 50 tonnes'],
    ],
  },
  {
    title: 'Mobile Cranes',
    description:
      'All-terrain mobile cranes for steel erection, precast panels, tanks and plant. Hired with a certified operator and a rigger, and a lift plan from our engineer for any lift over 75 % of the chart.',
    image: '/art/equipment-mobile-crane.svg',
    imageAlt: 'Mobile crane with its telescopic boom extended',
    equipmentType: 'heavy',
    specs: [
      ['Maximum lifting capacity', '50 t at 3 m radius'],
      ['Main boom length', '11.2 – 43 m'],
      ['Maximum hook height', '52 m with the jib'],
      ['Engine power', '270 kW (362 hp)'],
      ['Drive', '6 × 4, all-terrain'],
      ['Operator', 'Included with every hire'],
    ],
  },
  {
    title: 'Concrete Mixers',
    description:
      'Truck-mounted concrete mixers that carry ready-mixed concrete from the batching plant to your pour, and site mixers for smaller batches. Drivers know the Port Harcourt routes and the wait a pour can take.',
    image: '/art/equipment-concrete-mixer.svg',
    imageAlt: 'Truck-mounted concrete mixer with a rotating drum',
    equipmentType: 'light',
    specs: [
      ['Drum capacity', '9 m³'],
      ['Engine power', '251 kW (340 hp)'],
      ['Drum speed', '0 – 14 rpm'],
      ['Water tank', '500 L'],
      ['Site mixers', '350 L and 500 L, diesel'],
    ],
  },
  {
    title: 'Vibrating Roller Compactor',
    description:
      'Single-drum vibrating rollers for road bases, embankments and platforms. Two amplitudes let one machine compact deep granular fill and then finish the top layer.',
    image: '/art/equipment-vibrating-roller.svg',
    imageAlt: 'Single-drum vibrating roller compacting a road base',
    equipmentType: 'heavy',
    specs: [
      ['Operating weight', '12,000 kg'],
      ['Drum width', '2,130 mm'],
      ['Centrifugal force', '275 / 165 kN (high / low amplitude)'],
      ['Vibration frequency', '31 / 33 Hz'],
      ['Engine power', '97 kW (130 hp)'],
    ],
  },
  {
    title: 'Plate Compactor',
    description:
      'Walk-behind forward plate compactors for paving bases, footpaths, trench backfill and interlocking blocks. Light enough for two people to lift into a trench.',
    image: '/art/equipment-plate-compactor.svg',
    imageAlt: 'Walk-behind plate compactor on a gravel bed',
    equipmentType: 'light',
    specs: [
      ['Operating weight', '90 kg'],
      ['Plate size', '500 × 580 mm'],
      ['Centrifugal force', '15 kN'],
      ['Compaction depth', 'Up to 30 cm'],
      ['Engine', 'Honda GX160, 4.0 kW petrol'],
    ],
  },
  {
    title: 'Rammer Compactor',
    description:
      'Upright rammers (jumping jacks) for cohesive soil in narrow trenches, around pipes and beside foundations, where a plate cannot reach.',
    image: '/art/equipment-rammer-compactor.svg',
    imageAlt: 'Upright rammer compactor (jumping jack) for trench work',
    equipmentType: 'light',
    specs: [
      ['Operating weight', '68 kg'],
      ['Shoe size', '280 × 340 mm'],
      ['Impact force', '13.5 kN'],
      ['Blows per minute', '680'],
      ['Engine', '2.1 kW four-stroke petrol'],
    ],
  },
  {
    title: 'Concrete Vibrator Poker',
    description:
      'Internal vibrators that drive the air out of fresh concrete in columns, beams and slabs, with heads for thin walls and heavy sections. Hired as a set with a spare head.',
    image: '/art/equipment-concrete-vibrator.svg',
    imageAlt: 'Concrete vibrator poker with its flexible shaft in fresh concrete',
    equipmentType: 'light',
    specs: [
      ['Poker head diameter', '38 mm and 50 mm'],
      ['Flexible shaft length', '6 m'],
      ['Vibration frequency', '200 Hz (12,000 vpm)'],
      ['Drive unit', '2.2 kW, electric or petrol'],
    ],
  },
  {
    title: 'Bulldozer',
    description:
      'Crawler bulldozers for bulk earthworks, land clearing and spreading fill on estate and road sites, with a semi-U blade and a rear ripper for hard ground.',
    image: '/art/equipment-bulldozer.svg',
    imageAlt: 'Crawler bulldozer pushing earth with its front blade',
    equipmentType: 'heavy',
    specs: [
      ['Operating weight', '20,500 kg'],
      ['Engine power', '149 kW (200 hp)'],
      ['Blade capacity', '5.6 m³ (semi-U)'],
      ['Ground pressure', '0.67 bar'],
      ['Ripper', 'Single shank, 0.6 m penetration'],
    ],
  },
];
