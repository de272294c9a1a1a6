// Site-wide copy (docs/product.md § Header, § Footer, § Not found; blocks: § Site-wide content), read by web/components/Header.tsx, Footer.tsx and
// web/pages/NotFound.tsx. Company name, tagline, address, phone, e-mail, hours and social addresses are
// site settings (settings.ts), not blocks.
//
// Sections and block types:
//   navigation  link           title = the header label; metadata.path = the route (one per public route).
//   footer      blurb          content = the brand blurb under the logo.
//               heading        title = a column heading; metadata.column ('quick_links' | 'services' | 'contact').
//               quick_link     title = label; metadata.path.
//               service_link   title = label; metadata.path.
//               social         title = the network's name (the icon link's accessible name); metadata.network.
//               contact_label  title = the screen-reader label of a contact line; metadata.field.
//               copyright      title = the words after "© {year} {company}.".
//               legal          title = a legal link's text; metadata.path = its route (/privacy, /terms).
//   whatsapp    label          the "Chat on WhatsApp" link shown while the whatsapp_number setting is set (settings.ts):
//                              metadata.key 'link' = its visible text; 'message' = the message it starts, where
//                              {company} is the company name and {page} the title of the page the visitor is on.
//   not_found   (section) title and description = the two sentences of docs/product.md § Not found; link: title = label,
//               metadata.path (the first is the main button); label key 'call' = the words before the phone number.
import type { SeedBlock, SeedPage, SeedSection } from './types.ts';
import { NOT_FOUND_WORDS } from './reworded.ts';

/** The footer's switch to the lite page (docs/product.md § Lite pages); added to existing sites by migration 12. */
export const liteSwitchBlock: SeedBlock = { blockType: 'lite_switch', title: 'Lite version (uses less data)', content: 'Lite version is on: show the full site' };

export const WHATSAPP_LABEL = { link: 'link', message: 'message' } as const;

export const whatsappSection: SeedSection = {
  sectionKey: 'whatsapp',
  title: 'WhatsApp link',
  description: 'Shown on the Contact, Equipment and Real Estate pages and in the footer while a WhatsApp number is set in Settings.',
  blocks: [
    { blockType: 'label', title: 'Chat on WhatsApp', metadata: { key: WHATSAPP_LABEL.link } },
    { blockType: 'label', title: "Hello {company}, I'm writing from your {page} page.", metadata: { key: WHATSAPP_LABEL.message } },
  ],
};

export const NOT_FOUND_LABEL = { call: 'call' } as const;

/** Where a visitor who followed a broken link may have wanted to go (migration 23 adds the three after Home). */
export const NOT_FOUND_LINKS: SeedBlock[] = [
  { blockType: 'link', title: 'Back to Home', metadata: { path: '/' } },
  { blockType: 'link', title: 'Our Projects', metadata: { path: '/projects' } },
  { blockType: 'link', title: 'Our Services', metadata: { path: '/services' } },
  { blockType: 'link', title: 'Contact Us', metadata: { path: '/contact' } },
];

/** The words before the phone number on the not-found screen. */
export const notFoundCallLabel: SeedBlock = { blockType: 'label', title: 'Or call us on', metadata: { key: NOT_FOUND_LABEL.call } };

export const PHONE_BAR_LABEL = { call: 'call', whatsapp: 'whatsapp' } as const;

/** The bar at the bottom of every public page on phones (web/components/PhoneBar.tsx; migration 17 adds it). */
export const phoneBarSection: SeedSection = {
  sectionKey: 'phone_bar',
  title: 'Phone bar',
  description:
    'The bar at the bottom of every page on phones: Call (the phone number in Settings), WhatsApp (while a WhatsApp number is set) and a button to the form where visitors ask for a quote.',
  blocks: [
    { blockType: 'label', title: 'Call', metadata: { key: PHONE_BAR_LABEL.call } },
    { blockType: 'label', title: 'WhatsApp', metadata: { key: PHONE_BAR_LABEL.whatsapp } },
    { blockType: 'bar_link', title: 'Get a quote', metadata: { path: '/contact#contact-form' } },
  ],
};

export const sitePage: SeedPage = {
  slug: 'site',
  title: 'Site-wide (header, footer, not-found)',
  description: 'Words shared by every page: the header links, the footer and the page-not-found screen.',
  sections: [
    {
      sectionKey: 'navigation',
      title: 'Header navigation',
      description: 'The eight header links; edit a title to rename a link.',
      blocks: [
        { blockType: 'link', title: 'Home', metadata: { path: '/' } },
        { blockType: 'link', title: 'Services', metadata: { path: '/services' } },
        { blockType: 'link', title: 'Projects', metadata: { path: '/projects' } },
        { blockType: 'link', title: 'Real Estate', metadata: { path: '/real-estate' } },
        { blockType: 'link', title: 'Paints', metadata: { path: '/paints' } },
        { blockType: 'link', title: 'Equipment', metadata: { path: '/equipment' } },
        { blockType: 'link', title: 'About', metadata: { path: '/about' } },
        { blockType: 'link', title: 'Contact', metadata: { path: '/contact' } },
      ],
    },
    {
      sectionKey: 'footer',
      title: 'Footer',
      description: 'The brand blurb, column headings, links and legal lines at the foot of every page.',
      blocks: [
        {
          blockType: 'blurb',
          title: 'Brand blurb',
          content:
            'Building excellence across Rivers State since {yearFounded}. Construction, real estate development, paint manufacturing and equipment rental: four lines of business, one standard of quality.',
        },
        { blockType: 'social', title: 'Facebook', metadata: { network: 'facebook' } },
        { blockType: 'social', title: 'Twitter', metadata: { network: 'twitter' } },
        { blockType: 'social', title: 'LinkedIn', metadata: { network: 'linkedin' } },
        { blockType: 'social', title: 'Instagram', metadata: { network: 'instagram' } },
        { blockType: 'heading', title: 'Quick Links', metadata: { column: 'quick_links' } },
        { blockType: 'quick_link', title: 'Home', metadata: { path: '/' } },
        { blockType: 'quick_link', title: 'About Us', metadata: { path: '/about' } },
        { blockType: 'quick_link', title: 'Our Projects', metadata: { path: '/projects' } },
        { blockType: 'quick_link', title: 'Contact', metadata: { path: '/contact' } },
        { blockType: 'heading', title: 'Our Services', metadata: { column: 'services' } },
        { blockType: 'service_link', title: 'Construction', metadata: { path: '/projects' } },
        { blockType: 'service_link', title: 'Paint Manufacturing', metadata: { path: '/paints' } },
        { blockType: 'service_link', title: 'Real Estate', metadata: { path: '/real-estate' } },
        { blockType: 'service_link', title: 'Equipment Rental', metadata: { path: '/equipment' } },
        { blockType: 'service_link', title: 'Consulting', metadata: { path: '/contact' } },
        { blockType: 'heading', title: 'Contact Info', metadata: { column: 'contact' } },
        { blockType: 'contact_label', title: 'Address', metadata: { field: 'address' } },
        { blockType: 'contact_label', title: 'Phone', metadata: { field: 'phone' } },
        { blockType: 'contact_label', title: 'Email', metadata: { field: 'email' } },
        { blockType: 'contact_label', title: 'Hours', metadata: { field: 'hours' } },
        { blockType: 'copyright', title: 'All rights reserved.' },
        { blockType: 'legal', title: 'Privacy Policy', metadata: { path: '/privacy' } },
        { blockType: 'legal', title: 'Terms of Service', metadata: { path: '/terms' } },
        liteSwitchBlock,
      ],
    },
    {
      sectionKey: 'not_found',
      title: 'Page Not Found',
      description: NOT_FOUND_WORDS.now,
      blocks: [...NOT_FOUND_LINKS, notFoundCallLabel],
    },
    whatsappSection,
    phoneBarSection,
  ],
};
