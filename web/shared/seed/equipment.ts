// Equipment page (docs/product.md § Equipment; blocks: § Equipment content). Section title = heading, subtitle = eyebrow line, description = lead sentence.
//   hero         button {href, variant: 'primary'|'outline'} · image (title = alt text, imageUrl)
//   categories   category (imageUrl): content = description; metadata {features: string[], imageAlt, icon}
//   photo_band   image (title = alt text, imageUrl) · button: a full-bleed picture with the heading over it
//   gallery      machine (imageUrl): title = name, content = description; metadata {slug, imageAlt, equipmentType,
//                specs: {label, value}[], gallery?: media ids} — the eight machines of machines.ts, each with a page of its own
//   rental-terms term {icon}
//   quote-form   the QuoteForm's words: field / option / submit / note / privacy / toast blocks as in contact-form.ts,
//                plus contact {icon, kind?} lines beside the form (kind 'phone': the company phone follows, as a call link)
import { nextStepsBlock, privacyLineBlock } from './contact-form.ts';
import { machineBlock, machineRateLabels, machines } from './machines.ts';
import type { SeedBlock, SeedPage, SeedSection } from './types.ts';
import { REDRAWN_ALTS } from './artwork-alts.ts';

const option = (field: string, value: string, label: string): SeedBlock => ({ blockType: 'option', title: label, metadata: { field, value } });

/** The quote form's optional name (added with the lead desk, so an answer can greet the visitor). */
/** What the confirmation after a quote request says happens next (migration 15 adds it to older databases). */
export const quoteNextSteps: SeedBlock = nextStepsBlock(
  'Our rental desk checks the machines for your dates and sends you a written quote within {hours} hours. If you call us before then, give your reference.',
);

export const quoteNameField: SeedBlock = { blockType: 'field', title: 'Your Name (optional)', content: 'e.g. Tunde Bakare', metadata: { name: 'name' } };

export const quoteFormSection: SeedSection = {
  sectionKey: 'quote-form',
  subtitle: 'Request a Quote',
  title: 'Get an Equipment Quote',
  description:
    'Tell us what you need, where and for how long. Our rental desk will confirm availability and send you a written quote.',
  blocks: [
    quoteNameField,
    { blockType: 'field', title: 'Equipment Type', content: 'Select equipment type', metadata: { name: 'equipmentType' } },
    option('equipmentType', 'heavy', 'Heavy Machinery'),
    option('equipmentType', 'light', 'Light Equipment'),
    option('equipmentType', 'specialized', 'Specialized Equipment'),
    { blockType: 'field', title: 'Rental Duration', content: 'Select rental duration', metadata: { name: 'rentalDuration' } },
    option('rentalDuration', 'daily', 'Daily'),
    option('rentalDuration', 'weekly', 'Weekly'),
    option('rentalDuration', 'monthly', 'Monthly'),
    option('rentalDuration', 'long-term', 'Long-term (3+ months)'),
    { blockType: 'field', title: 'Start Date', content: '', metadata: { name: 'startDate' } },
    { blockType: 'field', title: 'Project Location', content: 'e.g. Rumuokoro, Port Harcourt', metadata: { name: 'projectLocation' } },
    { blockType: 'field', title: 'Email Address', content: 'you@example.com', metadata: { name: 'email' } },
    { blockType: 'field', title: 'Phone Number', content: '+234 803 000 0000', metadata: { name: 'phone' } },
    {
      blockType: 'field',
      title: 'Project Details',
      content: 'The work, the machines or capacities you need, site access and whether you need an operator.',
      metadata: { name: 'projectDetails' },
    },
    { blockType: 'note', title: 'All fields marked * are required.' },
    privacyLineBlock,
    { blockType: 'submit', title: 'Submit Quote Request', content: 'Submitting...' },
    {
      blockType: 'toast',
      title: 'Quote Request Submitted!',
      content: 'Thank you for your equipment quote request! We will contact you soon.',
      metadata: { kind: 'success' },
    },
    quoteNextSteps,
    { blockType: 'toast', title: 'Error', content: 'Failed to submit quote request. Please try again.', metadata: { kind: 'failure' } },
    { blockType: 'toast', title: 'Error', content: 'Please fill in all required fields.', metadata: { kind: 'missing' } },
    {
      blockType: 'contact',
      title: 'Quotes the same working day',
      content: 'Requests received before 14:00 are answered the same day.',
      metadata: { icon: 'timer' },
    },
    {
      blockType: 'contact',
      title: 'Operators available',
      content: 'Certified operators can be supplied with any heavy machine, by the day or for the whole hire.',
      metadata: { icon: 'hard-hat' },
    },
    {
      blockType: 'contact',
      title: 'Prefer to talk?',
      content: 'Call the rental desk and we will price it with you over the phone.',
      metadata: { icon: 'phone', kind: 'phone' },
    },
  ],
};

/** A full-bleed picture between the categories and the gallery (web/pages/parts/PhotoBand.tsx). */
export const equipmentPhotoBand: SeedSection = {
  sectionKey: 'photo_band',
  subtitle: 'On the Move',
  title: 'Delivered to Your Site, Ready to Work',
  description:
    'Our own low-loaders bring every machine to your site across Rivers State, with an operator if you need one and a mechanic on call around the clock.',
  blocks: [
    { blockType: 'image', title: 'Illustration of a bulldozer pushing red earth across a wide site in late-afternoon light', imageUrl: '/art/equipment-bulldozer.svg' },
    { blockType: 'button', title: 'Request a Quote', metadata: { href: '#quote-form', variant: 'primary' } },
  ],
};

export const equipmentPage: SeedPage = {
  slug: 'equipment',
  title: 'Equipment',
  description:
    'Equipment lease and rental in Port Harcourt: excavators of 5-50 tonnes, cranes, compactors, concrete mixers and generators of 5-500 kW, with free delivery and 24/7 support.',
  sections: [
    {
      sectionKey: 'hero',
      title: 'Heavy Equipment Rental, Delivered to Your Site',
      description:
        'Since 2012 we have kept contractors across the Niger Delta working with well-maintained excavators, cranes, compactors and generators, by the day, week or month.',
      blocks: [
        { blockType: 'button', title: 'Request a Quote', metadata: { href: '#quote-form', variant: 'primary' } },
        { blockType: 'button', title: 'View Our Fleet', metadata: { href: '#gallery', variant: 'outline' } },
        {
          blockType: 'image',
          title: REDRAWN_ALTS.equipmentHero.now,
          imageUrl: '/art/service-equipment.svg',
        },
      ],
    },
    {
      sectionKey: 'categories',
      subtitle: 'Equipment Categories',
      title: 'The Right Machine for Every Stage',
      description: 'Every machine is serviced in our own Trans-Amadi yard and inspected before it leaves for your site.',
      blocks: [
        {
          blockType: 'category',
          title: 'Heavy Machinery',
          content: 'Earthmoving and lifting power for roads, foundations and site clearing.',
          imageUrl: '/art/equipment-heavy.svg',
          metadata: {
            icon: 'truck',
            imageAlt: 'Illustration of an excavator and a bulldozer',
            features: ['Excavators, 5-50 tonnes', 'Mobile cranes', 'Bulldozers and wheel loaders', 'Vibrating roller compactors'],
          },
        },
        {
          blockType: 'category',
          title: 'Light Equipment',
          content: 'Compact machines for concrete work, compaction and finishing on any size of site.',
          imageUrl: '/art/equipment-light.svg',
          metadata: {
            icon: 'construction',
            imageAlt: 'Illustration of a concrete mixer and a plate compactor',
            features: ['Concrete mixers', 'Plate and rammer compactors', 'Concrete vibrator pokers', 'Scaffolding and site lighting'],
          },
        },
        {
          blockType: 'category',
          title: 'Power Tools',
          content: 'Power and tools to keep your crew working, on grid or off.',
          imageUrl: '/art/equipment-power-tools.svg',
          metadata: {
            icon: 'zap',
            imageAlt: REDRAWN_ALTS.powerTools.now,
            features: ['Generators, 5-500 kW', 'Breakers and rotary hammers', 'Cutting and grinding tools', 'Welding sets and pumps'],
          },
        },
      ],
    },
    equipmentPhotoBand,
    {
      sectionKey: 'gallery',
      subtitle: 'Our Fleet',
      title: 'Equipment Gallery',
      description: 'A selection of the machines available for hire from our Port Harcourt yard.',
      blocks: [
        ...machines.map(machineBlock),
        ...machineRateLabels,
      ],
    },
    {
      sectionKey: 'rental-terms',
      subtitle: 'Rental Terms',
      title: 'Simple Terms, Dependable Service',
      description: 'Straightforward hire agreements with no hidden charges.',
      blocks: [
        {
          blockType: 'term',
          title: 'Flexible Duration',
          content: 'Hire by the day, week or month, or agree a long-term rate for projects of three months and more.',
          metadata: { icon: 'calendar' },
        },
        {
          blockType: 'term',
          title: 'Free Delivery & Pickup',
          content: 'Free delivery and pickup within {deliveryRadius} of Port Harcourt, on our own low-loaders.',
          metadata: { icon: 'truck' },
        },
        {
          blockType: 'term',
          title: '24/7 Support',
          content: 'Breakdown support around the clock, with a replacement machine on site when a repair will take longer.',
          metadata: { icon: 'headphones' },
        },
      ],
    },
    quoteFormSection,
  ],
};
