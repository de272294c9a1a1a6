// Terms of Service (docs/product.md § Privacy Policy and Terms of Service). Shape: legal.ts.
import { legalContactSection, legalHero, legalSection } from './legal.ts';
import type { SeedPage } from './types.ts';

export const termsPage: SeedPage = {
  slug: 'terms',
  title: 'Terms of Service',
  description: 'The terms for using the Metrik Group website: its information, enquiries and quotes, fair use, our content and the law that applies.',
  sections: [
    legalHero('Terms of Service', 'The rules for using this website, in plain words.', 'Last updated: 25 November 2026'),
    legalSection('using-this-site', 'Using this website', [
      ['Who these terms apply to', 'These terms apply to everyone who visits this website of Metrik Group. By using the site you accept them; if you do not, please do not use it.'],
    ]),
    legalSection('information', 'The information on this site', [
      [
        'General information',
        'We describe our services, projects, paints and equipment as accurately as we can, but the descriptions, figures and pictures are general information, not an offer. Prices, availability, colours and specifications are confirmed only in a written quotation or contract.',
      ],
    ]),
    legalSection('enquiries', 'Enquiries and quotes', [
      ['No contract by form', 'Sending a form does not make a contract. A quote we send you is valid for the period it states, and work starts only when both sides have agreed in writing.'],
      ['Your details', 'Please give contact details that reach you, so that we can answer. How we handle them is set out in our Privacy Policy.'],
    ]),
    legalSection('fair-use', 'Fair use', [
      ['Fair use', 'Do not use the site to send spam, false enquiries or harmful content, and do not try to break into it or overload it. We may block traffic that does.'],
    ]),
    legalSection('our-content', 'Our content', [
      [
        'Copyright',
        'The text, illustrations, logo and photographs on this site belong to Metrik Group or are used with permission. You are welcome to share links to our pages; please ask us before copying our content for any other purpose.',
      ],
    ]),
    legalSection('liability', 'Liability', [
      [
        'Liability',
        'We work to keep the site available and correct, but we cannot promise that it will always be free of errors or interruptions. As far as the law allows, we are not liable for loss caused by relying on its general information. Our responsibility for work we carry out is set by the contract for that work.',
      ],
    ]),
    legalSection('law', 'Governing law', [
      ['Law', 'These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Rivers State may hear any dispute about them.'],
    ]),
    legalSection('changes', 'Changes to these terms', [['Changes', 'We may update these terms; the date at the top shows when they last changed.']]),
    legalContactSection('Questions', 'Questions about these terms are welcome:'),
  ],
};
