// Contact page (docs/product.md § Contact; blocks: § Contact content). Section title = heading, subtitle = eyebrow line, description = lead sentence.
// Phone, e-mail, address and social addresses are site settings (settings.ts), not copy, so they are written once.
//   hero             image (title = alt text, imageUrl) · button {href, variant}; href 'tel:' alone means "call the company phone from the settings"
//   contact-form     the ContactForm's words (see contact-form.ts)
//   contact-details  detail {kind: 'phone' | 'email' | 'address', icon}: title = card label, content = the line under the value
//   business-hours   no blocks: the card's heading; its rows are the opening-hours setting (web/shared/opening-hours.ts)
//   social           social {network: 'facebook' | 'twitter' | 'linkedin' | 'instagram'}: title = network name
//   headquarters     image (title = alt text, imageUrl) · fact {icon} · button {href: 'directions:' = the way to the address}
//   emergency        (section) description: {days} = the days the line answers, from the opening hours; button {href: 'tel:', variant}
import type { SeedBlock, SeedPage, SeedSection } from './types.ts';
import { contactFormBlocks } from './contact-form.ts';
import { EMERGENCY_WORDS } from './reworded.ts';

/** The way to the address in the settings, from the visitor's maps app (web/lib/directions.ts); migration 25 adds it. */
export const directionsButton: SeedBlock = { blockType: 'button', title: 'Get Directions', metadata: { href: 'directions:', variant: 'dark' } };
/** The same way to the office, at the top of the page, over the office's photo once there is one. */
export const heroDirectionsButton: SeedBlock = { ...directionsButton, metadata: { href: 'directions:', variant: 'outline' } };

export const CONTACT_NEXT_STEPS =
  'The team that handles your kind of work reads your message and replies within {hours} hours, by e-mail or phone. If you call us before then, give your reference.';

export const contactFormSection: SeedSection = {
  sectionKey: 'contact-form',
  subtitle: 'Send a Message',
  title: 'How Can We Help?',
  description: 'Tell us about your project or question. The team that handles it will reply, usually within one working day.',
  blocks: contactFormBlocks({
    messageLabel: 'Message',
    messagePlaceholder: 'Your project, its location and your timeline.',
    submitLabel: 'Send Message',
    successText: 'Thank you for your message! We will get back to you soon.',
    nextSteps: CONTACT_NEXT_STEPS,
  }),
};

/**
 * The Contact hero's picture (added to older databases by migration 16): a project talked over at the drawing
 * table, as the heading invites; not the head office, which the Headquarters card further down already shows.
 */
export const contactHeroImage: SeedBlock = {
  blockType: 'image',
  title: 'Illustration of two Metrik Group engineers talking a project over at the drawing table',
  imageUrl: '/art/about-story.svg',
};

export const contactPage: SeedPage = {
  slug: 'contact',
  title: 'Contact',
  description:
    'Contact Metrik Group in Port Harcourt: phone, e-mail, office address and business hours, or send us a message about construction, real estate, paints or equipment rental.',
  sections: [
    {
      sectionKey: 'hero',
      title: 'Let’s Talk About Your Project',
      description: 'Call, write or visit our Trans-Amadi head office. Whatever you are building, one team will see it through.',
      blocks: [
        contactHeroImage,
        { blockType: 'button', title: 'Send a Message', metadata: { href: '#contact-form', variant: 'primary' } },
        { blockType: 'button', title: 'Call Us Now', metadata: { href: 'tel:', variant: 'outline' } },
        heroDirectionsButton,
      ],
    },
    contactFormSection,
    {
      sectionKey: 'contact-details',
      subtitle: 'Reach Us',
      title: 'Contact Details',
      blocks: [
        { blockType: 'detail', title: 'Phone', content: 'Call our main line during business hours.', metadata: { kind: 'phone', icon: 'phone' } },
        { blockType: 'detail', title: 'Email', content: 'We reply within one working day.', metadata: { kind: 'email', icon: 'mail' } },
        { blockType: 'detail', title: 'Address', content: 'Visitors are welcome during business hours.', metadata: { kind: 'address', icon: 'map-pin' } },
      ],
    },
    {
      sectionKey: 'business-hours',
      title: 'Business Hours',
      blocks: [],
    },
    {
      sectionKey: 'social',
      title: 'Follow Us',
      description: 'Project updates, new properties and colour ideas.',
      blocks: [
        { blockType: 'social', title: 'Facebook', metadata: { network: 'facebook' } },
        { blockType: 'social', title: 'Twitter', metadata: { network: 'twitter' } },
        { blockType: 'social', title: 'LinkedIn', metadata: { network: 'linkedin' } },
        { blockType: 'social', title: 'Instagram', metadata: { network: 'instagram' } },
      ],
    },
    {
      sectionKey: 'headquarters',
      subtitle: 'Visit Us',
      title: 'Our Headquarters',
      description:
        'Our head office, paint showroom and equipment yard share one site in the Trans-Amadi Industrial Layout, a short drive from the city centre.',
      blocks: [
        {
          blockType: 'image',
          title: 'Illustration of the Metrik Group headquarters building in Port Harcourt',
          imageUrl: '/art/office-hq.svg',
        },
        { blockType: 'fact', title: 'Free visitor parking on site', metadata: { icon: 'map-pin' } },
        { blockType: 'fact', title: 'Paint showroom with colour samples', metadata: { icon: 'palette' } },
        { blockType: 'fact', title: 'Equipment yard open for inspections', metadata: { icon: 'truck' } },
        directionsButton,
      ],
    },
    {
      sectionKey: 'emergency',
      subtitle: 'Emergency Line',
      title: 'Site Emergency Outside Business Hours?',
      description: EMERGENCY_WORDS.now,
      blocks: [{ blockType: 'button', title: 'Call Emergency Line', metadata: { href: 'tel:', variant: 'primary' } }],
    },
  ],
};
