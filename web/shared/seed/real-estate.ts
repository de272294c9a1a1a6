// Real estate page (docs/product.md § Real estate; blocks: § Real estate content). Sections and their blocks:
//   (all pages: section title = heading, subtitle = eyebrow line, description = the lead sentence; the hero's h1 is
//    its title, the page title its eyebrow)
//   hero            button {href, variant: 'primary'|'outline'} · image (title = alt text, imageUrl)
//   services        service {icon}
//   photo_band      image (title = alt text, imageUrl) · button: a full-bleed picture with the heading over it
//   developments    development (imageUrl): content = description; metadata {slug, imageAlt, status, location, completion,
//                   units: {name, priceFrom, priceTo}[] in naira, features[], gallery?: media ids} — developments.ts
//   statistics      stat (content = the figure) {prefix?, suffix?}
//   reasons         reason {icon}
//   property-types  property (imageUrl) {imageAlt, tags[]}
//   enquiry-form    the ContactForm's words (see contact-form.ts) + promise {icon} beside the form
import { factStat } from './fact-copy.ts';
import type { SeedPage, SeedSection } from './types.ts';
import { contactFormBlocks } from './contact-form.ts';
import { developmentsSection } from './developments.ts';
import { REDRAWN_ALTS } from './artwork-alts.ts';

export const REAL_ESTATE_NEXT_STEPS =
  'A named property advisor reads your requirements and contacts you privately within {hours} hours. If you call us before then, give your reference.';

export const realEstateFormSection: SeedSection = {
  sectionKey: 'enquiry-form',
  subtitle: 'Private Enquiry',
  title: 'Discuss Your Property Plans',
  description:
    'Tell us what you are looking for: buying, developing, investing or letting. A property advisor will reply within 24 hours.',
  blocks: [
    ...contactFormBlocks({
      messageLabel: 'Your Requirements',
      messagePlaceholder: 'Property type, preferred area of Port Harcourt, budget and timeline.',
      submitLabel: 'Send Inquiry',
      successText: 'Thank you for your inquiry! We will contact you privately to discuss your real estate needs.',
      nextSteps: REAL_ESTATE_NEXT_STEPS,
    }),
    {
      blockType: 'promise',
      title: 'Reply within 24 hours',
      content: 'Every enquiry is read by a named property advisor, who replies within 24 hours on working days.',
      metadata: { icon: 'clock' },
    },
    {
      blockType: 'promise',
      title: 'Handled in confidence',
      content: 'Your details and budget are used only to answer your enquiry and are never shared with third parties.',
      metadata: { icon: 'lock' },
    },
    {
      blockType: 'promise',
      title: 'Viewings arranged for you',
      content: 'We schedule inspections at times that suit you, including Saturdays, with a representative on site.',
      metadata: { icon: 'calendar' },
    },
  ],
};

/** A full-bleed picture between the services and the developments (web/pages/parts/PhotoBand.tsx). */
export const realEstatePhotoBand: SeedSection = {
  sectionKey: 'photo_band',
  subtitle: 'See It for Yourself',
  title: 'Site Visits Every Saturday',
  description:
    'Walk the plots and the show homes with the advisor who will handle your purchase, and see the title documents before you pay anything.',
  blocks: [
    { blockType: 'image', title: 'Illustration of surveyed plots of red earth along a new access road, seen from above', imageUrl: '/art/property-land.svg' },
    { blockType: 'button', title: 'Book a Site Visit', metadata: { href: '#enquiry-form', variant: 'primary' } },
  ],
};

export const realEstatePage: SeedPage = {
  slug: 'real-estate',
  title: 'Real Estate',
  description:
    'Property sales, development, investment consulting and property management in Port Harcourt, Rivers State. Residential, commercial, industrial and land.',
  sections: [
    {
      sectionKey: 'hero',
      title: 'Property in Port Harcourt, Built to Hold Its Value',
      description:
        'Since 2008 we have developed, sold and managed homes, offices and industrial sites across Rivers State, with clean titles and one team from first viewing to handover.',
      blocks: [
        { blockType: 'button', title: 'Make an Enquiry', metadata: { href: '#enquiry-form', variant: 'primary' } },
        { blockType: 'button', title: 'Browse Property Types', metadata: { href: '#property-types', variant: 'outline' } },
        {
          blockType: 'image',
          title: REDRAWN_ALTS.realEstateHero.now,
          imageUrl: '/art/service-real-estate.svg',
        },
      ],
    },
    {
      sectionKey: 'services',
      subtitle: 'What We Do',
      title: 'Our Real Estate Services',
      description: 'Four services, one accountable team: whether you are buying your first home or placing a portfolio.',
      blocks: [
        {
          blockType: 'service',
          title: 'Property Sales',
          content:
            'Verified homes, offices and plots with clean titles, surveyed boundaries and transparent prices. We handle inspections, documentation and Governor’s Consent.',
          metadata: { icon: 'key' },
        },
        {
          blockType: 'service',
          title: 'Real Estate Development',
          content:
            'Land acquisition, approvals, design and construction by our own building division, delivered as finished estates and commercial buildings.',
          metadata: { icon: 'building' },
        },
        {
          blockType: 'service',
          title: 'Investment Consulting',
          content:
            'Market studies, feasibility reports and yield projections for individuals, diaspora investors and institutions looking at Rivers State property.',
          metadata: { icon: 'trending-up' },
        },
        {
          blockType: 'service',
          title: 'Property Management',
          content:
            'Tenant sourcing, rent collection, maintenance and service-charge accounts, so your property earns steadily and keeps its condition.',
          metadata: { icon: 'clipboard-list' },
        },
      ],
    },
    realEstatePhotoBand,
    developmentsSection,
    {
      sectionKey: 'statistics',
      subtitle: 'Our Record',
      title: 'Real Estate by the Numbers',
      blocks: [
        factStat('Properties Developed', 'propertiesDelivered'),
        factStat('Client Satisfaction', 'satisfactionPercent'),
        factStat('Years Experience', 'yearsExperience'),
        factStat('Total Value', 'valueDelivered'),
      ],
    },
    {
      sectionKey: 'reasons',
      subtitle: 'Why Metrik',
      title: 'Why Clients Trust Us with Their Property',
      description: 'Property is the largest purchase most families make. We treat it that way.',
      blocks: [
        {
          blockType: 'reason',
          title: '{yearsExperience} Years Experience',
          content: 'Building and developing in Rivers State since {yearFounded}, through every market cycle, with every project finished.',
          metadata: { icon: 'award' },
        },
        {
          blockType: 'reason',
          title: 'Local Market Expertise',
          content:
            'We know the neighbourhoods, the land registry and the approval process, from GRA Phase 2 and Woji to Trans-Amadi and Eleme.',
          metadata: { icon: 'map-pin' },
        },
        {
          blockType: 'reason',
          title: 'End-to-End Service',
          content: 'Search, due diligence, design, construction, sale and management under one contract, with one point of contact.',
          metadata: { icon: 'handshake' },
        },
      ],
    },
    {
      sectionKey: 'property-types',
      subtitle: 'Portfolio',
      title: 'Property Types',
      description: 'We develop, sell and manage four kinds of property, each planned for how Port Harcourt lives and works.',
      blocks: [
        {
          blockType: 'property',
          title: 'Residential',
          content:
            'Detached duplexes, terraces and serviced apartments in gated estates with paved roads, drainage, reliable power and water.',
          imageUrl: '/art/property-residential.svg',
          metadata: {
            imageAlt: REDRAWN_ALTS.residentialProperty.now,
            tags: ['Duplexes', 'Terraces', 'Apartments'],
          },
        },
        {
          blockType: 'property',
          title: 'Commercial',
          content:
            'Office buildings, retail plazas and mixed-use developments on busy corridors such as Aba Road and Peter Odili Road.',
          imageUrl: '/art/property-commercial.svg',
          metadata: {
            imageAlt: 'Illustration of a glass-fronted office building with shops at street level',
            tags: ['Offices', 'Retail', 'Mixed-use'],
          },
        },
        {
          blockType: 'property',
          title: 'Industrial',
          content:
            'Warehouses, yards and light-industrial units near Trans-Amadi and Onne, built for heavy floor loads and easy truck access.',
          imageUrl: '/art/property-industrial.svg',
          metadata: {
            imageAlt: 'Illustration of a steel-frame warehouse with loading bays and a truck',
            tags: ['Warehouses', 'Yards', 'Workshops'],
          },
        },
        {
          blockType: 'property',
          title: 'Land Development',
          content:
            'Surveyed, documented plots with access roads, drainage and perimeter fencing, ready to build on or hold as an investment.',
          imageUrl: '/art/property-land.svg',
          metadata: {
            imageAlt: 'Illustration of surveyed plots with marked boundaries and a new access road',
            tags: ['Serviced plots', 'Survey', 'Titles'],
          },
        },
      ],
    },
    realEstateFormSection,
  ],
};
