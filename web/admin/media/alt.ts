// Alt text is asked for before a picture can go on a public page: a description, or "decorative" chosen on purpose.
import { MAX_ALT_TEXT } from '../../shared/limits.ts';

export interface AltChoice {
  text: string;
  decorative: boolean;
}

export const NEEDS_ALT = 'Describe the picture for people who cannot see it, or tick “Decorative (no description)” if it only decorates the page.';

/** The stored form: the trimmed description, '' for decorative, or a sentence saying what is missing. */
export function altTextOf(choice: AltChoice): { altText: string } | { problem: string } {
  if (choice.decorative) return { altText: '' };
  const text = choice.text.trim();
  if (!text) return { problem: NEEDS_ALT };
  if (text.length > MAX_ALT_TEXT) return { problem: `Alt text must be at most ${MAX_ALT_TEXT} characters.` };
  return { altText: text };
}

/** The choice a stored value stands for: null is "not described yet", '' is decorative. */
export function choiceOf(altText: string | null): AltChoice {
  return { text: altText ?? '', decorative: altText === '' };
}

export const isDescribed = (altText: string | null) => altText !== null;
