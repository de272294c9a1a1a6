// Privacy Policy (docs/product.md § Privacy Policy and Terms of Service): the plain-language notice the Nigeria Data
// Protection Act 2023 asks for. Shape: legal.ts. The retention periods are those the admin's retention settings
// start with; an admin who changes them edits this text too.
import { legalContactSection, legalHero, legalSection } from './legal.ts';
import type { SeedPage } from './types.ts';

/** What the browser keeps about where the visitor came from (web/lib/attribution.ts), until a form is sent. */
export const LEAD_SOURCE_NOTICE_TITLE = 'Where you came from';
const leadSourceNotice: [string, string] = [
  LEAD_SOURCE_NOTICE_TITLE,
  'If an advert, a search or a link someone shared brought you here, your browser keeps a note of it on your own device (in its local storage, not a cookie): the site or advert that sent you, the campaign named in the link, the first page you opened and when. Nothing of it reaches us unless you send one of our forms; then it goes with your message, so that we know how you found us, and your browser forgets it. Clearing this site’s data in your browser removes it at any time.',
];

export const privacyPage: SeedPage = {
  slug: 'privacy',
  title: 'Privacy Policy',
  description:
    'What Metrik Group collects through its website forms, why, how long it is kept, who sees it, and how to ask for a copy or deletion.',
  sections: [
    legalHero('Privacy Policy', 'What we do with the details you send us through this website, in plain words.', 'Last updated: 25 November 2026'),
    legalSection('who-we-are', 'Who we are', [
      [
        'Who is responsible',
        'This website belongs to Metrik Group, a construction, real estate, paint and equipment rental company in Port Harcourt, Rivers State. We decide how the details you send us are used, so under the Nigeria Data Protection Act 2023 we are responsible for them. How to reach us is at the end of this page.',
      ],
    ]),
    legalSection(
      'what-we-collect',
      'What each form collects',
      [
        [
          'Contact form',
          'The message form on the Contact page: your first and last name, your e-mail address, your phone number if you give one, the service you are asking about and your message.',
        ],
        [
          'Real estate enquiry',
          'The enquiry form on the Real Estate page: the same details as the message form, that is your name, e-mail address, phone number if you give one, the service and your requirements.',
        ],
        [
          'Equipment quote',
          'The quote form on the Equipment page: the type of equipment, the rental duration, the start date, the project location and details, your e-mail address and your phone number.',
        ],
        [
          'With every form',
          'With each message we note the date and time and the page it was sent from. We do not store your IP address with it.',
        ],
        [
          'Page views',
          'When you read our pages we count views per page and per day, and the website that sent you here. This count uses no cookies and stores no IP address or browser details, so it cannot tell who you are. The public pages of this site set no cookies at all.',
        ],
        leadSourceNotice,
      ],
      'We only hold what you type into one of our three forms.',
    ),
    legalSection('why', 'Why we use it', [
      [
        'Purpose',
        'Only to answer you: to reply to your message, prepare the quote you asked for, arrange a viewing or follow up the work you asked about. We use your details because you asked us to contact you, and to take the steps you asked for before any contract.',
      ],
      ['No marketing', 'We send no newsletters or advertising, we never sell or rent your details, and we do not use them to build a profile of you.'],
    ]),
    legalSection('how-long', 'How long we keep it', [
      ['Enquiries', 'We keep an enquiry for 24 months after it arrives, so that we can look it up if you come back to us, and then delete it.'],
      ['Spam', 'Messages our system marks as spam are deleted after 30 days.'],
    ]),
    legalSection('who-sees', 'Who sees it', [
      [
        'Our administrators',
        'Only Metrik Group’s website administrators, who sign in with their own password, can read enquiries. Each new enquiry is also e-mailed to the company’s own enquiries inbox, so that the team who will answer you can read it.',
      ],
      [
        'No one else',
        'Your details are kept on the server that runs this website and in its backups. We share them with no one else, unless a Nigerian law or court order requires it. The site loads nothing from other companies: no advertising, no tracking scripts and no social-media widgets.',
      ],
    ]),
    legalSection('your-rights', 'Your rights: a copy or deletion', [
      [
        'Copy, correction, deletion',
        'You may ask us for a copy of everything this website holds about you, ask us to correct it, or ask us to delete it. Contact us as shown below, with the name and e-mail address or phone number you used. We answer within 30 days, free of charge.',
      ],
      [
        'Complaints',
        'You may withdraw your consent at any time. If you think we have mishandled your details, you may also complain to the Nigeria Data Protection Commission.',
      ],
    ]),
    legalSection('changes', 'Changes to this notice', [
      ['Changes', 'When we change what we collect or how we use it, we update this page and the date at the top.'],
    ]),
    legalContactSection('How to contact us', 'For any question about your details, or to ask for a copy or deletion:'),
  ],
};
