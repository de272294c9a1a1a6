// Alt texts of seeded pictures that the redrawn artwork (docs/product.md § Visual direction) no longer matches: the seed says the new words,
// and migration 19 gives them to an older database where the block still says the old ones (words an admin
// wrote are kept).
export interface ArtworkAlt {
  imageUrl: string;
  /** What the seed said before the picture was redrawn. */
  was: string;
  now: string;
}

export const REDRAWN_ALTS = {
  equipmentHero: {
    imageUrl: '/art/service-equipment.svg',
    was: 'Illustration of an excavator and a mobile crane on a construction site',
    now: 'Illustration of a rental yard at night: a mobile crane and an excavator parked under floodlights',
  },
  powerTools: {
    imageUrl: '/art/equipment-power-tools.svg',
    was: 'Illustration of a diesel generator, a breaker and a drill',
    now: 'Illustration of a drill, a circular saw and a breaker on a workshop pegboard',
  },
  industrialPaint: {
    imageUrl: '/art/paint-industrial.svg',
    was: 'Illustration of coated steel storage tanks and pipework',
    now: 'Illustration of a paint factory: mixing tanks, stacks of paint drums and a forklift',
  },
  realEstateHero: {
    imageUrl: '/art/service-real-estate.svg',
    was: 'Illustration of a completed residential estate beside a new development under construction',
    now: 'Illustration of new family homes on a quiet estate street with a For Sale sign',
  },
  residentialProperty: {
    imageUrl: '/art/property-residential.svg',
    was: 'Illustration of detached family homes along a paved estate road',
    now: 'Illustration of a two-storey family home behind its garden fence',
  },
} satisfies Record<string, ArtworkAlt>;
