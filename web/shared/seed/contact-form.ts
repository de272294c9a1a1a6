// The words of the contact-submission form (web/components/forms/ContactForm.tsx), shared by the Contact and
// Real estate pages, each of which keeps its own copy in its form section so the admin can word them apart.
// Form block types (also used by the quote form in equipment.ts):
//   field   title = label, content = placeholder; metadata {name: the schema field}
//   option  title = option label; metadata {field, value: one of the schema's picklist values}
//   submit  title = button label, content = the label while sending
//   note    title = the visible line (the required-fields legend)
//   privacy title = the line beside the submit button, content = the words linking to /privacy after it
//   toast   title = toast title, content = its description; metadata {kind: 'success' | 'failure' | 'missing'}
//   next_steps  title = heading, content = what happens next ({hours}: the reply promise); metadata {referenceLabel}
import type { SeedBlock } from './types.ts';

/** The privacy line of every public form (docs/product.md § Forms), in each form's section. */
/** What the confirmation after a sent form says happens next (migration 15 adds it to older databases). */
export const nextStepsBlock = (content: string): SeedBlock => ({
  blockType: 'next_steps',
  title: 'What happens next',
  content,
  metadata: { referenceLabel: 'Your reference' },
});

export const privacyLineBlock: SeedBlock = { blockType: 'privacy', title: 'We use your details only to answer you.', content: 'Privacy Policy' };

export const SERVICE_OPTION_LABELS = {
  construction: 'Construction',
  paint: 'Paint Manufacturing',
  'real-estate': 'Real Estate',
  equipment: 'Equipment Rental',
  general: 'General Inquiry',
} as const;

export function contactFormBlocks(words: {
  messageLabel: string;
  messagePlaceholder: string;
  submitLabel: string;
  successText: string;
  nextSteps: string;
}): SeedBlock[] {
  return [
    { blockType: 'field', title: 'First Name', content: 'e.g. Chinedu', metadata: { name: 'firstName' } },
    { blockType: 'field', title: 'Last Name', content: 'e.g. Okafor', metadata: { name: 'lastName' } },
    { blockType: 'field', title: 'Email Address', content: 'you@example.com', metadata: { name: 'email' } },
    { blockType: 'field', title: 'Phone Number', content: '+234 803 000 0000', metadata: { name: 'phone' } },
    { blockType: 'field', title: 'Service', content: 'Select a service', metadata: { name: 'service' } },
    ...Object.entries(SERVICE_OPTION_LABELS).map(
      ([value, label]): SeedBlock => ({ blockType: 'option', title: label, metadata: { field: 'service', value } }),
    ),
    { blockType: 'field', title: words.messageLabel, content: words.messagePlaceholder, metadata: { name: 'message' } },
    { blockType: 'note', title: 'Fields marked * are required.' },
    privacyLineBlock,
    { blockType: 'submit', title: words.submitLabel, content: 'Sending...' },
    { blockType: 'toast', title: 'Message Sent Successfully!', content: words.successText, metadata: { kind: 'success' } },
    nextStepsBlock(words.nextSteps),
    {
      blockType: 'toast',
      title: 'Error Sending Message',
      content: 'There was an error sending your message. Please try again.',
      metadata: { kind: 'failure' },
    },
  ];
}
