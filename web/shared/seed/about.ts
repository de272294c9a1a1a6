// About page copy (docs/product.md § About; blocks: § About content). The company name, address, phone and hours come from site_settings.
//
// Sections: title = heading, subtitle = eyebrow line, description = lead sentence; the hero's title is the page's h1
// (its eyebrow is the page title; on Home the company name from the settings).
// Section keys: hero, story, values, capabilities, leadership, office, cta.
// Block types and their metadata:
//   image      title = alt text; imageUrl = the picture (the hero's).
//   paragraph  title = a short name for the admin, content = the paragraph.
//   milestone  title, content; metadata.year.
//   value      title, content; metadata.icon (web/shared/icons.ts).
//   stat       title = label, content = the number as text (a text such as '24/7' is shown as is, not counted);
//              metadata.suffix (default '+').
//   leader     title = name, content = blurb; metadata.role. Shown with an initials monogram, never a photo.
//   office     title, content, imageUrl; metadata.addressLabel, phoneLabel, hoursLabel, imageAlt
//              (the address, phone and hours themselves come from the settings).
//   button     title = label; metadata.href; metadata.variant ('primary' | 'dark' | 'outline').
import { factStat } from './fact-copy.ts';
import type { SeedPage } from './types.ts';

export const aboutPage: SeedPage = {
  slug: 'about',
  title: 'About Us',
  description:
    'Founded in Port Harcourt in {yearFounded}: our story, core values, capabilities and leadership across construction, real estate, paint and equipment rental.',
  sections: [
    {
      sectionKey: 'hero',
      title: '{yearsExperience} Years of Building Excellence',
      description:
        'A Port Harcourt company that grew from one construction crew in {yearFounded} into four businesses serving clients across Rivers State.',
      blocks: [
        {
          blockType: 'image',
          title: 'Illustration of engineers reviewing blueprints in a site office',
          imageUrl: '/art/about-story.svg',
        },
      ],
    },
    {
      sectionKey: 'story',
      title: 'Our Story',
      subtitle: 'Since {yearFounded}',
      blocks: [
        {
          blockType: 'paragraph',
          title: 'Story: beginnings',
          content:
            'We started in {yearFounded} as a building contractor with a simple promise: finish on time and stand behind the work. Port Harcourt was growing fast, and clients needed a builder who would still answer the phone after handover.',
        },
        {
          blockType: 'paragraph',
          title: 'Story: growth',
          content:
            'As our projects grew, we kept meeting the same problems: paint that faded in a single rainy season, machines that arrived late, land deals that stalled. Rather than work around them, we built a business to solve each one.',
        },
        {
          blockType: 'paragraph',
          title: 'Story: today',
          content:
            'Today {professionals} professionals work across our four divisions, sharing engineers, equipment and standards, so every client has one accountable partner from the first survey to the final coat of paint.',
        },
        {
          blockType: 'milestone',
          title: 'Founded in Port Harcourt',
          content: 'Started as a building contractor with a single site crew, delivering homes and shops across the city.',
          metadata: { year: '{yearFounded}' },
        },
        {
          blockType: 'milestone',
          title: 'Paint Division Opens',
          content: 'Opened our own paint factory to make finishes that stand up to the Niger Delta climate.',
          metadata: { year: '2005' },
        },
        {
          blockType: 'milestone',
          title: 'Real Estate Development',
          content: 'Began developing, selling and managing our own residential and commercial properties.',
          metadata: { year: '2008' },
        },
        {
          blockType: 'milestone',
          title: 'Equipment Rental Launched',
          content: 'Opened our fleet of excavators, cranes and compactors to contractors across the region.',
          metadata: { year: '2012' },
        },
      ],
    },
    {
      sectionKey: 'values',
      title: 'Our Core Values',
      description: 'The three commitments every project, product and rental is measured against.',
      blocks: [
        {
          blockType: 'value',
          title: 'Excellence',
          content:
            'We build to the drawings, test what we make and inspect every room before handover. Good enough is not a standard we sign off.',
          metadata: { icon: 'award' },
        },
        {
          blockType: 'value',
          title: 'Integrity',
          content:
            'Clear prices, honest timelines and documents you can verify. When something goes wrong on site, you hear it from us first.',
          metadata: { icon: 'shield-check' },
        },
        {
          blockType: 'value',
          title: 'Sustainability',
          content:
            'Low-VOC paints, well-maintained machines that burn less diesel, and buildings designed for daylight and cross-ventilation.',
          metadata: { icon: 'leaf' },
        },
      ],
    },
    {
      sectionKey: 'capabilities',
      title: 'Our Capabilities',
      description: 'The people, plant and machinery behind every commitment we make.',
      blocks: [
        factStat('Expert Professionals', 'professionals'),
        factStat('Manufacturing Space', 'factoryArea'),
        factStat('Equipment Fleet', 'equipmentFleet'),
        { blockType: 'stat', title: 'Site & Equipment Support', content: '24/7', metadata: { suffix: '' } },
      ],
    },
    {
      sectionKey: 'leadership',
      title: 'Leadership',
      description: 'Engineers and specialists who have built the company from the ground up and still lead from the site.',
      blocks: [
        {
          blockType: 'leader',
          title: 'Engr. Tamunotonye Briggs',
          content:
            'A civil engineer who founded the company in {yearFounded} and still walks every major site. Leads strategy and client relationships across all four divisions.',
          metadata: { role: 'Founder & Managing Director' },
        },
        {
          blockType: 'leader',
          title: 'Mrs. Ibiere Wokoma',
          content: 'Has led our property business since 2008, from land acquisition and titling through to sales and estate management.',
          metadata: { role: 'Director, Real Estate' },
        },
        {
          blockType: 'leader',
          title: 'Dr. Chinedu Amadi',
          content: 'An industrial chemist who set up the paint factory in 2005 and runs its formulation laboratory and quality control.',
          metadata: { role: 'Head of Paint Manufacturing' },
        },
        {
          blockType: 'leader',
          title: 'Engr. Barine Kpagih',
          content: 'A mechanical engineer in charge of the rental fleet, the maintenance workshop and the 24/7 support line.',
          metadata: { role: 'Head of Equipment & Operations' },
        },
      ],
    },
    {
      sectionKey: 'office',
      title: 'Our Headquarters',
      description: 'Visit us in Trans-Amadi, or call ahead and we will meet you on site.',
      blocks: [
        {
          blockType: 'office',
          title: 'Port Harcourt Head Office',
          content:
            'Our offices, paint factory and equipment yard share one site in the Trans-Amadi Industrial Layout, minutes from the port.',
          imageUrl: '/art/office-hq.svg',
          metadata: {
            addressLabel: 'Address',
            phoneLabel: 'Phone',
            hoursLabel: 'Business Hours',
            imageAlt: 'Illustration of the company headquarters building in Port Harcourt',
          },
        },
      ],
    },
    {
      sectionKey: 'cta',
      title: 'Ready to Build With Us?',
      description: 'Tell us about your project and we will arrange a site visit and a clear, written proposal.',
      blocks: [{ blockType: 'button', title: 'Start Your Project', metadata: { href: '/contact', variant: 'primary' } }],
    },
  ],
};
