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
  return { blockType: 'machine', title: m.title, content: m.description, imageUrl: m.image, metadata: { ...machineMetadata(m), ...(MACHINE_RATES[m.title] ?? {}) } };
}

/** A day on the meter: 8 hours, overtime billed by the hour (the damage and deposit words are the desk's usual ones). */
const terms = (deposit: string, extra: Record<string, unknown> = {}) => ({
  dayHours: 8,
  deliveryLocal: 'Free to sites in and around Port Harcourt, on our own low-loaders',
  deliveryBeyond: '₦1,500 per km each way beyond the free delivery radius, quoted for the site',
  deposit,
  damage: 'The hirer pays for damage beyond fair wear and for lost attachments, assessed by our workshop with photos at delivery and return. Breakdowns from normal use are ours to fix.',
  availability: 'available',
  ...extra,
});

/**
 * Each seeded machine's rates and terms (docs/product.md § Machine pages): Port Harcourt hire rates in naira for late 2026,
 * 0 = "On request"; migration 34 gives an older database's seeded machines the same when they have none.
 */
export const MACHINE_RATES: Record<string, Record<string, unknown>> = {
  Excavators: { rateDay: 450_000, rateWeek: 2_700_000, rateFourWeeks: 9_800_000, operator: 'included', fuel: 'hirer', ...terms('One week’s rate, refunded within 3 working days of return') },
  'Mobile Cranes': {
    rateDay: 1_250_000,
    rateWeek: 7_500_000,
    rateFourWeeks: 0,
    operator: 'included',
    fuel: 'included',
    ...terms('50 % of the quoted hire, refunded on return', { deliveryLocal: 'Mobilisation ₦350,000 within Port Harcourt', deliveryBeyond: 'Mobilisation quoted for the site and route', availability: 'on-hire', availableFrom: '2026-12-14' }),
  },
  'Concrete Mixers': { rateDay: 180_000, rateWeek: 1_050_000, rateFourWeeks: 3_800_000, operator: 'included', fuel: 'hirer', ...terms('₦200,000, refunded on return') },
  'Vibrating Roller Compactor': { rateDay: 320_000, rateWeek: 1_900_000, rateFourWeeks: 6_900_000, operator: 'included', fuel: 'hirer', ...terms('One week’s rate, refunded within 3 working days of return') },
  'Plate Compactor': { rateDay: 25_000, rateWeek: 140_000, rateFourWeeks: 480_000, operator: 'without', fuel: 'hirer', ...terms('₦100,000, refunded on return') },
  'Rammer Compactor': {
    rateDay: 22_000,
    rateWeek: 125_000,
    rateFourWeeks: 430_000,
    operator: 'without',
    fuel: 'hirer',
    ...terms('₦100,000, refunded on return', { availability: 'maintenance', availableFrom: '2026-12-04' }),
  },
  'Concrete Vibrator Poker': { rateDay: 15_000, rateWeek: 85_000, rateFourWeeks: 290_000, operator: 'without', fuel: 'hirer', ...terms('₦50,000, refunded on return') },
  Bulldozer: { rateDay: 550_000, rateWeek: 3_300_000, rateFourWeeks: 0, operator: 'included', fuel: 'hirer', ...terms('One week’s rate, refunded within 3 working days of return') },
};

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

const label = (key: string, title: string): SeedBlock => ({ blockType: 'label', title, metadata: { key } });

/** The words of a machine's rates and terms (web/pages/parts/MachineRates.tsx), each edited in the panel; migration 34 adds them to an older database. */
export const machineRateLabels: SeedBlock[] = [
  label('rates', 'Rates and terms'),
  label('rates-table', 'Compare hire rates'),
  label('rates-note', 'Rates are in naira before 7.5 % VAT. Hours on the meter beyond a day’s hours are billed pro rata.'),
  label('machine', 'Machine'),
  label('rate-day', 'Per day'),
  label('rate-week', 'Per week'),
  label('rate-four-weeks', 'Per four weeks'),
  label('on-request', 'On request'),
  label('day-covers', 'A day covers'),
  label('day-hours', '{hours} metered hours'),
  label('operator', 'Operator'),
  label('op-included', 'With operator'),
  label('op-optional', 'Operator on request'),
  label('op-without', 'Without operator (dry hire)'),
  label('fuel', 'Fuel'),
  label('fuel-hirer', 'Fuel by the hirer'),
  label('fuel-included', 'Fuel included'),
  label('delivery-local', 'Delivery within Port Harcourt'),
  label('delivery-beyond', 'Delivery beyond Port Harcourt'),
  label('deposit', 'Deposit'),
  label('damage', 'Damage'),
  label('availability', 'Availability'),
  label('available', 'Available'),
  label('on-hire', 'On hire'),
  label('maintenance', 'In maintenance'),
  label('until', 'until {date}'),
];
