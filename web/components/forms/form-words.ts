// Reads a form's words (labels, placeholders, option labels, button, toasts) from its content section, falling
// back block by block to the seed's copy, so a deactivated or deleted block never leaves a field unlabelled.
// The block types are documented in web/shared/seed/contact-form.ts.
import type { Metadata, Section } from '../../shared/content.ts';
import type { SeedSection } from '../../shared/seed/types.ts';

interface WordBlock {
  blockType: string;
  title: string;
  content?: string;
  metadata?: Metadata | null;
}

export interface ToastWords {
  title: string;
  description: string;
}

export interface FormWords {
  label(field: string): string;
  placeholder(field: string): string;
  /** Labels for the schema's picklist values, in the schema's order: the content cannot add or drop a value. */
  options(field: string, values: readonly string[]): { value: string; label: string }[];
  note: string;
  /** The line beside the submit button and the words of its link to the Privacy Policy. */
  privacy: { text: string; link: string };
  submit: string;
  submitting: string;
  toast(kind: 'success' | 'failure' | 'missing'): ToastWords;
  /** The confirmation's "what happens next" ({hours} in `content` stands for the reply promise) and reference label. */
  nextSteps: { title: string; content: string; referenceLabel: string };
}

const meta = (block: WordBlock, key: string) => {
  const value = block.metadata?.[key];
  return typeof value === 'string' ? value : undefined;
};

export function formWords(section: Section | undefined, fallback: SeedSection): FormWords {
  const live: WordBlock[] = section?.contentBlocks ?? [];
  const find = (match: (b: WordBlock) => boolean): WordBlock | undefined => live.find(match) ?? fallback.blocks.find(match);

  const field = (name: string) => find((b) => b.blockType === 'field' && meta(b, 'name') === name);
  const submit = find((b) => b.blockType === 'submit');
  const privacy = find((b) => b.blockType === 'privacy');

  return {
    label: (name) => field(name)?.title || name,
    placeholder: (name) => field(name)?.content ?? '',
    options: (name, values) =>
      values.map((value) => ({
        value,
        label: find((b) => b.blockType === 'option' && meta(b, 'field') === name && meta(b, 'value') === value)?.title || value,
      })),
    note: find((b) => b.blockType === 'note')?.title ?? '',
    privacy: { text: privacy?.title ?? '', link: privacy?.content || 'Privacy Policy' },
    submit: submit?.title || 'Submit',
    submitting: submit?.content || 'Sending...',
    nextSteps: (() => {
      const block = find((b) => b.blockType === 'next_steps');
      return { title: block?.title ?? '', content: block?.content ?? '', referenceLabel: (block && meta(block, 'referenceLabel')) || 'Reference' };
    })(),
    toast(kind) {
      const block = find((b) => b.blockType === 'toast' && meta(b, 'kind') === kind);
      return { title: block?.title ?? '', description: block?.content ?? '' };
    },
  };
}
