// Services page copy (docs/product.md § Services; blocks: § Services content).
//
// Sections: title = heading, subtitle = eyebrow line, description = lead sentence; the hero's title is the page's h1
// (its eyebrow is the page title; on Home the company name from the settings).
// Section keys: hero, services, statistics, cta.
// Block types and their metadata:
//   service  title = service name, content = description, imageUrl = artwork.
//            metadata: features (string[], the four bullets), statValue + statLabel (the badge, e.g. '250+' or the fact '{projectsCompleted}'
//            'Projects Completed'), cta (link label), href (link target), icon (web/shared/icons.ts), imageAlt.
//   stat     title = label, content = the number as text; metadata.suffix (default '+').
//   button   title = label; metadata.href; metadata.variant ('primary' | 'dark' | 'outline').
import { factStat } from './fact-copy.ts';
import type { SeedPage } from './types.ts';

export const servicesPage: SeedPage = {
  slug: 'services',
  title: 'Our Services',
  description:
    'Construction services, real estate development, paint manufacturing and equipment rental in Port Harcourt, delivered by one accountable team.',
  sections: [
    {
      sectionKey: 'hero',
      title: 'One Group for Every Stage of Your Project',
      description:
        'We build, develop, paint and equip projects across Rivers State with our own people, our own factory and our own fleet.',
      // No picture of its own: the hero lists the four services as jump links to their bands below.
      blocks: [],
    },
    {
      sectionKey: 'services',
      title: 'What We Do',
      description: 'Each line of business has its own specialists and equipment, and one project manager coordinates them for you.',
      blocks: [
        {
          blockType: 'service',
          title: 'Construction Services',
          content:
            'From foundations to handover, we deliver offices, homes, retail centres and civil works with our own engineers, site crews and quality inspectors. Every project runs to a published programme with weekly progress reports, so you always know where your build stands.',
          imageUrl: '/art/service-construction.svg',
          metadata: {
            features: [
              'Commercial & Residential Buildings',
              'Civil & Infrastructure Works',
              'Project Management & Supervision',
              'Renovation & Fit-Out',
            ],
            statValue: '{projectsCompleted}',
            statLabel: 'Projects Completed',
            cta: 'View Our Projects',
            href: '/projects',
            icon: 'hard-hat',
            imageAlt: 'Illustration of a building under construction with scaffolding',
          },
        },
        {
          blockType: 'service',
          title: 'Real Estate Development',
          content:
            'We identify land, secure titles and approvals, and develop homes and commercial property in the growth corridors of Port Harcourt. Buyers and investors get clear documentation, fair pricing and a team that stays on after the keys change hands.',
          imageUrl: '/art/service-real-estate.svg',
          metadata: {
            features: ['Property Sales', 'Residential & Commercial Development', 'Investment Consulting', 'Property Management'],
            statValue: '{propertiesDelivered}',
            statLabel: 'Properties Developed',
            cta: 'Explore Real Estate',
            href: '/real-estate',
            icon: 'home',
            imageAlt: 'Illustration of modern houses and an apartment block',
          },
        },
        {
          blockType: 'service',
          title: 'Paint Manufacturing',
          content:
            'Our Port Harcourt factory makes interior, exterior and industrial paints formulated for heat, humidity and heavy rain. We match any colour and supply contractors, developers and homeowners directly from the plant.',
          imageUrl: '/art/service-paint.svg',
          metadata: {
            features: ['Interior & Exterior Paints', 'Industrial Coatings', 'Custom Colour Matching', 'Bulk Supply for Contractors'],
            statValue: '{colours}',
            statLabel: 'Colour Options',
            cta: 'Browse Our Paints',
            href: '/paints',
            icon: 'paint-roller',
            imageAlt: 'Illustration of paint tins, a roller and colour swatches',
          },
        },
        {
          blockType: 'service',
          title: 'Equipment Rental',
          content:
            'Excavators from 5 to 50 tonnes, cranes, compactors, concrete mixers and generators, maintained by our own mechanics and delivered to your site. Rent by the day, week or month, with 24/7 breakdown support.',
          imageUrl: '/art/service-equipment.svg',
          metadata: {
            features: ['Heavy Machinery', 'Light Equipment & Power Tools', 'Flexible Rental Terms', 'Free Delivery within {deliveryRadius}'],
            statValue: '{equipmentFleet}',
            statLabel: 'Equipment Units',
            cta: 'Rent Equipment',
            href: '/equipment',
            icon: 'truck',
            imageAlt: 'Illustration of an excavator and a mobile crane',
          },
        },
      ],
    },
    {
      sectionKey: 'statistics',
      title: 'Our Services in Numbers',
      blocks: [
        factStat('Projects Completed', 'projectsCompleted'),
        factStat('Properties Developed', 'propertiesDelivered'),
        factStat('Colour Options', 'colours'),
        factStat('Equipment Units', 'equipmentFleet'),
      ],
    },
    {
      sectionKey: 'cta',
      title: 'Ready to Start Your Next Project?',
      description:
        'Tell us what you are planning. A project manager will visit your site, talk through budget and timeline, and send you a clear proposal at no cost.',
      blocks: [{ blockType: 'button', title: 'Get Free Consultation', metadata: { href: '/contact', variant: 'primary' } }],
    },
  ],
};
