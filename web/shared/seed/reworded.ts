// Seeded section words a later release rewrote: the seed says `now`, and migration 23 gives it to an
// older database whose section still says `was` word for word, so words an owner wrote are never replaced.
export interface RewordedSection {
  slug: string;
  sectionKey: string;
  /** What the seed said before. */
  was: string;
  now: string;
}

/** The not-found screen speaks as the company, not as a developer's template. */
export const NOT_FOUND_WORDS: RewordedSection = {
  slug: 'site',
  sectionKey: 'not_found',
  was: 'Did you forget to add the page to the router?',
  now: "We couldn't find that page. It may have moved, or the address may have a typo.",
};

/** The emergency banner names the days the line answers from the opening hours ({days}), never a fixed "Sunday included". */
export const EMERGENCY_WORDS: RewordedSection = {
  slug: 'contact',
  sectionKey: 'emergency',
  was: 'For equipment breakdowns, site safety incidents or storm damage, call us any day of the week, Sunday included.',
  now: 'For equipment breakdowns, site safety incidents or storm damage, call us {days}.',
};

export const REWORDED_SECTIONS = [NOT_FOUND_WORDS, EMERGENCY_WORDS];
