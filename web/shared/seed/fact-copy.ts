// The seeded copy that states the company's figures (docs/product.md § Company facts): the statistics bound to a
// fact, and what migration 22 rewrites in a database seeded before the facts existed, only where a text is still
// exactly as that older seed wrote it (an owner's edit is theirs).
import { factFigures, SEEDED_FACTS, type FactName } from '../facts.ts';
import type { SeedBlock } from './types.ts';

/** A statistic that shows fact `name`; its own figure (used only if it is unbound) is the fact as seeded, or `listed` for a count of items. */
export function factStat(title: string, name: FactName, listed?: number): SeedBlock {
  const { prefix, number, suffix } = factFigures(SEEDED_FACTS, new Date())[name];
  return { blockType: 'stat', title, content: String(listed ?? number), metadata: { fact: name, ...(prefix ? { prefix } : {}), suffix } };
}

/** The older seed's statistics, by page, section and label, with the figure it typed: each becomes the seed's bound statistic of that label. */
export const SEEDED_STATS: { page: string; section: string; title: string; was: string }[] = [
  { page: 'home', section: 'statistics', title: 'Projects Completed', was: '150' },
  { page: 'home', section: 'statistics', title: 'Years Experience', was: '25' },
  { page: 'home', section: 'statistics', title: 'Happy Clients', was: '500' },
  { page: 'home', section: 'statistics', title: 'Expert Team', was: '50' },
  { page: 'services', section: 'statistics', title: 'Projects Completed', was: '250' },
  { page: 'services', section: 'statistics', title: 'Properties Developed', was: '50' },
  { page: 'services', section: 'statistics', title: 'Colour Options', was: '500' },
  { page: 'services', section: 'statistics', title: 'Equipment Units', was: '100' },
  { page: 'projects', section: 'achievements', title: 'Featured Projects', was: '8' },
  { page: 'projects', section: 'achievements', title: 'Years of Experience', was: '25' },
  { page: 'projects', section: 'achievements', title: 'Satisfied Clients', was: '500' },
  { page: 'real-estate', section: 'statistics', title: 'Properties Developed', was: '150' },
  { page: 'real-estate', section: 'statistics', title: 'Client Satisfaction', was: '95' },
  { page: 'real-estate', section: 'statistics', title: 'Years Experience', was: '25' },
  { page: 'real-estate', section: 'statistics', title: 'Total Value', was: '2500' },
  { page: 'about', section: 'capabilities', title: 'Expert Professionals', was: '500' },
  { page: 'about', section: 'capabilities', title: 'Manufacturing Space', was: '50000' },
  { page: 'about', section: 'capabilities', title: 'Equipment Fleet', was: '200' },
];

/**
 * Every text of the older seed that stated a figure, and the seed's text now (web/shared/seed/*.ts; a test checks
 * each `now` is there): a page's or section's words, a block's title or text, or one value in its metadata.
 */
export const SEEDED_FIGURE_TEXTS: { was: string; now: string }[] = [
  // Home
  {
    was: 'Construction, real estate development, paint manufacturing and equipment rental in Port Harcourt, Rivers State. Over 25 years of on-time delivery.',
    now: 'Construction, real estate development, paint manufacturing and equipment rental in Port Harcourt, Rivers State. {yearsExperience} years of on-time delivery.',
  },
  {
    was: 'Construction, real estate, paint manufacturing and equipment rental from one team that has delivered on time for over 25 years.',
    now: 'Construction, real estate, paint manufacturing and equipment rental from one team that has delivered on time for {yearsExperience} years.',
  },
  { was: '25+ Years Experience', now: '{yearsExperience} Years Experience' },
  {
    was: 'Building in Port Harcourt since 1999. Our engineers know the soils, the rainy season and the approvals process, and plan for all three.',
    now: 'Building in Port Harcourt since {yearFounded}. Our engineers know the soils, the rainy season and the approvals process, and plan for all three.',
  },
  {
    was: '98% on-time delivery and $2.5B+ delivered across commercial, residential and industrial projects.',
    now: '{onTimePercent} on-time delivery and {valueDelivered} delivered across commercial, residential and industrial projects.',
  },
  { was: '98%', now: '{onTimePercent}' },
  { was: '95%', now: '{satisfactionPercent}' },
  { was: '$2.5B+', now: '{valueDelivered}' },
  // Services
  { was: '250+', now: '{projectsCompleted}' },
  { was: '50+', now: '{propertiesDelivered}' },
  { was: '500+', now: '{colours}' },
  { was: '100+', now: '{equipmentFleet}' },
  { was: 'Free Delivery within 50 Miles', now: 'Free Delivery within {deliveryRadius}' },
  {
    was: 'Excavators from 5 to 50 tons, cranes, compactors, concrete mixers and generators, maintained by our own mechanics and delivered to your site. Rent by the day, week or month, with 24/7 breakdown support.',
    now: 'Excavators from 5 to 50 tonnes, cranes, compactors, concrete mixers and generators, maintained by our own mechanics and delivered to your site. Rent by the day, week or month, with 24/7 breakdown support.',
  },
  // Real estate
  {
    was: 'Building and developing in Rivers State since 1999, through every market cycle, with every project finished.',
    now: 'Building and developing in Rivers State since {yearFounded}, through every market cycle, with every project finished.',
  },
  // Equipment and its machines
  {
    was: 'Equipment lease and rental in Port Harcourt: excavators of 5-50 tons, cranes, compactors, concrete mixers and generators of 5-500 KW, with free delivery and 24/7 support.',
    now: 'Equipment lease and rental in Port Harcourt: excavators of 5-50 tonnes, cranes, compactors, concrete mixers and generators of 5-500 kW, with free delivery and 24/7 support.',
  },
  { was: 'Excavators, 5-50 tons', now: 'Excavators, 5-50 tonnes' },
  { was: 'Generators, 5-500 KW', now: 'Generators, 5-500 kW' },
  {
    was: 'Free delivery and pickup within a 50-mile radius of Port Harcourt, on our own low-loaders.',
    now: 'Free delivery and pickup within {deliveryRadius} of Port Harcourt, on our own low-loaders.',
  },
  {
    was: 'Tracked excavators from 5 to 50 tons for trenching, foundations, drainage and site clearing. The 20-ton class below is the one most sites ask for; every machine comes with a general-purpose bucket and a quick coupler for a breaker or a grading bucket.',
    now: 'Tracked excavators from 5 to 50 tonnes for trenching, foundations, drainage and site clearing. The 20-tonne class below is the one most sites ask for; every machine comes with a general-purpose bucket and a quick coupler for a breaker or a grading bucket.',
  },
  { was: '21,500 kg (20-ton class)', now: '21,500 kg (20-tonne class)' },
  { was: '5, 14, 20, 30 and 50 tons', now: '5, 14, 20, 30 and 50 tonnes' },
  // About
  {
    was: 'Founded in Port Harcourt in 1999: our story, core values, capabilities and leadership across construction, real estate, paint and equipment rental.',
    now: 'Founded in Port Harcourt in {yearFounded}: our story, core values, capabilities and leadership across construction, real estate, paint and equipment rental.',
  },
  { was: 'Over 25 Years of Building Excellence', now: '{yearsExperience} Years of Building Excellence' },
  {
    was: 'A Port Harcourt company that grew from one construction crew in 1999 into four businesses serving clients across Rivers State.',
    now: 'A Port Harcourt company that grew from one construction crew in {yearFounded} into four businesses serving clients across Rivers State.',
  },
  { was: 'Since 1999', now: 'Since {yearFounded}' },
  { was: '1999', now: '{yearFounded}' },
  {
    was: 'We started in 1999 as a building contractor with a simple promise: finish on time and stand behind the work. Port Harcourt was growing fast, and clients needed a builder who would still answer the phone after handover.',
    now: 'We started in {yearFounded} as a building contractor with a simple promise: finish on time and stand behind the work. Port Harcourt was growing fast, and clients needed a builder who would still answer the phone after handover.',
  },
  {
    was: 'Today more than 500 professionals work across our four divisions, sharing engineers, equipment and standards, so every client has one accountable partner from the first survey to the final coat of paint.',
    now: 'Today {professionals} professionals work across our four divisions, sharing engineers, equipment and standards, so every client has one accountable partner from the first survey to the final coat of paint.',
  },
  {
    was: 'A civil engineer who founded the company in 1999 and still walks every major site. Leads strategy and client relationships across all four divisions.',
    now: 'A civil engineer who founded the company in {yearFounded} and still walks every major site. Leads strategy and client relationships across all four divisions.',
  },
  // The footer
  {
    was: 'Building excellence across Rivers State since 1999. Construction, real estate development, paint manufacturing and equipment rental: four lines of business, one standard of quality.',
    now: 'Building excellence across Rivers State since {yearFounded}. Construction, real estate development, paint manufacturing and equipment rental: four lines of business, one standard of quality.',
  },
];
