// Home page copy (docs/product.md § Home; blocks: § Home content). This module is also Home's fallback (docs/product.md § Fallbacks): when the home record or
// one of its sections is missing, web/pages/Home.tsx shows the matching section from here.
//
// Sections: title = heading, subtitle = eyebrow line, description = lead sentence; the hero's title is the page's h1
// (its eyebrow is the page title; on Home the company name from the settings).
// Section keys read by Home: hero, statistics, credentials, services, testimonials, clients, featured_projects, why_choose.
// Block types and their metadata:
//   button   title = label; metadata.href = target path; metadata.variant ('primary' | 'dark' | 'outline').
//   image    title = alt text; imageUrl = the picture.
//   stat     title = the stat label, content = the number as text; metadata.suffix (default '+').
//   card     title, content = description, imageUrl; metadata.href (target), metadata.linkLabel ('Learn More'),
//            metadata.icon (a name from web/shared/icons.ts), metadata.imageAlt.
//   (featured_projects holds only its button: the project cards are the Projects page's projects marked
//   `featured`, added by the server; homeFallbackPage below carries the seeded three for the fallback.
//   testimonials likewise holds no blocks: its quotes are the projects with client's words, added by the server.)
//   credential  title = name (the logo's alt text), content = a few words under it; imageUrl = logo; metadata.href;
//            metadata.client (true in clients: a client needs no registration number).
//   feature  title, content; metadata.icon.
//   claim    title = label, content = the figure exactly as shown (e.g. '98%', or a company fact: '{onTimePercent}').
import { factStat } from './fact-copy.ts';
import type { SeedBlock, SeedPage } from './types.ts';
import { peterOdiliApartments, projectBlock, rumuolaMall, transAmadiTower, wojiGardens } from './project-list.ts';

export const homeHeroImage: SeedBlock = {
  blockType: 'image',
  title: 'Illustration of a city skyline under construction with a tower crane',
  imageUrl: '/art/hero-construction.svg',
};

export const homePage: SeedPage = {
  slug: 'home',
  title: 'Home',
  description:
    'Construction, real estate development, paint manufacturing and equipment rental in Port Harcourt, Rivers State. {yearsExperience} years of on-time delivery.',
  sections: [
    {
      sectionKey: 'hero',
      title: "Building Tomorrow's Excellence",
      description:
        'Construction, real estate, paint manufacturing and equipment rental from one team that has delivered on time for {yearsExperience} years.',
      blocks: [
        { blockType: 'button', title: 'Get Quote', metadata: { href: '/contact', variant: 'primary' } },
        { blockType: 'button', title: 'View Projects', metadata: { href: '/projects', variant: 'outline' } },
        homeHeroImage,
      ],
    },
    {
      sectionKey: 'statistics',
      title: 'Our Track Record',
      blocks: [
        factStat('Projects Completed', 'projectsCompleted'),
        factStat('Years Experience', 'yearsExperience'),
        factStat('Happy Clients', 'clientsServed'),
        factStat('Expert Team', 'professionals'),
      ],
    },
    {
      sectionKey: 'credentials',
      title: 'Accredited and trusted',
      blocks: [
        { blockType: 'credential', title: 'COREN', content: 'Registered engineering firm' },
        { blockType: 'credential', title: 'CORBON', content: 'Registered builders' },
        { blockType: 'credential', title: 'NIOB', content: 'Nigerian Institute of Building member' },
        { blockType: 'credential', title: 'SON MANCAP', content: 'Certified paint production' },
        { blockType: 'credential', title: 'ISO 9001:2015', content: 'Quality management' },
      ],
    },
    {
      sectionKey: 'services',
      title: 'Our Services',
      subtitle: 'What We Do',
      description:
        'Four businesses under one roof, so your project has one accountable partner from groundbreaking to the final coat of paint.',
      blocks: [
        {
          blockType: 'card',
          title: 'Construction',
          content: 'Offices, homes, retail centres and civil works, delivered by our own engineers, site crews and project managers.',
          imageUrl: '/art/service-construction.svg',
          metadata: {
            href: '/services',
            linkLabel: 'Learn More',
            icon: 'hard-hat',
            imageAlt: 'Illustration of a building under construction with scaffolding',
          },
        },
        {
          blockType: 'card',
          title: 'Real Estate',
          content: 'Development, sales and management of homes, offices and land across Port Harcourt and Rivers State.',
          imageUrl: '/art/service-real-estate.svg',
          metadata: {
            href: '/real-estate',
            linkLabel: 'Learn More',
            icon: 'home',
            imageAlt: 'Illustration of modern houses and an apartment block',
          },
        },
        {
          blockType: 'card',
          title: 'Paint Manufacturing',
          content: 'Interior, exterior and industrial paints made in our Port Harcourt factory for heat, humidity and heavy rain.',
          imageUrl: '/art/service-paint.svg',
          metadata: {
            href: '/paints',
            linkLabel: 'Learn More',
            icon: 'paint-roller',
            imageAlt: 'Illustration of paint tins, a roller and colour swatches',
          },
        },
        {
          blockType: 'card',
          title: 'Equipment Rental',
          content: 'Excavators, cranes, compactors and generators delivered to your site, with 24/7 breakdown support.',
          imageUrl: '/art/service-equipment.svg',
          metadata: {
            href: '/equipment',
            linkLabel: 'Learn More',
            icon: 'truck',
            imageAlt: 'Illustration of an excavator and a mobile crane',
          },
        },
      ],
    },
    {
      sectionKey: 'testimonials',
      title: 'What Our Clients Say',
      subtitle: 'In Their Words',
      blocks: [],
    },
    {
      // The seed's clients are the ones its projects name, so the strip and the project cards agree; the launch
      // checklist lists them until the owner names theirs or adds a logo.
      sectionKey: 'clients',
      title: 'Clients we have built for',
      blocks: [
        { blockType: 'credential', title: transAmadiTower.client!, content: 'Office tower, Trans-Amadi', metadata: { client: true } },
        { blockType: 'credential', title: rumuolaMall.client!, content: 'Shopping centre, Rumuola', metadata: { client: true } },
        { blockType: 'credential', title: peterOdiliApartments.client!, content: 'Apartments, Peter Odili Road', metadata: { client: true } },
      ],
    },
    {
      sectionKey: 'featured_projects',
      title: 'Featured Projects',
      subtitle: 'Our Work',
      description: 'Showcasing our latest and most impressive construction achievements.',
      blocks: [
        { blockType: 'button', title: 'View All Projects', metadata: { href: '/projects', variant: 'dark' } },
      ],
    },
    {
      sectionKey: 'why_choose',
      title: 'Why Choose Us',
      subtitle: 'Our Difference',
      description:
        'Clients come back because we finish what we start: on schedule, on budget and to a standard we are proud to sign.',
      blocks: [
        {
          blockType: 'feature',
          title: '{yearsExperience} Years Experience',
          content:
            'Building in Port Harcourt since {yearFounded}. Our engineers know the soils, the rainy season and the approvals process, and plan for all three.',
          metadata: { icon: 'award' },
        },
        {
          blockType: 'feature',
          title: 'Comprehensive Services',
          content:
            'Construction, real estate, paint and equipment in one group, so materials, machines and people never wait on a third party.',
          metadata: { icon: 'layers' },
        },
        {
          blockType: 'feature',
          title: 'Proven Results',
          content: '{onTimePercent} on-time delivery and {valueDelivered} delivered across commercial, residential and industrial projects.',
          metadata: { icon: 'trending-up' },
        },
        { blockType: 'claim', title: 'On-Time Delivery', content: '{onTimePercent}' },
        { blockType: 'claim', title: 'Delivered in Project Value', content: '{valueDelivered}' },
        { blockType: 'button', title: 'Learn More About Us', metadata: { href: '/about', variant: 'primary' } },
      ],
    },
  ],
};

const FALLBACK_PROJECTS = [transAmadiTower, wojiGardens, rumuolaMall];

/** Home as its fallback shows it: the seeded featured projects, and their clients' words, in their sections (docs/product.md § Fallbacks). */
export const homeFallbackPage: SeedPage = {
  ...homePage,
  sections: homePage.sections.map((section) =>
    section.sectionKey === 'featured_projects'
      ? { ...section, blocks: [...FALLBACK_PROJECTS.map(projectBlock), ...section.blocks] }
      : section.sectionKey === 'testimonials'
        ? { ...section, blocks: FALLBACK_PROJECTS.filter((project) => project.testimonial).map(projectBlock) }
        : section,
  ),
};
